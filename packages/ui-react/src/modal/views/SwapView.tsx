import { editSwap, formatUnits, type SwapState, startSwap, submitSwap } from '@latch/core'
import { balanceText } from '../../format/localeAmounts.js'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { AmountInput } from '../form/AmountInput.js'
import { Field } from '../form/Field.js'
import { type TokenChoice, TokenSelect } from '../form/TokenSelect.js'

const choice = (token: { address: string; symbol: string }): TokenChoice => ({
  value: token.address,
  symbol: token.symbol,
})

/** The picker's groups of core's swap form (SPEC.md §2: suggested and popular). */
function pickerGroups(tokens: NonNullable<SwapState['tokens']>) {
  return [
    { label: t('swap.yours'), tokens: tokens.yours.map(choice) },
    { label: t('swap.suggested'), tokens: tokens.suggested.map(choice) },
    { label: t('swap.popular'), tokens: tokens.popular.map(choice) },
  ].filter((group) => group.tokens.length > 0)
}

/** Why the form cannot swap, in the visitor's words. */
function problemText(swap: SwapState): string | undefined {
  switch (swap.problem) {
    case 'sameToken':
      return t('swap.sameToken')
    case 'invalidAmount':
      return t('send.invalidAmount')
    case 'insufficientBalance':
      return t('swap.insufficientBalance', { symbol: swap.from?.symbol ?? '' })
    default:
      return undefined
  }
}

/** The service's or the wallet's failure; "not provided" is this site's setup. */
function failureText(error: Error): string {
  return (error as { code?: unknown }).code === 'NOT_PROVIDED'
    ? t('swap.unavailable')
    : errorText(error)
}

function Busy({ label }: { label: string }) {
  return (
    <div className="latch-panel" role="status">
      <span className="latch-spinner" aria-hidden="true" />
      <span className="latch-muted">{label}</span>
    </div>
  )
}

/**
 * Swapping tokens: renders core's swap form (`state.swap`, started when this view opens with
 * its route data `fromToken`, `toToken`, `amount`): the exchange's tokens in the suggested and
 * popular groups, the amount with the balance, the quote with the least it may give at the
 * slippage tolerance, "Approve" first when the exchange may not spend enough of the token,
 * then "Swap", and what the swap did.
 */
export function SwapView() {
  const client = useLatch()
  const network = useLatchState((state) => state.activeNetwork)
  const swap = useLatchState((state) => state.swap)

  if (swap.status === 'idle' || swap.status === 'loading') {
    return <Busy label={t('swap.loading')} />
  }
  if (swap.status === 'unsupported') {
    return (
      <div className="latch-panel">
        <p className="latch-error" role="alert">
          {swap.error ? failureText(swap.error) : t('swap.unavailable')}
        </p>
        {network ? (
          <p className="latch-muted">{t('swap.onNetwork', { network: network.name })}</p>
        ) : null}
      </div>
    )
  }
  const { from, to } = swap
  if (swap.status === 'swapped' && swap.lastSwap && from && to) {
    const { lastSwap } = swap
    return (
      <div className="latch-panel">
        <p role="status" data-testid="latch-swap-done">
          {/* Exact amounts: a swap's figures are not rounded to a balance's three decimals. */}
          {t('swap.done', {
            paid: `${formatUnits(BigInt(lastSwap.fromAmount), lastSwap.from.decimals)} ${lastSwap.from.symbol}`,
            received: `${formatUnits(BigInt(lastSwap.toAmount), lastSwap.to.decimals)} ${lastSwap.to.symbol}`,
          })}
        </p>
        <button
          type="button"
          className="latch-button"
          onClick={() => void startSwap(client, { fromToken: from.symbol, toToken: to.symbol })}
        >
          {t('swap.again')}
        </button>
      </div>
    )
  }

  const groups = pickerGroups(swap.tokens ?? { yours: [], suggested: [], popular: [] })
  const busy = swap.status === 'approving' || swap.status === 'swapping'
  const problem = problemText(swap)
  const canSubmit = swap.status === 'quoted' && !problem
  const submitLabel =
    swap.status === 'approving'
      ? t('swap.approving', { symbol: from?.symbol ?? '' })
      : swap.status === 'swapping'
        ? t('swap.swapping')
        : swap.needsApproval
          ? t('swap.approve', { symbol: from?.symbol ?? '' })
          : t('swap.submit')
  return (
    <form
      className="latch-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // The failure shows in the form (`state.swap.error`).
        submitSwap(client).catch(() => {})
      }}
    >
      {/* The fields wait while the wallet approves or swaps. */}
      <fieldset className="latch-fieldset" disabled={busy}>
        <Field
          label={t('swap.from')}
          hint={
            from?.balance !== undefined
              ? t('swap.balance', { amount: balanceText(from.balance, from.symbol) })
              : undefined
          }
        >
          {(control) => (
            <TokenSelect
              {...control}
              value={from?.address ?? ''}
              onChange={(address) => void editSwap(client, { from: address })}
              groups={groups}
            />
          )}
        </Field>
        <Field label={t('swap.amount')}>
          {(control) => (
            <AmountInput
              {...control}
              value={swap.amount}
              onChange={(amount) => void editSwap(client, { amount })}
            />
          )}
        </Field>
        <button
          type="button"
          className="latch-button"
          onClick={() => void editSwap(client, { flip: true })}
        >
          {t('swap.flip')}
        </button>
        <Field
          label={t('swap.to')}
          hint={
            to?.balance !== undefined
              ? t('swap.balance', { amount: balanceText(to.balance, to.symbol) })
              : undefined
          }
        >
          {(control) => (
            <TokenSelect
              {...control}
              value={to?.address ?? ''}
              onChange={(address) => void editSwap(client, { to: address })}
              groups={groups}
            />
          )}
        </Field>
      </fieldset>
      {swap.status === 'quoting' ? (
        <p role="status">{t('swap.quoting')}</p>
      ) : swap.toAmount && to ? (
        <dl className="latch-facts" data-testid="latch-swap-quote">
          <dt>{t('swap.youReceive')}</dt>
          <dd>{`${swap.toAmount} ${to.symbol}`}</dd>
          {swap.minimumReceived ? (
            <>
              <dt>{t('swap.minimumReceived', { slippage: String(swap.slippage) })}</dt>
              <dd>{`${swap.minimumReceived} ${to.symbol}`}</dd>
            </>
          ) : null}
          {swap.priceImpact ? (
            <>
              <dt>{t('swap.priceImpact')}</dt>
              <dd>{`${swap.priceImpact}%`}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {problem ? (
        <p className="latch-error" role="alert">
          {problem}
        </p>
      ) : null}
      {swap.error ? (
        <p className="latch-error" role="alert" data-testid="latch-swap-error">
          {failureText(swap.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="latch-button latch-button--primary"
        disabled={!canSubmit || busy}
      >
        {submitLabel}
      </button>
    </form>
  )
}
