// Test-only: the scenarios of the root machine's swap region (`machines/latchSwap.ts`), each
// driving the root the way the client does: `latchSwap.test.ts` checks their outcome, and the
// coverage test of `latch.test.ts` runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { swapFormOf } from '../machines/latchContext.js'
import { startLatchRoot } from './latchRoot.js'

export const latchSwapScenarios = {
  async swaps() {
    const latch = startLatchRoot()
    await latch.connect()
    // The site opens Swap with its arguments: the form starts for the account.
    latch.send({ type: 'modal.open', view: 'Swap', data: { fromToken: 'ltt', amount: '1' } })
    await waitFor(latch.context().swap, (s) => s.matches('ready'))
    const form = swapFormOf(latch.context()) as NonNullable<ReturnType<typeof swapFormOf>>
    const quoted = await waitFor(form, (s) => s.matches({ form: 'quoted' }))
    // The approval card over Swap, and back: the same swap goes on.
    latch.send({ type: 'router.push', view: 'ApproveTransaction' })
    latch.send({ type: 'router.back' })
    const kept = form.getSnapshot()
    latch.send({ type: 'swap.edit', edit: { flip: true, amount: '3' } })
    await waitFor(form, (s) => s.matches({ form: 'quoted' }))
    latch.send({ type: 'swap.submit' })
    const swapped = await waitFor(form, (s) => s.matches('swapped'))
    const snackbar = latch.context().snackbar.getSnapshot().context
    // Another start (a headless "swap again") and leaving the view.
    latch.send({ type: 'swap.start', toToken: 'ltt' })
    await waitFor(form, (s) => s.matches({ form: 'editing' }))
    latch.send({ type: 'router.back' })
    return { latch, quoted, kept, swapped, snackbar, restarted: form.getSnapshot() }
  },
}
