import { afterEach, describe, expect, it } from 'vitest'
import { optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { latchNetworkScenarios } from '../testing/latchNetworkScenarios.js'
import { stopLatchRoot } from '../testing/latchRoot.js'

// The root machine's network region (`latchNetwork.ts`), through the scenarios of
// `testing/latchNetworkScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchNetwork', () => {
  it('behavior: opened for another namespace, its first network is asked for, without confirmation', async () => {
    const latch = await latchNetworkScenarios.openingForAnotherNamespace()
    expect(latch.context().modal.getSnapshot().matches('open')).toBe(true)
    // SwitchNetwork shows the switch; with no Solana wallet to ask, the network simply
    // becomes active and the view is done: the visitor connects one.
    expect(latch.views()).toEqual(['Connect'])
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(solana)
  })

  it('behavior: a network asked for opens SwitchNetwork, where the wallet is asked at once; once switched, the view is done', async () => {
    const { latch, shown } = await latchNetworkScenarios.switchesFromTheView()
    expect(shown).toEqual({ views: ['Account', 'SwitchNetwork'], status: 'switching' })
    expect(latch.views()).toEqual(['Account'])
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(optimism)
  })

  it('behavior: a site opening SwitchNetwork for a network asks for it; switched, the modal it opened closes', async () => {
    const { latch, status } = await latchNetworkScenarios.opensSwitchNetwork()
    expect(status).toBe('switching')
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(optimism)
    expect(latch.context().modal.getSnapshot().matches('closed')).toBe(true)
  })

  it('behavior: the site adds a network, and removing the active one asks the connected wallet to switch to the next', async () => {
    const { latch, added, status } = await latchNetworkScenarios.addsThenRemovesTheActiveNetwork()
    expect(added).toEqual(['eip155:1', 'eip155:10', solana.caipNetworkId, 'eip155:42161'])
    // Switching, not simply made active: the root forwarded the connected wallets.
    expect(status).toBe('switching')
    const { networks, activeNetwork } = latch.context().network.getSnapshot().context
    expect(networks.map((each) => each.caipNetworkId)).toEqual([
      'eip155:10',
      solana.caipNetworkId,
      'eip155:42161',
    ])
    expect(activeNetwork).toBe(optimism)
  })
})
