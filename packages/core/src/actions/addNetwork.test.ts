import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { AdapterForNamespaceMissingError } from '../errors/internal.js'
import { arbitrum, mainnet, optimism } from '../networks/evmNetworks.js'
import { cosmosHub } from '../networks/otherNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { addNetwork } from './addNetwork.js'
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

describe('addNetwork', () => {
  it('default: the network joins the configured ones, after them', async () => {
    const { latch } = setup()
    await expect(addNetwork(latch, { network: arbitrum })).resolves.toBeUndefined()
    expect(latch.getState().networks).toEqual([mainnet, optimism, arbitrum])
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it('behavior: an added network can be switched to, the connected wallet asked', async () => {
    const { latch, adapter } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    await addNetwork(latch, { network: arbitrum })
    await switchNetwork(latch, { network: arbitrum })
    expect(adapter.switchNetwork).toHaveBeenCalledWith({ network: arbitrum })
    expect(latch.getState().activeNetwork).toBe(arbitrum)
    latch.destroy()
  })

  it('behavior: a network already configured is not added twice, and is no error', async () => {
    const { latch } = setup()
    await expect(addNetwork(latch, { network: optimism })).resolves.toBeUndefined()
    expect(latch.getState().networks).toEqual([mainnet, optimism])
    latch.destroy()
  })

  it('behavior: a namespace no adapter serves is refused with "Adapter for namespace … doesn\'t exist"; nothing changes', async () => {
    const { latch } = setup()
    const error = await addNetwork(latch, { network: cosmosHub }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AdapterForNamespaceMissingError)
    expect(error).toMatchObject({ message: "Adapter for namespace cosmos doesn't exist" })
    expect(latch.getState().networks).toEqual([mainnet, optimism])
    expect(latch.getState().activeNetwork).toBe(mainnet)
    latch.destroy()
  })

  it('behavior: a refusal is not reported again by the next addition, which goes through', async () => {
    const { latch } = setup()
    await addNetwork(latch, { network: cosmosHub }).catch(() => undefined)
    await expect(addNetwork(latch, { network: arbitrum })).resolves.toBeUndefined()
    expect(latch.getState().networks).toContain(arbitrum)
    latch.destroy()
  })
})
