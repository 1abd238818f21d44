import { SWAP_POPULAR_TOKENS, SWAP_SUGGESTED_TOKENS, swapsOn } from '@latch/core/constants'
import { swapErrorMessages } from '@latch/core/errors'
import { amountProblem } from '@latch/core/internal'
import { useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatchState } from '../../useLatchState.js'
import { AmountInput } from '../form/AmountInput.js'
import { Field } from '../form/Field.js'
import { type TokenChoice, TokenSelect, type TokenSelectProps } from '../form/TokenSelect.js'
import { useRouteData } from '../useRouteData.js'

const popularOnly = SWAP_POPULAR_TOKENS.filter(
  (symbol) => !(SWAP_SUGGESTED_TOKENS as readonly string[]).includes(symbol),
)

const listed: readonly string[] = [...SWAP_SUGGESTED_TOKENS, ...popularOnly]

const asChoice = (symbol: string): TokenChoice => ({ value: symbol, symbol })

/** The suggested and popular tokens, and `current` first when it is neither. */
function swapTokens(current: string): Pick<TokenSelectProps, 'tokens' | 'groups'> {
  return {
    tokens: listed.includes(current) ? [] : [asChoice(current)],
    groups: [
      { label: t('swap.suggested'), tokens: SWAP_SUGGESTED_TOKENS.map(asChoice) },
      { label: t('swap.popular'), tokens: popularOnly.map(asChoice) },
    ],
  }
}

/**
 * Swapping tokens (router data: `fromToken`, `toToken`, `amount`, all optional): the
 * suggested and popular tokens of SPEC.md §2, the amount, and "Network not supported for
 * Swaps" on a chain outside the swap list (SPEC.md §9).
 */
export function SwapView() {
  const network = useLatchState((state) => state.activeNetwork)
  const routed = useRouteData('Swap')
  const routedFrom = routed?.fromToken
  const routedTo = routed?.toToken
  const routedAmount = routed?.amount
  const [from, setFrom] = useState(routedFrom ?? network?.nativeCurrency.symbol ?? 'ETH')
  const [to, setTo] = useState(routedTo ?? 'USDC')
  const [amount, setAmount] = useState(routedAmount ?? '')
  const supported = swapsOn(network)

  if (!supported) {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {swapErrorMessages.SWAPS_NETWORK_UNSUPPORTED}
        </p>
        {network ? (
          <p className="latch-muted">{t('swap.onNetwork', { network: network.name })}</p>
        ) : null}
      </div>
    )
  }

  const amountText = amount.trim()
  const problem =
    from === to
      ? t('swap.sameToken')
      : // Core's rule for amounts, the one a send applies (no balance is known here).
        amountProblem(amountText)
        ? t('send.invalidAmount')
        : undefined
  return (
    <form className="latch-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <Field label={t('swap.from')}>
        {(control) => (
          <TokenSelect {...control} value={from} onChange={setFrom} {...swapTokens(from)} />
        )}
      </Field>
      <Field label={t('swap.amount')}>
        {(control) => <AmountInput {...control} value={amount} onChange={setAmount} />}
      </Field>
      <button
        type="button"
        className="latch-button"
        onClick={() => {
          setFrom(to)
          setTo(from)
        }}
      >
        {t('swap.flip')}
      </button>
      <Field label={t('swap.to')}>
        {(control) => <TokenSelect {...control} value={to} onChange={setTo} {...swapTokens(to)} />}
      </Field>
      {problem ? (
        <p className="latch-error" role="alert">
          {problem}
        </p>
      ) : null}
      <p className="latch-muted">{t('swap.unavailable')}</p>
      <button type="submit" className="latch-button latch-button--primary" disabled>
        {t('swap.review')}
      </button>
    </form>
  )
}
