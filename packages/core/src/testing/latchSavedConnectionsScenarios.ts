// Test-only: the scenarios of the root machine's saved connections region
// (`machines/latchSavedConnections.ts`), each driving the root the way the client does:
// `latchSavedConnections.test.ts` checks their outcome, and the coverage test of `latch.test.ts`
// runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { mainnet } from '../networks/evmNetworks.js'
import { address, type LatchRoot, startLatchRoot } from './latchRoot.js'

/** The saved connections of eip155: connector ids, the most recent first. */
function savedOf(latch: LatchRoot) {
  const { saved, live } = latch.context().savedConnections.getSnapshot().context
  return {
    saved: (saved.eip155 ?? []).map((connection) => connection.connectorId),
    live: live.eip155 ?? [],
  }
}

export const latchSavedConnectionsScenarios = {
  /** Multi-wallet off: its commands raise the alert, and a second wallet is not asked. */
  async multiWalletOff() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'wallet.add' })
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.metamask' })
    latch.send({
      type: 'savedConnection.disconnect',
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.rabby' })
    return { latch, saved: savedOf(latch) }
  },
  /**
   * Multi-wallet on: a second wallet on eip155, switching back and forth, a saved wallet of
   * an earlier visit connecting again, and disconnecting them one by one.
   */
  async twoWalletsOnANamespace() {
    const old = { connectorId: 'io.old', accounts: [{ address }], network: mainnet.caipNetworkId }
    const latch = startLatchRoot({
      multiWallet: true,
      input: { savedConnections: { eip155: [old] } },
    })
    const eip155 = latch.connection('eip155')
    const activeId = () => eip155.getSnapshot().context.connection?.connectorId
    const settle = () => waitFor(eip155, (s) => s.matches({ connected: 'ready' }))
    await latch.connect()
    latch.send({ type: 'modal.open' })
    latch.send({ type: 'router.push', view: 'ProfileWallets' })
    latch.send({ type: 'wallet.add' })
    const added = latch.view()
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.rabby' })
    await settle()
    const afterAdd = {
      active: activeId(),
      address: eip155.getSnapshot().context.connection?.accounts[0]?.address,
      saved: savedOf(latch),
      view: latch.view(),
    }
    // Live: re-activated; the active one and an unknown one: nothing.
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.metamask' })
    await settle()
    const afterSwitch = activeId()
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.metamask' })
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.nobody' })
    // From an earlier visit: it connects again through its connector.
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.old' })
    await settle()
    const afterOld = activeId()
    // One that is not active is forgotten; the active one gives way to the next live one.
    latch.send({ type: 'savedConnection.disconnect', namespace: 'eip155', connectorId: 'io.rabby' })
    latch.send({ type: 'savedConnection.disconnect', namespace: 'eip155', connectorId: 'io.old' })
    await settle()
    const afterDisconnect = { active: activeId(), saved: savedOf(latch) }
    latch.send({ type: 'savedConnection.disconnect', namespace: 'eip155', connectorId: 'io.nope' })
    latch.send({
      type: 'savedConnection.disconnect',
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    await waitFor(eip155, (s) => s.matches('disconnected'))
    const afterLast = { saved: savedOf(latch), open: latch.context().modal.getSnapshot().value }
    // A namespace with no wallet connects the saved one asked for.
    latch.send({ type: 'connection.connect', namespace: 'eip155', connectorId: 'io.rabby' })
    await settle()
    latch.send({ type: 'wallet.selected', namespace: 'eip155', connectorId: 'io.metamask' })
    await settle()
    latch.send({ type: 'disconnect.requested', namespace: 'eip155', closeModal: false })
    await waitFor(eip155, (s) => s.matches('disconnected'))
    latch.send({ type: 'savedConnection.switch', namespace: 'eip155', connectorId: 'io.rabby' })
    await settle()
    return { latch, added, afterAdd, afterSwitch, afterOld, afterDisconnect, afterLast }
  },
}
