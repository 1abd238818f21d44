// Test-only: the scenarios of the root machine's connections region
// (`machines/latchConnections.ts`), each driving the root the way the client does:
// `latchConnections.test.ts` checks their outcome, and the coverage test of `latch.test.ts` runs
// them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { startLatchRoot } from './latchRoot.js'

export const latchConnectionsScenarios = {
  async walletEvents() {
    const latch = startLatchRoot()
    await latch.connect()
    const event = (wallet: Parameters<typeof latch.send>[0] & { type: 'wallet.event' }) =>
      latch.send(wallet)
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'networkChanged', connectorId: 'io.metamask', caipNetworkId: 'eip155:10' },
    })
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'accountsChanged', connectorId: 'other', accounts: [] },
    })
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: {
        type: 'accountsChanged',
        connectorId: 'io.metamask',
        accounts: [{ address: '0xbb' }],
      },
    })
    const moved = latch.connection('eip155').getSnapshot().context.connection
    const active = latch.context().network.getSnapshot().context.activeNetwork?.caipNetworkId
    event({
      type: 'wallet.event',
      namespace: 'eip155',
      event: { type: 'disconnected', connectorId: 'io.metamask' },
    })
    return { latch, moved, active }
  },
  async disconnectCloses() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'connection.disconnect', namespace: 'eip155' })
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    return latch
  },
  async accountTypeChosen() {
    const latch = startLatchRoot({ input: { preferredAccountTypes: { solana: 'eoa' } } })
    latch.send({
      type: 'connection.preferAccountType',
      namespace: 'eip155',
      accountType: 'ordinal',
    })
    return latch
  },
  async cancelledConnect() {
    const latch = startLatchRoot()
    latch.send({ type: 'connection.connect', namespace: 'eip155', connectorId: 'io.metamask' })
    latch.send({ type: 'connection.cancel', namespace: 'eip155' })
    return latch
  },
  async disconnectCascade() {
    const latch = startLatchRoot()
    // One session in both namespaces (WalletConnect): disconnecting one ends both.
    await latch.connect('eip155', 'walletConnect')
    await latch.connect('solana', 'walletConnect')
    latch.send({ type: 'disconnect.requested', namespace: 'solana', closeModal: false })
    const cascade = latch.context().disconnecting
    await waitFor(latch.connection('eip155'), (s) => s.matches('disconnected'))
    await waitFor(latch.connection('solana'), (s) => s.matches('disconnected'))
    return { latch, cascade }
  },
  async disconnectGivesWay() {
    const latch = startLatchRoot()
    await latch.connect('eip155', 'io.metamask')
    await latch.connect('solana', 'phantom')
    // Solana is active (its wallet's network came last); ending it leaves EVM to go on.
    latch.send({ type: 'disconnect.requested', namespace: 'solana', closeModal: 'whenNoneLeft' })
    await waitFor(latch.connection('solana'), (s) => s.matches('disconnected'))
    await waitFor(
      latch.context().network,
      (s) => s.context.activeNetwork?.chainNamespace === 'eip155',
    )
    return latch
  },
  async disconnectFails() {
    const latch = startLatchRoot({ disconnectFails: true })
    await latch.connect('eip155', 'io.metamask')
    latch.send({ type: 'disconnect.requested', namespace: 'eip155', closeModal: true })
    await waitFor(latch.connection('eip155'), (s) => !s.matches('disconnecting'))
    return latch
  },
  async selectsThenCancels() {
    const latch = startLatchRoot({ connectHangs: true })
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.metamask' })
    const shown = latch.views()
    const connecting = latch.connection('eip155').getSnapshot().value
    // Another pick while the first waits: the first is cancelled, the second asked.
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.rabby' })
    latch.send({ type: 'wallet.cancelled', namespace: 'eip155' })
    return { latch, shown, connecting }
  },
}
