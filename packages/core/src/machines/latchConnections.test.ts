import { afterEach, describe, expect, it } from 'vitest'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { latchConnectionsScenarios } from '../testing/latchConnectionsScenarios.js'
import { stopLatchRoot } from '../testing/latchRoot.js'

// The root machine's connections region (`latchConnections.ts`), through the scenarios of
// `testing/latchConnectionsScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchConnections', () => {
  it('behavior: wallet events reach the connection of their connector; its network follows', async () => {
    const { latch, moved, active } = await latchConnectionsScenarios.walletEvents()
    expect(moved).toEqual({
      connectorId: 'io.metamask',
      accounts: [{ address: '0xbb' }],
      network: 'eip155:10',
    })
    expect(active).toBe(optimism.caipNetworkId)
    expect(latch.connection('eip155').getSnapshot().value).toBe('disconnected')
  })

  it('behavior: a disconnect forgets the connector and closes the modal', async () => {
    const latch = await latchConnectionsScenarios.disconnectCloses()
    expect(latch.effects.forgetConnector).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'io.metamask',
    })
    expect(latch.context().modal.getSnapshot().value).toBe('closed')
  })

  it("behavior: the namespace's connection holds the account type chosen, or the one given", async () => {
    const latch = await latchConnectionsScenarios.accountTypeChosen()
    const preferred = (namespace: 'eip155' | 'solana') =>
      latch.connection(namespace).getSnapshot().context.preferredAccountType
    expect(preferred('eip155')).toBe('ordinal')
    expect(preferred('solana')).toBe('eoa')
  })

  it('behavior: a cancelled connect ends disconnected', async () => {
    const latch = await latchConnectionsScenarios.cancelledConnect()
    expect(latch.connection('eip155').getSnapshot().context.error?.message).toBe('Modal closed')
  })

  it('behavior: a disconnect ends every namespace of its session, and the root knows when it is over', async () => {
    const { latch, cascade } = await latchConnectionsScenarios.disconnectCascade()
    expect(cascade).toEqual({
      targets: ['eip155', 'solana'],
      pending: ['eip155', 'solana'],
      endsActive: true,
    })
    expect(latch.context().disconnecting).toBeUndefined()
  })

  it('behavior: the active namespace disconnected, one that stays connected goes on', async () => {
    const latch = await latchConnectionsScenarios.disconnectGivesWay()
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(mainnet)
    expect(latch.connection('eip155').getSnapshot().matches('connected')).toBe(true)
  })

  it('errors: a wallet that fails to disconnect stays connected, and the cascade is over', async () => {
    const latch = await latchConnectionsScenarios.disconnectFails()
    const { value, context } = latch.connection('eip155').getSnapshot()
    expect(value).toEqual({ connected: 'ready' })
    expect(context.error?.message).toBe('Failed to disconnect chains: wallet busy')
    expect(latch.context().disconnecting).toBeUndefined()
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(mainnet)
  })

  it('behavior: choosing a wallet shows it and connects it in one command; Cancel stops it and goes back', async () => {
    const { latch, shown, connecting } = await latchConnectionsScenarios.selectsThenCancels()
    expect(shown).toEqual(['Connect', 'ConnectingExternal'])
    expect(connecting).toBe('connecting')
    // The second pick shows the same view (not a second one), and Cancel leaves it.
    expect(latch.views()).toEqual(['Connect'])
    const { value, context } = latch.connection('eip155').getSnapshot()
    expect(value).toBe('disconnected')
    expect(context.error?.message).toBe('Modal closed')
  })
})
