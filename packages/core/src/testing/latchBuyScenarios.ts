// Test-only: the scenarios of the root machine's buy region (`machines/latchBuy.ts`), each driving
// the root the way the client does: `latchBuy.test.ts` checks their outcome, and the coverage test
// of `latch.test.ts` runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { buyFormOf } from '../machines/latchContext.js'
import { startLatchRoot } from './latchRoot.js'

export const latchBuyScenarios = {
  async buys() {
    const latch = startLatchRoot()
    await latch.connect('solana')
    latch.send({ type: 'buy.start', namespace: 'solana', provider: 'other' })
    await waitFor(latch.context().buy, (s) => s.matches('ready'))
    const form = buyFormOf(latch.context()) as NonNullable<ReturnType<typeof buyFormOf>>
    await waitFor(form, (s) => s.matches({ form: 'ready' }))
    latch.send({ type: 'buy.edit', edit: { amount: '50', paymentCurrency: 'EUR' } })
    await waitFor(form, (s) => s.matches({ form: 'ready' }))
    latch.send({ type: 'buy.submit' })
    return { latch, form: await waitFor(form, (s) => s.context.error !== undefined) }
  },
}
