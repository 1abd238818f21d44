import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { ONRAMP_ORDER_POLL_MS } from '../constants/time.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually, realWorkTimeout } from '../testing/eventually.js'
import { startHttpFixture } from '../testing/httpFixture.js'
import { twoNamespaceLatch } from '../testing/twoNamespaceLatch.js'
import { connect } from './connect.js'
import { editBuy } from './editBuy.js'
import { startBuy } from './startBuy.js'
import { submitBuy } from './submitBuy.js'

// The buy form through the client: startBuy opens it for an account, editBuy fills it, and
// submitBuy opens the provider's page in the click and follows its order. The onramp service
// is a scripted loopback server here (latch-server's real one is tested in its package and in
// the browser).

const options = {
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [{ id: 'card', min: '10.00', max: '7500.00' }] },
  ],
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'eip155:1', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
      ],
    },
  ],
}

/** A fake `window.open`: the popup's pages, and whether the test closed it. */
function fakeWindows() {
  const popup = { closed: false, location: { href: '' }, close: vi.fn(), focus: vi.fn() }
  const open = vi.fn((_url: string, _name: string, _features: string) => popup)
  vi.stubGlobal('open', open)
  return { popup, open }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

// After the order poll's interval (faked) has fired, its request to the scripted service takes
// real time: these waits cannot use `eventually`, which refuses fake timers, but get its limit.
const waitLong = { timeout: realWorkTimeout }

describe('startBuy, editBuy, submitBuy', () => {
  it('behavior: the service’s options and quote, the page in the click’s popup, the order followed to delivery', async () => {
    let status = 'created'
    const service = await startHttpFixture((request) => {
      switch (request.url.pathname) {
        case '/v1/onramp/options':
          return { body: options }
        case '/v1/onramp/quote':
          return {
            body: {
              paymentTotal: { amount: '300.00', currency: 'USD' },
              paymentSubtotal: { amount: '295.57', currency: 'USD' },
              purchaseAmount: { amount: '0.0975', currency: 'ETH' },
              networkFee: { amount: '0.01', currency: 'USD' },
              providerFee: { amount: '4.43', currency: 'USD' },
              quoteId: 'quote-1',
            },
          }
        case '/v1/generators/onrampurl':
          return { body: { url: 'http://127.0.0.1:1/onramp/sandbox/order-1', orderId: 'order-1' } }
        case '/v1/onramp/orders/order-1':
          return {
            body: {
              orderId: 'order-1',
              status,
              purchaseAmount: { amount: '0.0975', currency: 'ETH' },
              network: 'eip155:1',
              address: '0x00000000000000000000000000000000000000aa',
            },
          }
        default:
          return { status: 404, body: {} }
      }
    })
    onTestFinishedClose(service.close)
    const evm = testAdapter('eip155', mainnet.caipNetworkId, {
      address: '0x00000000000000000000000000000000000000aa',
    })
    const latch = createLatch({
      networks: [mainnet],
      adapters: [evm],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: service.url },
    })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    await startBuy(latch)
    await eventually(() => expect(latch.getState().buy.status).toBe('ready'))
    expect(latch.getState().buy.purchaseCurrency?.id).toBe('ETH')
    await editBuy(latch, { amount: '300' })
    await eventually(() => expect(latch.getState().buy.quote?.quoteId).toBe('quote-1'))
    const quoteRequest = service.requests.find((r) => r.url.pathname === '/v1/onramp/quote')
    expect(quoteRequest?.body).toEqual({
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '300',
      network: 'eip155:1',
    })

    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { popup, open } = fakeWindows()
    const bought = submitBuy(latch)
    // Opened in the click, before anything was awaited.
    expect(open).toHaveBeenCalledTimes(1)
    expect(open.mock.calls[0]?.[0]).toBe('')
    await bought
    expect(popup.location.href).toBe('http://127.0.0.1:1/onramp/sandbox/order-1')
    expect(latch.getState().buy.status).toBe('following')
    const urlRequest = service.requests.find((r) => r.url.pathname === '/v1/generators/onrampurl')
    expect(urlRequest?.body).toMatchObject({
      destinationWallets: [
        {
          address: '0x00000000000000000000000000000000000000aa',
          blockchains: ['eip155:1'],
          assets: ['ETH'],
        },
      ],
      defaultExperience: 'buy',
      presetFiatAmount: '300',
    })

    status = 'completed'
    await vi.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS)
    await vi.waitFor(() => expect(latch.getState().buy.status).toBe('completed'), waitLong)
    expect(latch.getState().buy.order).toMatchObject({ orderId: 'order-1', status: 'completed' })
    expect(popup.close).toHaveBeenCalled()
    latch.destroy()
  })

  it('behavior: the popup closed before paying goes back to the form with "Popup closed"', async () => {
    const service = await startHttpFixture((request) =>
      request.url.pathname === '/v1/generators/onrampurl'
        ? { body: { url: 'http://127.0.0.1:1/onramp/sandbox/order-2', orderId: 'order-2' } }
        : request.url.pathname === '/v1/onramp/orders/order-2'
          ? {
              body: {
                orderId: 'order-2',
                status: 'created',
                purchaseAmount: { amount: '0.1', currency: 'ETH' },
                network: 'eip155:1',
                address: 'eip155-address',
              },
            }
          : // Options and quotes fail: the built-in defaults and an echoed quote (SPEC.md §8).
            { status: 503, body: {} },
    )
    onTestFinishedClose(service.close)
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', mainnet.caipNetworkId)],
      storage: memoryBackend(),
      projectId: 'demo',
      services: { blockchainUrl: service.url },
    })
    await connect(latch, { connectorId: 'test-wallet', namespace: 'eip155' })
    await startBuy(latch)
    await eventually(() => expect(latch.getState().buy.status).toBe('ready'))
    expect(latch.getState().buy.purchaseCurrencies.map((c) => c.id)).toEqual(['USDC', 'ETH'])
    await editBuy(latch, { amount: '50' })
    await eventually(() => expect(latch.getState().buy.quote?.quoteId).toBe('mocked-quote-id'))
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const { popup } = fakeWindows()
    await submitBuy(latch)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(ONRAMP_ORDER_POLL_MS)
    await vi.waitFor(
      () => expect(latch.getState().buy.error?.message).toBe('Popup closed'),
      waitLong,
    )
    expect(latch.getState().buy.status).toBe('ready')
    latch.destroy()
  })

  it('errors: without a blockchain service the page cannot be had; the popup the click opened closes', async () => {
    const { latch } = twoNamespaceLatch()
    await connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    await startBuy(latch, { namespace: 'solana' })
    await eventually(() => expect(latch.getState().buy.status).toBe('ready'))
    await editBuy(latch, { amount: '50', paymentCurrency: 'EUR' })
    await eventually(() => expect(latch.getState().buy.quote).toBeDefined())
    expect(latch.getState().buy.quote?.purchaseAmount).toEqual({ amount: '50', currency: 'USDC' })
    const { popup } = fakeWindows()
    await expect(submitBuy(latch)).rejects.toThrow('services.blockchainUrl is not provided')
    expect(latch.getState().buy.error?.message).toBe('services.blockchainUrl is not provided')
    expect(latch.getState().buy.status).toBe('ready')
    expect(popup.close).toHaveBeenCalled()
    latch.destroy()
  })

  it('errors: submitBuy before any startBuy rejects, and nothing loads', async () => {
    const { latch } = twoNamespaceLatch()
    await expect(submitBuy(latch)).rejects.toThrow('startBuy is not provided')
    expect(latch.getState().buy.status).toBe('idle')
    latch.destroy()
  })

  it('behavior: an incomplete form does not buy, and the blank popup closes', async () => {
    const { latch } = twoNamespaceLatch()
    await connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    await startBuy(latch, { namespace: 'solana' })
    await eventually(() => expect(latch.getState().buy.status).toBe('ready'))
    const { popup, open } = fakeWindows()
    await submitBuy(latch)
    expect(open).toHaveBeenCalledTimes(1)
    expect(popup.close).toHaveBeenCalled()
    expect(latch.getState().buy.status).toBe('ready')
    latch.destroy()
  })
})

function onTestFinishedClose(close: () => Promise<void>) {
  onTestFinished(close)
}
