import { afterEach, describe, expect, it } from 'vitest'
import { mainnet } from '../networks/evmNetworks.js'
import { stopLatchRoot } from '../testing/latchRoot.js'
import { latchWalletConnectScenarios } from '../testing/latchWalletConnectScenarios.js'

// The root machine's walletConnect region (`latchWalletConnect.ts`), through the scenarios of
// `testing/latchWalletConnectScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchWalletConnect', () => {
  it('behavior: an approved session connects its first namespace, then the others join it', async () => {
    const latch = await latchWalletConnectScenarios.approvedSessionJoinsTheFirst()
    expect(latch.asked).toEqual(['eip155', 'solana'])
    for (const namespace of ['eip155', 'solana'] as const) {
      expect(latch.connection(namespace).getSnapshot().context.connection?.connectorId).toBe(
        'walletConnect',
      )
    }
    expect(latch.context().network.getSnapshot().context.activeNetwork).toBe(mainnet)
    expect(latch.context().pairedSession).toBeUndefined()
  })

  it('behavior: an approved session connects the active namespace first, then the others', async () => {
    const latch = await latchWalletConnectScenarios.approvedSessionConnectsEach()
    // The active namespace (eip155) is asked first; Solana once it has answered (here, failed).
    expect(latch.asked).toEqual(['eip155', 'solana'])
    expect(latch.context().pairedSession).toBeUndefined()
    expect(latch.connection('solana').getSnapshot().context.error?.message).toBe(
      'Failed to connect',
    )
  })

  it('behavior: the WalletConnect view pairs as it opens, and a refresh pairs again', async () => {
    const { first, refreshed } = await latchWalletConnectScenarios.pairsAsTheViewOpens()
    expect(['fetchingUri', 'failed']).toContain(first)
    expect(refreshed).toBe('fetchingUri')
  })
})
