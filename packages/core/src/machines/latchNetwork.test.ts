import { afterEach, describe, expect, it } from 'vitest'
import { optimism } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { stopLatchRoot } from '../testing/latchRoot.js'
import { latchScenarios } from '../testing/latchScenarios.js'

// The root machine's network region (`latchNetwork.ts`), through the scenarios of
// `testing/latchScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchNetwork', () => {
  it('behavior: opened for another namespace, its first network is asked for, without confirmation', async () => {
    const latch = await latchScenarios.openingForAnotherNamespace()
    expect(latch.context().modal.getSnapshot().matches('open')).toBe(true)
    // SwitchNetwork shows the switch; with no Solana wallet to ask, the network simply
    // becomes active and the view is done: the visitor connects one.
    expect(latch.views()).toEqual(['Connect'])
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(solana)
  })

  it('behavior: a network asked for opens SwitchNetwork, where the wallet is asked at once; once switched, the view is done', async () => {
    const { latch, shown } = await latchScenarios.switchesFromTheView()
    expect(shown).toEqual({ views: ['Account', 'SwitchNetwork'], status: 'switching' })
    expect(latch.views()).toEqual(['Account'])
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(optimism)
  })

  it('behavior: a site opening SwitchNetwork for a network asks for it; switched, the modal it opened closes', async () => {
    const { latch, status } = await latchScenarios.opensSwitchNetwork()
    expect(status).toBe('switching')
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(optimism)
    expect(latch.context().modal.getSnapshot().matches('closed')).toBe(true)
  })
})
