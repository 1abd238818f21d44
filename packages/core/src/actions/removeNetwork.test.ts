import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { InvalidConfigError } from '../errors/config.js'
import { ConnectionRejectedError } from '../errors/connection.js'
import { AdapterForNamespaceMissingError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { arbitrum, mainnet, optimism } from '../networks/evmNetworks.js'
import { cosmosHub, solana } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { eventually } from '../testing/eventually.js'
import { addNetwork } from './addNetwork.js'
import { connect } from './connect.js'
import { removeNetwork } from './removeNetwork.js'
import { switchNetwork } from './switchNetwork.js'

function setup(networks: readonly CaipNetwork[] = [mainnet, optimism]) {
  const adapter = testAdapter('eip155', 'eip155:1')
  const latch = createLatch({ networks, adapters: [adapter], storage: memoryBackend() })
  return { latch, adapter }
}

describe('removeNetwork', () => {
  it('default: the network leaves the configured ones; the active one stays', async () => {
    const { latch } = setup()
    await expect(removeNetwork(latch, { caipNetworkId: 'eip155:10' })).resolves.toBeUndefined()
    expect(latch.getState().networks).toEqual([mainnet])
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it('behavior: an added network can be removed again, and is then unknown to switchNetwork', async () => {
    const { latch } = setup()
    await addNetwork(latch, { network: arbitrum })
    await removeNetwork(latch, { caipNetworkId: arbitrum.caipNetworkId })
    expect(latch.getState().networks).toEqual([mainnet, optimism])
    await switchNetwork(latch, { network: arbitrum })
    expect(latch.getState().activeNetwork).toBe(mainnet)
    // SPEC.md §5: switching to an unknown network shows a not-found alert.
    await eventually(() => expect(latch.getState().alert?.code).toBe('NETWORK_NOT_FOUND'))
    latch.destroy()
  })

  it('behavior: the active network gives way to the next of its namespace, the wallet asked to switch', async () => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    await removeNetwork(latch, { caipNetworkId: 'eip155:1' })
    expect(adapter.switchNetwork).toHaveBeenCalledWith({ network: optimism })
    expect(latch.getState().networks).toEqual([optimism])
    expect(latch.getState().activeNetwork).toBe(optimism)
    latch.destroy()
  })

  it('behavior: the wallet refusing that switch rejects with its error; the network is gone all the same', async () => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.switchNetwork.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const error = await removeNetwork(latch, { caipNetworkId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(latch.getState().networks).toEqual([optimism])
    latch.destroy()
  })

  it('behavior: a namespace no adapter serves is refused with "Adapter for namespace … doesn\'t exist"; nothing changes', async () => {
    const { latch } = setup()
    const error = await removeNetwork(latch, { caipNetworkId: cosmosHub.caipNetworkId }).catch(
      (e: unknown) => e,
    )
    expect(error).toBeInstanceOf(AdapterForNamespaceMissingError)
    expect(error).toMatchObject({ message: "Adapter for namespace cosmos doesn't exist" })
    expect(latch.getState().networks).toEqual([mainnet, optimism])
    latch.destroy()
  })

  it('behavior: the last network is refused, as createLatch refuses no networks; nothing changes', async () => {
    const { latch } = setup([mainnet])
    const error = await removeNetwork(latch, { caipNetworkId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidConfigError)
    expect(error).toMatchObject({
      message: 'Invalid Latch configuration: networks give at least one network',
    })
    expect(latch.getState().networks).toEqual([mainnet])
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it('behavior: the active network, the last of its namespace, is refused; nothing changes', async () => {
    const { latch } = setup([mainnet, solana])
    const error = await removeNetwork(latch, { caipNetworkId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(InvalidConfigError)
    expect(latch.getState().networks).toEqual([mainnet, solana])
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it('behavior: a network not configured changes nothing, and is no error', async () => {
    const { latch } = setup()
    await expect(
      removeNetwork(latch, { caipNetworkId: arbitrum.caipNetworkId }),
    ).resolves.toBeUndefined()
    expect(latch.getState().networks).toEqual([mainnet, optimism])
    latch.destroy()
  })
})
