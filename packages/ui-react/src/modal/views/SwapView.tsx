import {
  isSwapNetwork,
  SWAP_POPULAR_TOKENS,
  SWAP_SUGGESTED_TOKENS,
  swapErrorMessages,
} from '@latch/core'
import { useId, useState } from 'react'
import { t } from '../../i18n/translate.js'
import { useLatchState } from '../../useLatchState.js'
import { useRouteString } from '../useRouteData.js'

const decimalPattern = /^(?:\d+\.?\d*|\.\d+)$/
const popularOnly = SWAP_POPULAR_TOKENS.filter(
  (symbol) => !(SWAP_SUGGESTED_TOKENS as readonly string[]).includes(symbol),
)

const listed: readonly string[] = [...SWAP_SUGGESTED_TOKENS, ...popularOnly]

/** The suggested and popular tokens, and `current` first when it is neither. */
function TokenOptions({ current }: { current: string }) {
  return (
    <>
      {listed.includes(current) ? null : <option value={current}>{current}</option>}
      <optgroup label={t('swap.suggested')}>
        {SWAP_SUGGESTED_TOKENS.map((symbol) => (
          <option key={symbol} value={symbol}>
            {symbol}
          </option>
        ))}
      </optgroup>
      <optgroup label={t('swap.popular')}>
        {popularOnly.map((symbol) => (
          <option key={symbol} value={symbol}>
            {symbol}
          </option>
        ))}
      </optgroup>
    </>
  )
}

/**
 * Swapping tokens (router data: `fromToken`, `toToken`, `amount`, all optional): the
 * suggested and popular tokens of SPEC.md §2, the amount, and "Network not supported for
 * Swaps" on a chain outside the swap list (SPEC.md §9).
 */
export function SwapView() {
  const network = useLatchState((state) => state.activeNetwork)
  const ids = { from: useId(), to: useId(), amount: useId() }
  const routedFrom = useRouteString('fromToken')
  const routedTo = useRouteString('toToken')
  const routedAmount = useRouteString('amount')
  const [from, setFrom] = useState(routedFrom ?? network?.nativeCurrency.symbol ?? 'ETH')
  const [to, setTo] = useState(routedTo ?? 'USDC')
  const [amount, setAmount] = useState(routedAmount ?? '')
  const supported =
    network?.chainNamespace === 'eip155' &&
    typeof network.id === 'number' &&
    isSwapNetwork(network.id)

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
      : amountText !== '' && (!decimalPattern.test(amountText) || Number(amountText) <= 0)
        ? t('send.invalidAmount')
        : undefined
  return (
    <form className="latch-form" noValidate onSubmit={(event) => event.preventDefault()}>
      <label className="latch-label" htmlFor={ids.from}>
        {t('swap.from')}
      </label>
      <select
        id={ids.from}
        className="latch-input"
        value={from}
        onChange={(event) => setFrom(event.target.value)}
      >
        <TokenOptions current={from} />
      </select>
      <label className="latch-label" htmlFor={ids.amount}>
        {t('swap.amount')}
      </label>
      <input
        id={ids.amount}
        className="latch-input"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.0"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
      />
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
      <label className="latch-label" htmlFor={ids.to}>
        {t('swap.to')}
      </label>
      <select
        id={ids.to}
        className="latch-input"
        value={to}
        onChange={(event) => setTo(event.target.value)}
      >
        <TokenOptions current={to} />
      </select>
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
