import { afterEach, describe, expect, it } from 'vitest'
import { latchBuyScenarios } from '../testing/latchBuyScenarios.js'
import { stopLatchRoot } from '../testing/latchRoot.js'

// The root machine's buy region (`latchBuy.ts`), through the scenarios of
// `testing/latchBuyScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchBuy', () => {
  it('behavior: a buy form loads on its first command, for the account the root adds', async () => {
    const { form } = await latchBuyScenarios.buys()
    expect(form.context).toMatchObject({
      namespace: 'solana',
      address: 'So1ana',
      provider: 'other',
      amount: '50',
      paymentCurrency: { id: 'EUR' },
    })
    expect(form.context.error?.message).toBe('getOnrampUrl is not provided')
  })
})
