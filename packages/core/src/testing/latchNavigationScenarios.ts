// Test-only: the scenarios of the root machine's navigation region (`machines/latchNavigation.ts`),
// each driving the root the way the client does: `latchNavigation.test.ts` checks their outcome,
// and the coverage test of `latch.test.ts` runs them with every other region's
// (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { solana } from '../networks/otherNetworks.js'
import { startLatchRoot } from './latchRoot.js'

export const latchNavigationScenarios = {
  async opensAtConnectThenAccount() {
    const latch = startLatchRoot()
    latch.send({ type: 'modal.open' })
    const before = latch.views()
    latch.send({ type: 'router.push', view: 'ConnectingExternal', data: { connectorId: 'w' } })
    await latch.connect()
    return { latch, before }
  },
  async backFromAWalletShowsAccount() {
    const latch = startLatchRoot()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'router.push', view: 'AllWallets' })
    latch.send({ type: 'router.replace', view: 'ConnectingExternal', data: { connectorId: 'w' } })
    await latch.connect()
    latch.send({ type: 'router.push', view: 'AllWallets' })
    latch.send({ type: 'router.back' })
    latch.send({ type: 'router.reset', view: 'Account' })
    return latch
  },
  async closeTakesBackRequests() {
    const latch = startLatchRoot()
    const walletRequest = latch.context().walletRequest
    walletRequest.send({ type: 'request.received', id: 'r1', method: 'personal_sign' })
    await waitFor(latch.context().modal, (s) => s.matches('open'))
    const before = latch.view()
    latch.send({ type: 'modal.shake' })
    latch.send({ type: 'modal.close' })
    await waitFor(latch.context().modal, (s) => s.matches('closed'))
    return { latch, before, pending: walletRequest.getSnapshot().context.pending }
  },
  async aSettledRequestReturnsOrCloses() {
    const latch = startLatchRoot()
    latch.send({ type: 'modal.open' })
    const walletRequest = latch.context().walletRequest
    walletRequest.send({ type: 'stack.push' })
    walletRequest.send({ type: 'request.received', id: 'r1', method: 'personal_sign' })
    const stacked = latch.views()
    walletRequest.send({ type: 'request.succeeded', id: 'r1', answer: 'transaction' })
    const afterStacked = latch.views()
    walletRequest.send({ type: 'request.received', id: 'r2', method: 'personal_sign' })
    walletRequest.send({ type: 'request.failed', id: 'r2' })
    // An unknown method opens the modal when it is closed.
    walletRequest.send({ type: 'request.received', id: 'r3', method: 'eth_unknown' })
    return { latch, stacked, afterStacked }
  },
  async switchActiveChainLeftForgetsTheNetwork() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'network.request', network: solana })
    const awaited = latch.context().network.getSnapshot().context.awaitedNetwork
    latch.send({ type: 'router.replace', view: 'Connect' })
    latch.send({ type: 'router.back' })
    return { latch, awaited }
  },
  async embeddedFollowsTheAccount() {
    const latch = startLatchRoot({ input: { embedded: true } })
    await latch.connect()
    const connected = latch.views()
    latch.send({ type: 'connection.disconnect', namespace: 'eip155', closeModal: false })
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    return { latch, connected }
  },
}
