import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { ConnectionRejectedError } from '../errors/connection.js'
import { mainnet, optimism } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { connect } from './connect.js'
import { switchNetwork } from './switchNetwork.js'

function setup() {
  const adapter = testAdapter('eip155', 'eip155:1')
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: memoryBackend(),
  })
  return { latch, adapter }
}

describe('switchNetwork', () => {
  it('default: asks the connected wallet, then the network is the active one', async () => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(switchNetwork(latch, { network: optimism })).resolves.toBeUndefined()
    expect(adapter.switchNetwork).toHaveBeenCalledWith({ network: optimism })
    expect(latch.getState().activeNetwork).toBe(optimism)
    latch.destroy()
  })

  it('behavior: with no wallet to ask, the network simply becomes active', async () => {
    const { latch, adapter } = setup()
    await switchNetwork(latch, { network: optimism })
    expect(adapter.switchNetwork).not.toHaveBeenCalled()
    expect(latch.getState().activeNetwork).toBe(optimism)
    latch.destroy()
  })

  it('behavior: a wallet that refuses rejects with ConnectionRejectedError; the network stays', async () => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    adapter.switchNetwork.mockRejectedValueOnce(Object.assign(new Error('no'), { code: 4001 }))
    const error = await switchNetwork(latch, { network: optimism }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ConnectionRejectedError)
    expect(error).toMatchObject({ message: 'Connection rejected' })
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it("behavior: any other failure is the wallet's own error, as it threw it", async () => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    const own = new Error('wallet busy')
    adapter.switchNetwork.mockRejectedValueOnce(own)
    await expect(switchNetwork(latch, { network: optimism })).rejects.toBe(own)
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it('behavior: switching asks the wallet, adding the chain on 4902', async () => {
    const adapter = testAdapter('eip155', 'eip155:1')
    adapter.switchNetwork.mockRejectedValueOnce(Object.assign(new Error('?'), { code: 4902 }))
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await switchNetwork(latch, { network: optimism })
    expect(adapter.addNetwork).toHaveBeenCalledWith({ network: optimism })
    expect(latch.getState().activeNetwork).toBe(optimism)
    latch.destroy()
  })

  it('behavior: a wallet without "add network" fails the switch with "Chain is not supported"', async () => {
    const { addNetwork: _unused, ...adapter } = testAdapter('eip155', 'eip155:1')
    adapter.switchNetwork.mockRejectedValueOnce(Object.assign(new Error('?'), { code: 4902 }))
    const latch = createLatch({
      networks: [mainnet, optimism],
      adapters: [adapter],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(switchNetwork(latch, { network: optimism })).rejects.toThrowError(
      'Chain is not supported',
    )
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })
})
