import { describe, expect, it, vi } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, fromPromise, waitFor } from 'xstate'
import { DEFAULT_ONRAMP_PROVIDER } from '../config/features.js'
import { ONRAMP_DEFAULT_PAYMENT_LIMITS } from '../constants/onramp.js'
import { ConnectionError } from '../errors/connection.js'
import { HttpError } from '../errors/http.js'
import { InternalError } from '../errors/internal.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  defaultOnrampOptions,
  mockOnrampQuote,
  type OnrampContext,
  type OnrampOptions,
  type OnrampOrder,
  type OnrampPage,
  type OnrampQuote,
  type OnrampQuoteInput,
  type OnrampUrlInput,
  onrampMachine,
} from './onramp.js'

const options: OnrampOptions = {
  purchaseCurrencies: [
    { id: 'sol', name: 'Solana', symbol: 'SOL', networks: [] },
    { id: 'usdc', name: 'USD Coin', symbol: 'USDC', networks: [] },
  ],
  paymentCurrencies: [
    { id: 'GBP', payment_method_limits: [{ id: 'card', min: '5', max: '500' }] },
    { id: 'USD', payment_method_limits: [] },
  ],
}

const quoteFor = (input: OnrampQuoteInput): OnrampQuote => ({
  ...mockOnrampQuote(input),
  quoteId: `q-${input.amount}-${input.purchaseCurrency.id}-${input.paymentCurrency.id}`,
})

type Overrides = {
  load?: (input: { provider: string }) => Promise<OnrampOptions>
  quote?: (input: OnrampQuoteInput) => Promise<OnrampQuote>
  url?: (input: OnrampUrlInput) => Promise<OnrampPage>
}

const order = (status: OnrampOrder['status'], extra: Partial<OnrampOrder> = {}): OnrampOrder => ({
  orderId: 'order-1',
  status,
  purchaseAmount: { amount: '0.1', currency: 'sol' },
  network: 'solana:devnet',
  address: 'So1anaAddre55',
  ...extra,
})

function start(overrides: Overrides = {}) {
  const openUrl = vi.fn()
  const bought = vi.fn()
  const followed: FollowerEvents[] = []
  const load = vi.fn(overrides.load ?? (async (_: { provider: string }) => options))
  const quote = vi.fn(overrides.quote ?? (async (input: OnrampQuoteInput) => quoteFor(input)))
  const url = vi.fn(
    overrides.url ?? (async (_: OnrampUrlInput) => ({ url: 'https://pay.test/buy' })),
  )
  const machine = onrampMachine.provide({
    actions: { openUrl, bought },
    actors: {
      loadOptions: fromPromise(async ({ input }) => load(input)),
      getQuote: fromPromise(async ({ input }) => quote(input)),
      getOnrampUrl: fromPromise(async ({ input }) => url(input)),
      // The test tells the machine what the order does, through the follower's `sendBack`.
      followOrder: fromCallback<AnyEventObject, { orderId: string }>(({ input, sendBack }) => {
        followed.push({ orderId: input.orderId, sendBack })
        return () => {
          const index = followed.findIndex((entry) => entry.sendBack === sendBack)
          followed.splice(index, 1)
        }
      }),
    },
  })
  const actor = createActor(machine).start()
  actor.send({
    type: 'onramp.start',
    namespace: 'solana',
    network: 'solana:devnet',
    address: 'So1anaAddre55',
  })
  const ready = () => waitFor(actor, (s) => s.matches({ form: 'ready' }))
  return { actor, openUrl, bought, followed, load, quote, url, ready }
}

type FollowerEvents = { orderId: string; sendBack: (event: AnyEventObject) => void }

describe('onrampMachine', () => {
  it('default: idle until a form for an account starts', () => {
    const actor = createActor(onrampMachine).start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ address: undefined, amount: '' })
  })

  it('behavior: a new start, for another account, starts the form over', async () => {
    const { actor, ready, load } = start()
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '40' })
    actor.send({ type: 'onramp.start', namespace: 'eip155', address: '0xabc', provider: 'other' })
    expect(actor.getSnapshot().value).toBe('loadingOptions')
    expect(actor.getSnapshot().context).toMatchObject({
      namespace: 'eip155',
      address: '0xabc',
      provider: 'other',
      amount: '',
      quote: undefined,
    })
    await ready()
    expect(load).toHaveBeenLastCalledWith({ provider: 'other' })
  })

  it('default: loads the options of the default provider', () => {
    const { actor, load } = start()
    expect(actor.getSnapshot().value).toBe('loadingOptions')
    expect(actor.getSnapshot().context.provider).toBe(DEFAULT_ONRAMP_PROVIDER)
    expect(load).toHaveBeenCalledWith({ provider: DEFAULT_ONRAMP_PROVIDER })
  })

  it('behavior: only what the provider sells on the account’s network is offered; none there, nothing to buy', async () => {
    const network = (name: string) => ({
      name,
      display_name: name,
      chain_id: '',
      contract_address: '',
    })
    const sold: OnrampOptions = {
      ...options,
      purchaseCurrencies: [
        { id: 'ETH', name: 'Ether', symbol: 'ETH', networks: [network('eip155:31337')] },
        { id: 'LUSD', name: 'Latch USD', symbol: 'LUSD', networks: [network('eip155:31338')] },
      ],
    }
    const { actor, ready } = start({ load: async () => sold })
    actor.send({
      type: 'onramp.start',
      namespace: 'eip155',
      network: 'eip155:31338',
      address: '0xabc',
    })
    const { context } = await ready()
    expect(context.purchaseCurrencies.map((currency) => currency.id)).toEqual(['LUSD'])
    expect(context.purchaseCurrency?.id).toBe('LUSD')
    // The local Solana cluster: the sandbox sells nothing there.
    actor.send({
      type: 'onramp.start',
      namespace: 'solana',
      network: 'solana:devnet',
      address: 'So1',
    })
    const { context: none } = await ready()
    expect(none.purchaseCurrencies).toEqual([])
    actor.send({ type: 'onramp.setAmount', amount: '50' })
    actor.send({ type: 'onramp.buy' })
    expect(actor.getSnapshot().matches({ form: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.quote).toBeUndefined()
  })

  it('behavior: purchase and payment currencies default to the first option', async () => {
    const { ready } = start()
    const { context } = await ready()
    expect(context.purchaseCurrency?.id).toBe('sol')
    expect(context.paymentCurrency?.id).toBe('GBP')
    expect(context.purchaseCurrencies).toHaveLength(2)
  })

  it('behavior: failing options fall back to the built-in defaults', async () => {
    const { ready } = start({ load: () => Promise.reject(new HttpError(500)) })
    const { context } = await ready()
    expect(context.purchaseCurrencies.map((c) => c.id)).toEqual(['USDC', 'ETH'])
    expect(context.paymentCurrencies.map((c) => c.id)).toEqual(['USD', 'EUR'])
    expect(context.paymentCurrency?.payment_method_limits).toEqual(ONRAMP_DEFAULT_PAYMENT_LIMITS)
    expect(context.purchaseCurrency?.id).toBe('USDC')
    expect(context.error).toBeUndefined()
  })

  it('behavior: an amount fetches a quote for the chosen currencies', async () => {
    const { actor, quote, ready } = start()
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '50' })
    expect(actor.getSnapshot().matches({ form: 'quoting' })).toBe(true)
    const { context } = await ready()
    expect(quote).toHaveBeenCalledWith({
      provider: DEFAULT_ONRAMP_PROVIDER,
      amount: '50',
      purchaseCurrency: options.purchaseCurrencies[0],
      paymentCurrency: options.paymentCurrencies[0],
      namespace: 'solana',
      network: 'solana:devnet',
    })
    expect(context.quote?.quoteId).toBe('q-50-sol-GBP')
  })

  it('behavior: a failed quote is replaced by a mocked quote echoing the amount', async () => {
    const { actor, ready } = start({ quote: () => Promise.reject(new HttpError(503)) })
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '75' })
    await waitFor(actor, (s) => s.context.quote !== undefined)
    expect(actor.getSnapshot().context.quote).toEqual({
      networkFee: { amount: '75', currency: 'sol' },
      paymentSubtotal: { amount: '75', currency: 'GBP' },
      paymentTotal: { amount: '75', currency: 'GBP' },
      purchaseAmount: { amount: '75', currency: 'sol' },
      quoteId: 'mocked-quote-id',
    })
  })

  it('behavior: a currency change re-quotes only once there is an amount', async () => {
    const { actor, quote, ready } = start()
    await ready()
    actor.send({ type: 'onramp.setPaymentCurrency', id: 'USD' })
    expect(actor.getSnapshot().matches({ form: 'ready' })).toBe(true)
    expect(quote).not.toHaveBeenCalled()
    actor.send({ type: 'onramp.setAmount', amount: '20' })
    await ready()
    actor.send({ type: 'onramp.setPurchaseCurrency', id: 'usdc' })
    const { context } = await waitFor(actor, (s) => s.context.quote?.quoteId === 'q-20-usdc-USD')
    expect(context.purchaseCurrency?.id).toBe('usdc')
    expect(quote).toHaveBeenCalledTimes(2)
  })

  it('behavior: an unknown currency id keeps the current one', async () => {
    const { actor, ready } = start()
    await ready()
    actor.send({ type: 'onramp.setPurchaseCurrency', id: 'doge' })
    expect(actor.getSnapshot().context.purchaseCurrency?.id).toBe('sol')
  })

  it('behavior: a new amount while quoting replaces the quote request', async () => {
    const { actor, ready } = start()
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '1' })
    actor.send({ type: 'onramp.setAmount', amount: '2' })
    const { context } = await ready()
    expect(context.quote?.quoteId).toBe('q-2-sol-GBP')
  })

  it('behavior: clearing the amount drops the quote', async () => {
    const { actor, ready } = start()
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '10' })
    await waitFor(actor, (s) => s.context.quote !== undefined)
    actor.send({ type: 'onramp.setAmount', amount: '' })
    expect(actor.getSnapshot().matches({ form: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.quote).toBeUndefined()
  })

  it('behavior: buy gets the onramp URL and opens it', async () => {
    const { actor, url, openUrl, ready } = start()
    await ready()
    actor.send({ type: 'onramp.buy' })
    expect(url).not.toHaveBeenCalled()
    actor.send({ type: 'onramp.setAmount', amount: '30' })
    await ready()
    actor.send({ type: 'onramp.buy' })
    await waitFor(actor, () => openUrl.mock.calls.length > 0)
    expect(url.mock.calls[0]?.[0]).toMatchObject({ amount: '30', address: 'So1anaAddre55' })
    expect(openUrl.mock.calls[0]?.[1]).toEqual({ url: 'https://pay.test/buy' })
  })

  it('behavior: a failed URL keeps the service error and can be retried', async () => {
    let attempts = 0
    const { actor, openUrl, ready } = start({
      url: async () => {
        attempts++
        if (attempts === 1) throw new HttpError(502)
        return { url: 'https://pay.test/ok' }
      },
    })
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '30' })
    await ready()
    actor.send({ type: 'onramp.buy' })
    const { context } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(context.error).toBeInstanceOf(HttpError)
    actor.send({ type: 'onramp.buy' })
    await waitFor(actor, () => openUrl.mock.calls.length > 0)
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('behavior: a page with an order is followed until the order delivers', async () => {
    const { actor, openUrl, bought, followed, ready } = start({
      url: async () => ({ url: 'https://pay.test/order-1', orderId: 'order-1' }),
    })
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '300' })
    await ready()
    actor.send({ type: 'onramp.buy' })
    await waitFor(actor, (s) => s.matches({ form: 'following' }))
    expect(openUrl.mock.calls[0]?.[1]).toEqual({ url: 'https://pay.test/order-1' })
    expect(followed.map((entry) => entry.orderId)).toEqual(['order-1'])
    expect(actor.getSnapshot().context.order).toMatchObject({
      orderId: 'order-1',
      status: 'created',
    })
    followed[0]?.sendBack({ type: 'onramp.order', order: order('processing') })
    expect(actor.getSnapshot().matches({ form: 'following' })).toBe(true)
    expect(actor.getSnapshot().context.order?.status).toBe('processing')
    followed[0]?.sendBack({
      type: 'onramp.order',
      order: order('completed', { transactionHash: '0xabc' }),
    })
    expect(actor.getSnapshot().matches({ form: 'completed' })).toBe(true)
    expect(bought.mock.calls[0]?.[1]).toEqual({
      order: order('completed', { transactionHash: '0xabc' }),
    })
    // The follower stops with the state.
    expect(followed).toEqual([])
  })

  it('behavior: a failed order, or a page closed before paying, goes back to the form with why', async () => {
    const { actor, followed, bought, ready } = start({
      url: async () => ({ url: 'https://pay.test/order-1', orderId: 'order-1' }),
    })
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '300' })
    await ready()
    actor.send({ type: 'onramp.buy' })
    await waitFor(actor, (s) => s.matches({ form: 'following' }))
    followed[0]?.sendBack({
      type: 'onramp.order',
      order: order('failed', { failureReason: 'Card declined' }),
    })
    expect(actor.getSnapshot().matches({ form: 'ready' })).toBe(true)
    expect(actor.getSnapshot().context.error?.message).toBe('Card declined')
    actor.send({ type: 'onramp.buy' })
    await waitFor(actor, (s) => s.matches({ form: 'following' }))
    // Buying again starts from a clean slate.
    expect(actor.getSnapshot().context.error).toBeUndefined()
    followed[0]?.sendBack({ type: 'onramp.pageClosed' })
    expect(actor.getSnapshot().context.error).toEqual(new ConnectionError('POPUP_CLOSED'))
    expect(actor.getSnapshot().context.error?.message).toBe('Popup closed')
    expect(actor.getSnapshot().matches({ form: 'ready' })).toBe(true)
    expect(bought).not.toHaveBeenCalled()
  })

  it('behavior: choosing another provider reloads its options', async () => {
    const { actor, load, ready } = start()
    await ready()
    actor.send({ type: 'onramp.selectProvider', provider: 'other' })
    expect(actor.getSnapshot().value).toBe('loadingOptions')
    await ready()
    expect(load).toHaveBeenLastCalledWith({ provider: 'other' })
  })

  it('behavior: defaultOnrampOptions are the SPEC §9 values', () => {
    expect(defaultOnrampOptions().paymentCurrencies[1]).toEqual({
      id: 'EUR',
      payment_method_limits: ONRAMP_DEFAULT_PAYMENT_LIMITS,
    })
  })

  it('behavior: an unknown payment currency id keeps the current one', async () => {
    const { actor, ready } = start()
    await ready()
    actor.send({ type: 'onramp.setPaymentCurrency', id: 'JPY' })
    expect(actor.getSnapshot().context.paymentCurrency?.id).toBe('GBP')
  })

  it('behavior: a failed URL that is not an Error becomes one with its text', async () => {
    const { actor, ready } = start({ url: () => Promise.reject('blocked by provider') })
    await ready()
    actor.send({ type: 'onramp.setAmount', amount: '30' })
    await ready()
    actor.send({ type: 'onramp.buy' })
    const { context } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(context.error).toBeInstanceOf(Error)
    expect(context.error?.message).toBe('blocked by provider')
    expect(context.error?.cause).toBe('blocked by provider')
  })

  it('behavior: un-provided services fall back to the defaults; buying fails with "getOnrampUrl is not provided"', async () => {
    const openUrl = vi.fn()
    const actor = createActor(onrampMachine.provide({ actions: { openUrl } })).start()
    actor.send({ type: 'onramp.start', namespace: undefined, address: undefined })
    await waitFor(actor, (s) => s.matches({ form: 'ready' }))
    expect(actor.getSnapshot().context.purchaseCurrency?.id).toBe('USDC')
    actor.send({ type: 'onramp.setAmount', amount: '40' })
    const quoted = await waitFor(actor, (s) => s.context.quote !== undefined)
    expect(quoted.context.quote?.quoteId).toBe('mocked-quote-id')
    actor.send({ type: 'onramp.buy' })
    const { context } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(context.error).toBeInstanceOf(InternalError)
    expect(context.error?.message).toBe('getOnrampUrl is not provided')
    expect(openUrl).not.toHaveBeenCalled()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const quote = quoteFor({
      provider: 'p',
      amount: '1',
      purchaseCurrency: options.purchaseCurrencies[0] as never,
      paymentCurrency: options.paymentCurrencies[0] as never,
      namespace: undefined,
      network: undefined,
    })
    const coverage = machineCoverage(onrampMachine, {
      events: [
        { type: 'onramp.start', namespace: 'eip155', address: '0xabc' },
        { type: 'onramp.selectProvider', provider: 'other' },
        { type: 'onramp.setPurchaseCurrency', id: 'usdc' },
        { type: 'onramp.setPaymentCurrency', id: 'USD' },
        { type: 'onramp.setAmount', amount: '10' },
        { type: 'onramp.setAmount', amount: '' },
        { type: 'onramp.buy' },
        { type: 'xstate.done.actor.loadOptions', output: options },
        { type: 'xstate.error.actor.loadOptions', error: new Error('x') },
        { type: 'xstate.done.actor.getQuote', output: quote },
        { type: 'xstate.error.actor.getQuote', error: new Error('x') },
        { type: 'xstate.done.actor.getOnrampUrl', output: { url: 'https://pay.test/buy' } },
        {
          type: 'xstate.done.actor.getOnrampUrl',
          output: { url: 'https://pay.test/buy', orderId: 'order-1' },
        },
        { type: 'onramp.order', order: order('processing') },
        { type: 'onramp.order', order: order('completed') },
        { type: 'onramp.order', order: order('failed') },
        { type: 'onramp.pageClosed' },
        { type: 'xstate.error.actor.getOnrampUrl', error: new Error('x') },
      ],
      serializeContext: (context: OnrampContext) => ({
        provider: context.provider,
        options: context.purchaseCurrencies.length,
        purchase: context.purchaseCurrency?.id,
        payment: context.paymentCurrency?.id,
        amount: context.amount,
        quote: context.quote?.quoteId,
        error: context.error !== undefined,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
