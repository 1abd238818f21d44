import { editBuy, submitBuy } from '@latch/core'
import { errorText } from '../../i18n/errorText.js'
import { t } from '../../i18n/translate.js'
import { useLatch } from '../../useLatch.js'
import { useLatchState } from '../../useLatchState.js'
import { AmountInput } from '../form/AmountInput.js'
import { Field } from '../form/Field.js'

/** The service's failure, in the visitor's words where the client has no onramp service. */
function failureText(error: Error): string {
  return (error as { code?: unknown }).code === 'NOT_PROVIDED'
    ? t('buy.unavailable')
    : errorText(error)
}

/**
 * Buy crypto through an onramp provider: renders core's buy form (`state.buy`, opened with
 * `startBuy`): the provider, what to buy and what to pay with (the provider's options, or
 * core's built-in defaults), the amount with the payment method's limits, the quote, and
 * "Buy", which opens the provider's page in a popup; then the order as core follows it, and
 * what arrived.
 */
export function BuyPart() {
  const client = useLatch()
  const providers = useLatchState((state) => state.features.onramp) || []
  const buy = useLatchState((state) => state.buy)
  const network = useLatchState((state) => state.activeNetwork)
  if (buy.status === 'idle' || buy.status === 'loading') {
    return (
      <div className="latch-panel" role="status">
        <span className="latch-spinner" aria-hidden="true" />
        <span className="latch-muted">{t('buy.loadingOptions')}</span>
      </div>
    )
  }
  if (buy.status === 'following' || buy.status === 'completed') {
    const amount = buy.order?.purchaseAmount ?? buy.quote?.purchaseAmount
    const values = { amount: amount?.amount ?? '', currency: amount?.currency ?? '' }
    if (buy.status === 'completed') {
      return (
        <div className="latch-panel">
          <p role="status" data-testid="latch-buy-completed">
            {t('buy.completed', values)}
          </p>
          <button
            type="button"
            className="latch-button"
            onClick={() => void editBuy(client, { amount: '' })}
          >
            {t('buy.again')}
          </button>
        </div>
      )
    }
    return (
      <div className="latch-panel" role="status" data-testid="latch-buy-following">
        <span className="latch-spinner" aria-hidden="true" />
        <p>{t('buy.following')}</p>
        <p className="latch-muted">
          {buy.order?.status === 'processing'
            ? t('buy.orderProcessing', values)
            : t('buy.orderCreated')}
        </p>
      </div>
    )
  }
  // The provider sells nothing on this network (the sandbox sells on the local EVM chains).
  if (buy.purchaseCurrencies.length === 0) {
    return (
      <div className="latch-panel">
        <p className="latch-muted" role="status">
          {t('buy.notSoldHere', { network: network?.name ?? '' })}
        </p>
      </div>
    )
  }
  const context = buy
  const limit = context.paymentCurrency?.payment_method_limits[0]
  const quoting = buy.status === 'quoting'
  const buying = buy.status === 'buying'
  const quote = context.quote
  // The failure shows in the form (`state.buy.error`); nobody else waits for it.
  const edit = (fields: Parameters<typeof editBuy>[1]) => void editBuy(client, fields)

  return (
    <form
      className="latch-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // In the click: the provider's popup opens now.
        submitBuy(client).catch(() => {})
      }}
    >
      <Field label={t('buy.provider')}>
        {(control) => (
          <select
            {...control}
            className="latch-input"
            value={context.provider ?? ''}
            disabled={providers.length < 2}
            onChange={(event) => edit({ provider: event.target.value })}
          >
            {(providers.length ? providers : [context.provider ?? '']).map((provider) => (
              <option key={provider} value={provider}>
                {provider}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label={t('buy.purchaseCurrency')}>
        {(control) => (
          <select
            {...control}
            className="latch-input"
            value={context.purchaseCurrency?.id ?? ''}
            onChange={(event) => edit({ purchaseCurrency: event.target.value })}
          >
            {context.purchaseCurrencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.symbol === currency.name
                  ? currency.symbol
                  : `${currency.symbol} · ${currency.name}`}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field label={t('buy.paymentCurrency')}>
        {(control) => (
          <select
            {...control}
            className="latch-input"
            value={context.paymentCurrency?.id ?? ''}
            onChange={(event) => edit({ paymentCurrency: event.target.value })}
          >
            {context.paymentCurrencies.map((currency) => (
              <option key={currency.id} value={currency.id}>
                {currency.id}
              </option>
            ))}
          </select>
        )}
      </Field>

      <Field
        label={t('buy.amount', { currency: context.paymentCurrency?.id ?? '' })}
        hint={
          limit
            ? t('buy.limits', {
                min: limit.min,
                max: limit.max,
                currency: context.paymentCurrency?.id ?? '',
              })
            : undefined
        }
      >
        {(control) => (
          <AmountInput
            {...control}
            placeholder={limit?.min ?? '0'}
            value={context.amount}
            onChange={(amount) => edit({ amount })}
          />
        )}
      </Field>

      {quoting ? (
        <p role="status">{t('buy.quoting')}</p>
      ) : quote ? (
        <dl className="latch-facts" data-testid="latch-onramp-quote">
          <dt>{t('buy.youGet')}</dt>
          <dd>
            {quote.purchaseAmount.amount} {quote.purchaseAmount.currency}
          </dd>
          {quote.providerFee ? (
            <>
              <dt>{t('buy.fees')}</dt>
              <dd>
                {quote.providerFee.amount} {quote.providerFee.currency}
              </dd>
            </>
          ) : null}
          <dt>{t('buy.total')}</dt>
          <dd>
            {quote.paymentTotal.amount} {quote.paymentTotal.currency}
          </dd>
        </dl>
      ) : null}
      {context.error ? (
        <p className="latch-error" role="alert">
          {failureText(context.error)}
        </p>
      ) : null}
      <button
        type="submit"
        className="latch-button latch-button--primary"
        disabled={buying || quoting || context.amount === ''}
      >
        {buying ? t('buy.opening') : t('buy.submit')}
      </button>
    </form>
  )
}
