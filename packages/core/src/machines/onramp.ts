import { type AnyEventObject, assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { DEFAULT_ONRAMP_PROVIDER } from '../config/features.js'
import {
  ONRAMP_DEFAULT_PAYMENT_CURRENCIES,
  ONRAMP_DEFAULT_PAYMENT_LIMITS,
  ONRAMP_DEFAULT_PURCHASE_CURRENCIES,
} from '../constants/onramp.js'
import { ConnectionError } from '../errors/connection.js'
import { InternalError } from '../errors/internal.js'
import type { OnrampOrder } from '../services/blockchainSchemas.js'

/** SPEC.md §3 "Onramp". */
export type OnrampPurchaseCurrency = {
  id: string
  name: string
  symbol: string
  networks: readonly {
    name: string
    display_name: string
    chain_id: string
    contract_address: string
  }[]
}
export type OnrampPaymentCurrency = {
  id: string
  payment_method_limits: readonly { id: string; min: string; max: string }[]
}
export type OnrampOptions = {
  purchaseCurrencies: readonly OnrampPurchaseCurrency[]
  paymentCurrencies: readonly OnrampPaymentCurrency[]
}
export type OnrampAmount = { amount: string; currency: string }
export type OnrampQuote = {
  networkFee: OnrampAmount
  paymentSubtotal: OnrampAmount
  paymentTotal: OnrampAmount
  purchaseAmount: OnrampAmount
  /** The provider's own fee, where it says. */
  providerFee?: OnrampAmount | undefined
  quoteId: string
}
export type OnrampQuoteInput = {
  provider: string
  amount: string
  purchaseCurrency: OnrampPurchaseCurrency
  paymentCurrency: OnrampPaymentCurrency
  namespace: ChainNamespace | undefined
  /** CAIP-2: the network the bought tokens arrive on. */
  network: string | undefined
}
export type OnrampUrlInput = OnrampQuoteInput & { address: string | undefined }
/** The provider's page, and the order it follows where the provider tells it. */
export type OnrampPage = { url: string; orderId?: string | undefined }
export type { OnrampOrder }
export type FollowOrderInput = { orderId: string }

export type OnrampContext = OnrampOptions & {
  provider: string
  namespace: ChainNamespace | undefined
  /** CAIP-2. */
  network: string | undefined
  address: string | undefined
  purchaseCurrency: OnrampPurchaseCurrency | undefined
  paymentCurrency: OnrampPaymentCurrency | undefined
  amount: string
  quote: OnrampQuote | undefined
  /** The order the provider's page took, followed until it completes or fails. */
  order: OnrampOrder | undefined
  /**
   * The service's own error (usually an `HttpError`) when the onramp URL could not be had,
   * the order's failure, or "Popup closed" when the visitor closed the page before paying.
   */
  error: Error | undefined
}

export type OnrampEvent =
  /** A new form for an account (the root adds which), with the provider (the default one). */
  | {
      type: 'onramp.start'
      namespace: ChainNamespace | undefined
      network?: string | undefined
      address: string | undefined
      provider?: string | undefined
    }
  | { type: 'onramp.selectProvider'; provider: string }
  | { type: 'onramp.setPurchaseCurrency'; id: string }
  | { type: 'onramp.setPaymentCurrency'; id: string }
  | { type: 'onramp.setAmount'; amount: string }
  | { type: 'onramp.buy' }
  /** The order as the provider reports it now (from the follower). */
  | { type: 'onramp.order'; order: OnrampOrder }
  /** The visitor closed the provider's page while the order was not paid (from the follower). */
  | { type: 'onramp.pageClosed' }

/**
 * The options used when the provider's cannot be fetched (SPEC.md §8, §9).
 *
 * @example
 * defaultOnrampOptions().paymentCurrencies.map((c) => c.id) // ['USD', 'EUR']
 */
export function defaultOnrampOptions(): OnrampOptions {
  return {
    purchaseCurrencies: ONRAMP_DEFAULT_PURCHASE_CURRENCIES.map((id) => ({
      id,
      name: id,
      symbol: id,
      networks: [],
    })),
    paymentCurrencies: ONRAMP_DEFAULT_PAYMENT_CURRENCIES.map((id) => ({
      id,
      payment_method_limits: ONRAMP_DEFAULT_PAYMENT_LIMITS,
    })),
  }
}

/**
 * The quote shown when the provider's cannot be fetched: it echoes the amount (SPEC.md §8).
 *
 * @example
 * mockOnrampQuote({ amount: '50', purchaseCurrency, paymentCurrency }).paymentTotal.amount // '50'
 */
export function mockOnrampQuote(
  input: Omit<OnrampQuoteInput, 'provider' | 'namespace'>,
): OnrampQuote {
  const purchase = { amount: input.amount, currency: input.purchaseCurrency.id }
  const payment = { amount: input.amount, currency: input.paymentCurrency.id }
  return {
    networkFee: purchase,
    paymentSubtotal: payment,
    paymentTotal: payment,
    purchaseAmount: purchase,
    quoteId: 'mocked-quote-id',
  }
}

/**
 * The currencies the provider sells on `network` (CAIP-2, a network's `name` in the options):
 * those that list it, and those that list no network (the built-in defaults). None where the
 * provider sells nothing there: the form then has nothing to buy.
 */
function soldOn(
  currencies: readonly OnrampPurchaseCurrency[],
  network: string | undefined,
): readonly OnrampPurchaseCurrency[] {
  if (!network) return currencies
  return currencies.filter(
    (currency) =>
      currency.networks.length === 0 || currency.networks.some(({ name }) => name === network),
  )
}

/** A failure as thrown by the service, so its type and status stay visible. */
function toOnrampError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error), { cause: error })
}

function notProvided(name: string): never {
  throw new InternalError('NOT_PROVIDED', { values: { name } })
}

// Only used once both currencies and an amount are set (the `canQuote` guard).
const quoteInput = ({ context }: { context: OnrampContext }): OnrampQuoteInput => ({
  provider: context.provider,
  amount: context.amount,
  purchaseCurrency: context.purchaseCurrency as OnrampPurchaseCurrency,
  paymentCurrency: context.paymentCurrency as OnrampPaymentCurrency,
  namespace: context.namespace,
  network: context.network,
})

const formEvents = [
  'onramp.setPurchaseCurrency',
  'onramp.setPaymentCurrency',
  'onramp.setAmount',
] as const

// A form change drops the quote; an unknown currency id keeps the current currency.
function formUpdate(context: OnrampContext, event: OnrampEvent): Partial<OnrampContext> {
  assertEvent(event, formEvents)
  switch (event.type) {
    case 'onramp.setPurchaseCurrency': {
      const found = context.purchaseCurrencies.find((currency) => currency.id === event.id)
      return { purchaseCurrency: found ?? context.purchaseCurrency, quote: undefined }
    }
    case 'onramp.setPaymentCurrency': {
      const found = context.paymentCurrencies.find((currency) => currency.id === event.id)
      return { paymentCurrency: found ?? context.paymentCurrency, quote: undefined }
    }
    case 'onramp.setAmount':
      return { amount: event.amount.trim(), quote: undefined, error: undefined }
  }
}

function canQuote(context: OnrampContext): boolean {
  return (
    context.amount !== '' &&
    context.purchaseCurrency !== undefined &&
    context.paymentCurrency !== undefined
  )
}

// Each form change fetches a new quote once an amount and both currencies are set.
const requote = [
  { guard: 'canQuoteAfterUpdate', target: '.quoting', actions: 'updateForm' },
  { target: '.ready', actions: 'updateForm' },
] as const

/**
 * Buying crypto through an onramp provider (SPEC.md §4 "Onramp", §8, §9): the provider
 * ({@link DEFAULT_ONRAMP_PROVIDER} unless chosen) gives its options, or the built-in defaults
 * when that fails; purchase and payment currencies default to the first option. Each amount or
 * currency change fetches a quote (a mocked quote echoing the amount when that fails);
 * `onramp.buy` gets the provider's URL and opens it.
 */
/** An empty form for an account, with the provider (the default one when absent). */
function newForm({
  provider,
  namespace,
  network,
  address,
}: Pick<OnrampContext, 'namespace' | 'address'> & {
  provider?: string | undefined
  network?: string | undefined
}): OnrampContext {
  return {
    provider: provider ?? DEFAULT_ONRAMP_PROVIDER,
    namespace,
    network,
    address,
    purchaseCurrencies: [],
    paymentCurrencies: [],
    purchaseCurrency: undefined,
    paymentCurrency: undefined,
    amount: '',
    quote: undefined,
    order: undefined,
    error: undefined,
  }
}

export const onrampMachine = setup({
  types: {
    context: {} as OnrampContext,
    events: {} as OnrampEvent,
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'onramp.start')
      return newForm(event)
    }),
    setProvider: assign(({ event }) => {
      assertEvent(event, 'onramp.selectProvider')
      return { provider: event.provider, quote: undefined, error: undefined }
    }),
    setOptions: assign(({ context }, options: OnrampOptions) => {
      const purchaseCurrencies = soldOn(options.purchaseCurrencies, context.network)
      return {
        ...options,
        purchaseCurrencies,
        purchaseCurrency: purchaseCurrencies[0],
        paymentCurrency: options.paymentCurrencies[0],
      }
    }),
    updateForm: assign(({ context, event }) => formUpdate(context, event)),
    setQuote: assign((_, params: { quote: OnrampQuote }) => params),
    setMockQuote: assign({ quote: ({ context }) => mockOnrampQuote(quoteInput({ context })) }),
    setError: assign((_, params: { error: Error }) => params),
    clearError: assign({ error: undefined, order: undefined }),
    setOrder: assign(({ event }) => {
      assertEvent(event, 'onramp.order')
      return { order: event.order }
    }),
    setOrderFailed: assign(({ event }) => {
      assertEvent(event, 'onramp.order')
      return { error: new Error(event.order.failureReason ?? 'The order failed.') }
    }),
    setPageClosed: assign({ error: () => new ConnectionError('POPUP_CLOSED') }),
    // Side effects: supplied by the client through `.provide()`.
    openUrl: (_, _params: { url: string }) => {},
    /** The order delivered: what the account holds has changed. */
    bought: (_, _params: { order: OnrampOrder }) => {},
  },
  actors: {
    loadOptions: fromPromise<OnrampOptions, { provider: string }>(async () =>
      notProvided('loadOptions'),
    ),
    getQuote: fromPromise<OnrampQuote, OnrampQuoteInput>(async () => notProvided('getQuote')),
    getOnrampUrl: fromPromise<OnrampPage, OnrampUrlInput>(async () => notProvided('getOnrampUrl')),
    /**
     * Reports the order (`onramp.order`) until it completes or fails, and `onramp.pageClosed`
     * when the provider's page is closed before it was paid.
     */
    followOrder: fromCallback<AnyEventObject, FollowOrderInput>(() => notProvided('followOrder')),
  },
  guards: {
    canQuote: ({ context }) => canQuote(context),
    canQuoteAfterUpdate: ({ context, event }) =>
      canQuote({ ...context, ...formUpdate(context, event) }),
    orderCompleted: ({ event }) =>
      event.type === 'onramp.order' && event.order.status === 'completed',
    orderFailed: ({ event }) => event.type === 'onramp.order' && event.order.status === 'failed',
  },
}).createMachine({
  id: 'onramp',
  initial: 'idle',
  // A form for an account starts over, whatever it was doing.
  on: { 'onramp.start': { target: '.loadingOptions', actions: 'start' } },
  context: () => newForm({ namespace: undefined, address: undefined }),
  states: {
    idle: {},
    loadingOptions: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => ({ provider: context.provider }),
        onDone: {
          target: 'form',
          actions: { type: 'setOptions', params: ({ event }) => event.output },
        },
        onError: {
          target: 'form',
          actions: { type: 'setOptions', params: defaultOnrampOptions },
        },
      },
    },
    form: {
      initial: 'ready',
      on: {
        'onramp.selectProvider': { target: 'loadingOptions', actions: 'setProvider' },
        'onramp.setPurchaseCurrency': requote,
        'onramp.setPaymentCurrency': requote,
        'onramp.setAmount': requote,
      },
      states: {
        ready: {
          on: { 'onramp.buy': { guard: 'canQuote', target: 'buying', actions: 'clearError' } },
        },
        quoting: {
          invoke: {
            id: 'getQuote',
            src: 'getQuote',
            input: quoteInput,
            onDone: {
              target: 'ready',
              actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) },
            },
            onError: { target: 'ready', actions: 'setMockQuote' },
          },
        },
        buying: {
          invoke: {
            id: 'getOnrampUrl',
            src: 'getOnrampUrl',
            input: ({ context }) => ({ ...quoteInput({ context }), address: context.address }),
            onDone: [
              {
                // The provider tells which order its page took: it is followed to the end.
                guard: ({ event }) => event.output.orderId !== undefined,
                target: 'following',
                actions: [
                  { type: 'openUrl', params: ({ event }) => ({ url: event.output.url }) },
                  assign({
                    order: ({ context, event }) => ({
                      orderId: event.output.orderId as string,
                      status: 'created' as const,
                      purchaseAmount: context.quote?.purchaseAmount ?? {
                        amount: '0',
                        currency: context.purchaseCurrency?.id ?? '',
                      },
                      network: context.network ?? '',
                      address: context.address ?? '',
                    }),
                  }),
                ],
              },
              {
                target: 'ready',
                actions: { type: 'openUrl', params: ({ event }) => ({ url: event.output.url }) },
              },
            ],
            onError: {
              target: 'ready',
              actions: {
                type: 'setError',
                params: ({ event }) => ({ error: toOnrampError(event.error) }),
              },
            },
          },
        },
        following: {
          invoke: {
            id: 'followOrder',
            src: 'followOrder',
            input: ({ context }) => ({ orderId: context.order?.orderId ?? '' }),
          },
          on: {
            'onramp.order': [
              {
                guard: 'orderCompleted',
                target: 'completed',
                actions: [
                  'setOrder',
                  {
                    type: 'bought',
                    params: ({ event }) => ({ order: event.order }),
                  },
                ],
              },
              { guard: 'orderFailed', target: 'ready', actions: ['setOrder', 'setOrderFailed'] },
              { actions: 'setOrder' },
            ],
            'onramp.pageClosed': { target: 'ready', actions: 'setPageClosed' },
          },
        },
        // The bought tokens have arrived; a new amount starts a new buy.
        completed: {},
      },
    },
  },
})
