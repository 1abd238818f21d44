import { describe, expect, it, vi } from 'vitest'
import { twoNamespaceLatch } from '../testing/twoNamespaceLatch.js'
import { connect } from './connect.js'
import { editBuy } from './editBuy.js'
import { startBuy } from './startBuy.js'
import { submitBuy } from './submitBuy.js'

// The buy form through the client: startBuy opens it for an account, editBuy fills it, and
// submitBuy asks for the provider's page. The client has no onramp service yet, so the form
// runs on the built-in options and mocked quotes (SPEC.md §8), and the page cannot be had.

describe('startBuy, editBuy, submitBuy', () => {
  it('behavior: a form for the account, the defaults, a quote, then the service’s failure', async () => {
    const { latch } = twoNamespaceLatch()
    await connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    expect(latch.getState().buy).toEqual({
      status: 'idle',
      purchaseCurrencies: [],
      paymentCurrencies: [],
      amount: '',
    })
    await startBuy(latch, { namespace: 'solana' })
    await vi.waitFor(() => expect(latch.getState().buy.status).toBe('ready'))
    const form = latch.getState().buy
    expect(form.purchaseCurrencies.map((currency) => currency.id)).toEqual(['USDC', 'ETH'])
    expect(form.paymentCurrency?.id).toBe('USD')
    expect(form.quote).toBeUndefined()

    await editBuy(latch, { amount: '50', paymentCurrency: 'EUR' })
    await vi.waitFor(() => expect(latch.getState().buy.quote).toBeDefined())
    expect(latch.getState().buy).toMatchObject({
      amount: '50',
      paymentCurrency: { id: 'EUR' },
      quote: { purchaseAmount: { amount: '50', currency: 'USDC' } },
    })

    await expect(submitBuy(latch)).rejects.toThrow('onramp service is not provided')
    expect(latch.getState().buy.error?.message).toBe('onramp service is not provided')
    expect(latch.getState().buy.status).toBe('ready')
    latch.destroy()
  })

  it('errors: submitBuy before any startBuy rejects, and nothing loads', async () => {
    const { latch } = twoNamespaceLatch()
    await expect(submitBuy(latch)).rejects.toThrow('startBuy is not provided')
    expect(latch.getState().buy.status).toBe('idle')
    latch.destroy()
  })
})
