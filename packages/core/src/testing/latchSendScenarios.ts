// Test-only: the scenarios of the root machine's send region (`machines/latchSend.ts`), each
// driving the root the way the client does: `latchSend.test.ts` checks their outcome, and the
// coverage test of `latch.test.ts` runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { sendFormOf } from '../machines/latchContext.js'
import { address, startLatchRoot } from './latchRoot.js'

export const latchSendScenarios = {
  async sendsAndConfirms() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({
      type: 'send.submit',
      form: { amount: '1', receiverAddress: address, token: undefined },
    })
    await waitFor(latch.context().send, (s) => s.matches('ready'))
    const form = sendFormOf(latch.context()) as NonNullable<ReturnType<typeof sendFormOf>>
    await waitFor(form, (s) => s.context.transfers.eip155?.status === 'confirmed')
    return latch
  },
}
