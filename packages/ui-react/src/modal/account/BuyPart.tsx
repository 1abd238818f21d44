import type { ChainNamespace } from '@latch/core'
import { isSafePageUrl } from '@latch/core/internal'
import {
  type OnrampOptions,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  onrampMachine,
} from '@latch/core/machines'
import { useEffect, useState } from 'react'
import { type Actor, createActor, fromPromise } from 'xstate'
import { t } from '../../i18n/translate.js'
import { useLatchState } from '../../useLatchState.js'
import { AmountInput } from '../form/AmountInput.js'
import { Field } from '../form/Field.js'
import { useActorSnapshot } from '../useActorSnapshot.js'

// The client has no onramp service calls yet: each call fails, and core's machine then
// does what the spec says (SPEC.md §8): the built-in options, a quote echoing the amount,
// and the failure of the URL generator shown to the visitor.
function serviceMissing(): never {
  throw new Error(t('buy.unavailable'))
}

const onrampWithoutService = onrampMachine.provide({
  actors: {
    loadOptions: fromPromise<OnrampOptions, { provider: string }>(async () => serviceMissing()),
    getQuote: fromPromise<OnrampQuote, OnrampQuoteInput>(async () => serviceMissing()),
    getOnrampUrl: fromPromise<string, OnrampUrlInput>(async () => serviceMissing()),
  },
  actions: {
    openUrl: (_, { url }) => {
      if (isSafePageUrl(url)) window.open(url, '_blank', 'noopener,noreferrer')
    },
  },
})

/** Core's onramp machine for this account, running while the part is open. */
function useOnramp(address: string, namespace: ChainNamespace | undefined, provider?: string) {
  const [actor, setActor] = useState<Actor<typeof onrampWithoutService> | undefined>(undefined)
  useEffect(() => {
    const next = createActor(onrampWithoutService, {
      input: { address, ...(namespace ? { namespace } : {}), ...(provider ? { provider } : {}) },
    }).start()
    setActor(next)
    return () => {
      next.stop()
    }
  }, [address, namespace, provider])
  return { actor, snapshot: useActorSnapshot(actor) }
}

/**
 * Buy crypto through an onramp provider: the provider, what to buy and what to pay with
 * (the provider's options, or core's built-in defaults), the amount with the payment
 * method's limits, the quote, and "Buy", which opens the provider's page.
 */
export function BuyPart({
  address,
  namespace,
}: {
  address: string
  namespace: ChainNamespace | undefined
}) {
  const providers = useLatchState((state) => state.features.onramp) || []
  const { actor, snapshot } = useOnramp(address, namespace, providers[0])
  if (!actor || !snapshot || snapshot.matches('loadingOptions')) {
    return (
      <div className="latch-panel" role="status">
        <span className="latch-spinner" aria-hidden="true" />
        <span className="latch-muted">{t('buy.loadingOptions')}</span>
      </div>
    )
  }
  const { context } = snapshot
  const limit = context.paymentCurrency?.payment_method_limits[0]
  const quoting = snapshot.matches({ form: 'quoting' })
  const buying = snapshot.matches({ form: 'buying' })
  const quote = context.quote

  return (
    <form
      className="latch-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        actor.send({ type: 'onramp.buy' })
      }}
    >
      <Field label={t('buy.provider')}>
        {(control) => (
          <select
            {...control}
            className="latch-input"
            value={context.provider}
            disabled={providers.length < 2}
            onChange={(event) =>
              actor.send({ type: 'onramp.selectProvider', provider: event.target.value })
            }
          >
            {(providers.length ? providers : [context.provider]).map((provider) => (
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
            onChange={(event) =>
              actor.send({ type: 'onramp.setPurchaseCurrency', id: event.target.value })
            }
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
            onChange={(event) =>
              actor.send({ type: 'onramp.setPaymentCurrency', id: event.target.value })
            }
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
            onChange={(amount) => actor.send({ type: 'onramp.setAmount', amount })}
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
          <dt>{t('buy.total')}</dt>
          <dd>
            {quote.paymentTotal.amount} {quote.paymentTotal.currency}
          </dd>
        </dl>
      ) : null}
      {context.error ? (
        <p className="latch-error" role="alert">
          {context.error.message}
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
