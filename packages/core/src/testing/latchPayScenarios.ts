// Test-only: the scenarios of the root machine's pay region (`machines/latchPay.ts`), each
// driving the root the way the client does: `latchPay.test.ts` checks their outcome, and the
// coverage test of `latch.test.ts` runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import type { PaymentRequest } from '../machines/pay.js'
import { mainnet } from '../networks/evmNetworks.js'
import { address, startLatchRoot } from './latchRoot.js'

const request: PaymentRequest = { id: 1, network: mainnet, recipient: address, amount: '1' }

export const latchPayScenarios = {
  /** Asked with no wallet: Pay, then Connect, back to Pay, and paid. */
  async paysAfterConnecting() {
    const latch = startLatchRoot()
    latch.send({ type: 'pay.start', request })
    const viewedFirst = latch.views()
    latch.send({ type: 'pay.submit' })
    const viewedToConnect = latch.views()
    await latch.connect()
    const viewedConnected = latch.views()
    latch.send({ type: 'pay.submit' })
    await waitFor(latch.context().pay, (s) => s.matches('paid'))
    return { latch, viewedFirst, viewedToConnect, viewedConnected }
  },
  /** A recipient the send form refuses, then the modal closed on it. */
  async failsThenClosed() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'pay.start', request: { ...request, id: 2, recipient: '' } })
    latch.send({ type: 'pay.submit' })
    const failed = await waitFor(latch.context().pay, (s) => s.context.error !== undefined)
    latch.send({ type: 'modal.close' })
    return { latch, failed }
  },
}
