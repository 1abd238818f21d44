// Test-only: the scenarios of the root machine's network region (`machines/latchNetwork.ts`), each
// driving the root the way the client does: `latchNetwork.test.ts` checks their outcome, and the
// coverage test of `latch.test.ts` runs them with every other region's (`latchScenarios.ts`).
import { waitFor } from 'xstate'
import { arbitrum, optimism } from '../networks/evmNetworks.js'
import { startLatchRoot } from './latchRoot.js'

export const latchNetworkScenarios = {
  async openingForAnotherNamespace() {
    const latch = startLatchRoot()
    latch.send({ type: 'modal.open', namespace: 'solana' })
    return latch
  },
  async switchesFromTheView() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open', view: 'Account' })
    latch.send({ type: 'network.request', network: optimism })
    const network = latch.context().network
    const shown = { views: latch.views(), status: network.getSnapshot().value }
    await waitFor(network, (s) => s.matches('idle'))
    return { latch, shown }
  },
  async opensSwitchNetwork() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'modal.open', view: 'SwitchNetwork', data: { network: optimism } })
    const network = latch.context().network
    const status = network.getSnapshot().value
    await waitFor(network, (s) => s.matches('idle'))
    return { latch, status }
  },
  async addsThenRemovesTheActiveNetwork() {
    const latch = startLatchRoot()
    await latch.connect()
    latch.send({ type: 'network.add', network: arbitrum })
    const network = latch.context().network
    const added = network.getSnapshot().context.networks.map((each) => each.caipNetworkId)
    // The active network (mainnet): the connected wallet is asked to switch to optimism.
    latch.send({ type: 'network.remove', caipNetworkId: 'eip155:1' })
    const status = network.getSnapshot().value
    await waitFor(network, (s) => s.matches('idle'))
    return { latch, added, status }
  },
}
