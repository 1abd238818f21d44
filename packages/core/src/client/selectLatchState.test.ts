import { describe, expect, it } from 'vitest'
import { connect } from '../actions/connect.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { runtimeLoadFailedAlert } from '../errors/clientAlerts.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { createLatch } from './createLatch.js'
import type { LatchClientParts } from './latchState.js'
import { createLatchStateSelector } from './selectLatchState.js'

function setUp() {
  const adapters = [
    testAdapter('eip155', mainnet.caipNetworkId),
    testAdapter('solana', solana.caipNetworkId),
  ]
  const latch = createLatch({ networks: [mainnet, solana], adapters, storage: memoryBackend() })
  const parts: LatchClientParts = {
    embedded: false,
    recentWalletIds: [],
    features: latch.getState().features,
    alert: undefined,
    accountProfile: undefined,
    legal: latch.getState().legal,
    customWallets: [],
  }
  const select = createLatchStateSelector(adapters)
  return { latch, parts, select, read: () => select(latch.actor.getSnapshot(), parts) }
}

describe('createLatchStateSelector', () => {
  it('default: the state of the running machines, as the client gives it', () => {
    const { latch, read } = setUp()
    expect(read()).toEqual(latch.getState())
    latch.destroy()
  })

  it('behavior: nothing changed, the very same state', () => {
    const { latch, read } = setUp()
    expect(read()).toBe(read())
    latch.destroy()
  })

  it("behavior: a machine's change reads its part again and keeps every other part", () => {
    const { latch, read } = setUp()
    const before = read()
    latch.open()
    const opened = read()
    expect(opened).not.toBe(before)
    expect(opened.open).toBe(true)
    // Read again only where a snapshot changed: the rest is the same object, not a copy.
    expect(opened.connections).toBe(before.connections)
    expect(opened.siwx).toBe(before.siwx)
    expect(opened.walletRequests).toBe(before.walletRequests)
    expect(opened.emailLogin).toBe(before.emailLogin)
    expect(opened.connectors).toBe(before.connectors)
    latch.destroy()
  })

  it("behavior: one namespace's connection changes; the other namespace's part stays", async () => {
    const { latch, read } = setUp()
    const before = read()
    await connect(latch, { connectorId: 'test-wallet', namespace: 'solana' })
    const after = read()
    expect(after.connections.solana?.status).toBe('connected')
    expect(after.connections.solana).not.toBe(before.connections.solana)
    expect(after.connections.eip155).toBe(before.connections.eip155)
    latch.destroy()
  })

  it("behavior: the client's own parts are inputs too: a new alert is a new state", () => {
    const { latch, parts, select } = setUp()
    const before = select(latch.actor.getSnapshot(), parts)
    const alerted = select(latch.actor.getSnapshot(), { ...parts, alert: runtimeLoadFailedAlert })
    expect(alerted).not.toBe(before)
    expect(alerted.alert).toBe(runtimeLoadFailedAlert)
    expect(alerted.history).toBe(before.history)
    latch.destroy()
  })
})
