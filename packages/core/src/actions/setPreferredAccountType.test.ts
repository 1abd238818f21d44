import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { InternalError } from '../errors/internal.js'
import { mainnet } from '../networks/evmNetworks.js'
import { bitcoin } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { storageItems } from '../storage/storageItems.js'
import { stateReaches } from '../testing/stateReaches.js'
import { connect } from './connect.js'
import { setPreferredAccountType } from './setPreferredAccountType.js'

const payment = { address: 'bc1qpayment', type: 'payment' } as const
const ordinal = { address: 'bc1pordinal', type: 'ordinal' } as const
const preferredKey = storageItems.preferredAccountTypes.key

function bitcoinWallet(accounts: readonly { address: string; type: 'payment' | 'ordinal' }[]) {
  const adapter = testAdapter('bip122', bitcoin.caipNetworkId)
  const connection = {
    connectorId: 'xverse',
    accounts: [...accounts],
    network: bitcoin.caipNetworkId,
  }
  adapter.connect.mockResolvedValue(connection)
  adapter.reconnect.mockResolvedValue(connection)
  return adapter
}

async function connected(backend = memoryBackend(), accounts = [ordinal, payment]) {
  const adapter = bitcoinWallet(accounts)
  const latch = createLatch({ networks: [bitcoin], adapters: [adapter], storage: backend })
  await connect(latch, { connectorId: 'xverse' })
  return { latch, adapter, backend }
}

const addresses = (latch: ReturnType<typeof createLatch>) =>
  latch.getState().connection?.accounts.map(({ address }) => address)

describe('setPreferredAccountType', () => {
  it('default: the chosen account comes first and the choice is stored', async () => {
    const { latch, backend } = await connected()
    // Bitcoin shows its payment account unless told otherwise, whatever the wallet's order.
    expect(addresses(latch)).toEqual([payment.address, ordinal.address])
    await expect(
      setPreferredAccountType(latch, { namespace: 'bip122', type: 'ordinal' }),
    ).resolves.toBeUndefined()
    expect(addresses(latch)).toEqual([ordinal.address, payment.address])
    expect(latch.getState().connection?.accounts[0]).toEqual(ordinal)
    expect(JSON.parse(backend.getItem(preferredKey) ?? 'null')).toEqual({ bip122: 'ordinal' })
    await setPreferredAccountType(latch, { namespace: 'bip122', type: 'payment' })
    expect(addresses(latch)).toEqual([payment.address, ordinal.address])
    expect(JSON.parse(backend.getItem(preferredKey) ?? 'null')).toEqual({ bip122: 'payment' })
    latch.destroy()
  })

  it('behavior: a connection without an account of the type stays as it is', async () => {
    const { latch } = await connected(memoryBackend(), [payment])
    const before = latch.getState().connection
    await setPreferredAccountType(latch, { namespace: 'bip122', type: 'ordinal' })
    expect(latch.getState().connection).toEqual(before)
    latch.destroy()
  })

  it('behavior: the stored choice orders a connection restored on the next visit', async () => {
    const first = await connected()
    await setPreferredAccountType(first.latch, { namespace: 'bip122', type: 'ordinal' })
    first.latch.destroy()
    const adapter = bitcoinWallet([payment, ordinal])
    const latch = createLatch({ networks: [bitcoin], adapters: [adapter], storage: first.backend })
    latch.preload()
    await stateReaches(latch, (state) => state.connection?.accounts[0]?.address, ordinal.address)
    expect(adapter.reconnect).toHaveBeenCalled()
    expect(addresses(latch)).toEqual([ordinal.address, payment.address])
    latch.destroy()
  })

  it('behavior: a choice made before connecting orders the connection made later', async () => {
    const adapter = bitcoinWallet([payment, ordinal])
    const latch = createLatch({
      networks: [bitcoin],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await setPreferredAccountType(latch, { namespace: 'bip122', type: 'ordinal' })
    await connect(latch, { connectorId: 'xverse' })
    expect(addresses(latch)).toEqual([ordinal.address, payment.address])
    latch.destroy()
  })

  it("behavior: the wallet's new accounts keep the chosen type first", async () => {
    const { latch, adapter } = await connected()
    await setPreferredAccountType(latch, { namespace: 'bip122', type: 'ordinal' })
    const moved = [
      { address: 'bc1qother', type: 'payment' },
      { address: 'bc1pother', type: 'ordinal' },
    ] as const
    adapter.emit({ type: 'accountsChanged', connectorId: 'xverse', accounts: moved })
    expect(addresses(latch)).toEqual(['bc1pother', 'bc1qother'])
    latch.destroy()
  })

  it('behavior: a corrupt stored value is ignored', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const backend = memoryBackend()
    backend.setItem(preferredKey, JSON.stringify({ bip122: 'taproot' }))
    const { latch } = await connected(backend)
    expect(addresses(latch)).toEqual([payment.address, ordinal.address])
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
    latch.destroy()
  })

  it('behavior: a namespace without an adapter is refused', async () => {
    const latch = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
    })
    await expect(
      setPreferredAccountType(latch, { namespace: 'bip122', type: 'ordinal' }),
    ).rejects.toBeInstanceOf(InternalError)
    latch.destroy()
  })
})
