// Test-only: the scenarios of the root machine's sign-in region (`machines/latchSignIn.ts`), each
// driving the root the way the client does: `latchSignIn.test.ts` checks their outcome, and the
// coverage test of `latch.test.ts` runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { type LatchMachineContext, siwxOf } from '../machines/latchContext.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { address, siwxLogic, startLatchRoot } from './latchRoot.js'

export const latchSignInScenarios = {
  async signInCancelledReturnsToTheSignedNetwork() {
    // A session exists on mainnet only.
    const latch = startLatchRoot({ siwx: siwxLogic(mainnet.caipNetworkId) })
    await latch.connect()
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('signedIn'))
    latch.send({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'networkChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:10' },
    })
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    latch.send({ type: 'siwx.cancel' })
    await waitFor(latch.context().network, (s) => s.matches('idle'))
    return latch
  },
  async signsIn() {
    const latch = startLatchRoot({ siwx: siwxLogic() })
    await latch.connect()
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    latch.send({ type: 'siwx.sign' })
    const signing = siwx.getSnapshot().value
    await waitFor(siwx, (s) => !s.matches('signing'))
    return { latch, signing }
  },
  async lazyChildren() {
    const latch = startLatchRoot({ siwx: siwxLogic() })
    await latch.connect()
    latch.send({ type: 'snackbar.show', code: 'ACTION_NOT_ALLOWED' })
    latch.send({
      type: 'snackbar.show',
      message: { message: 'Address copied', variant: 'success' },
    })
    // A reset (as the network tells of a change) before the form loaded loads nothing.
    latch.root.send({ type: 'send.reset', namespace: 'eip155' })
    latch.send({ type: 'send.start' })
    latch.send({ type: 'send.edit', edit: { amount: '0.5', receiver: address, token: null } })
    await waitFor(latch.context().send, (s) => s.matches('ready'))
    latch.send({ type: 'network.switch', network: optimism })
    const loader = latch.context().siwx as NonNullable<LatchMachineContext['siwx']>
    await waitFor(loader, (s) => s.matches('ready'))
    const siwx = siwxOf(latch.context()) as NonNullable<ReturnType<typeof siwxOf>>
    await waitFor(siwx, (s) => s.matches('awaitingSignature'))
    const shown = latch.view()
    // The visitor's Cancel, a command to the root.
    latch.send({ type: 'siwx.cancel' })
    return { latch, shown }
  },
}
