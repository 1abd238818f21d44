import { describe, expect, it, vi } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { connect } from './connect.js'
import { getCallsStatus } from './getCallsStatus.js'
import { sendCalls } from './sendCalls.js'

const to = '0x2222222222222222222222222222222222222222'

function setup() {
  const adapter = Object.assign(testAdapter('eip155', 'eip155:1'), {
    sendCalls: vi.fn(async () => '0xbatch'),
  })
  const latch = createLatch({ networks: [mainnet], adapters: [adapter], storage: memoryBackend() })
  return { adapter, latch }
}

describe('sendCalls and getCallsStatus', () => {
  it('behavior: the connected account sends the batch on its network; its status is the wallet’s', async () => {
    const { adapter, latch } = setup()
    await connect(latch, { connectorId: 'test-wallet' })
    const calls = [
      { to, value: 1n },
      { to, data: '0xa9059cbb' },
    ]
    await expect(sendCalls(latch, { calls })).resolves.toEqual({ id: '0xbatch' })
    expect(adapter.sendCalls).toHaveBeenCalledWith({
      from: 'eip155-address',
      network: mainnet,
      calls,
    })

    const status = { id: '0xbatch', chainId: '0x1', status: 200, atomic: true, receipts: [] }
    adapter.request.mockResolvedValueOnce(status as never)
    await expect(getCallsStatus(latch, { id: '0xbatch' })).resolves.toEqual(status)
    expect(adapter.request).toHaveBeenLastCalledWith({
      method: 'wallet_getCallsStatus',
      params: ['0xbatch'],
      network: mainnet,
    })
    latch.destroy()
  })

  it('error: nothing connected, or a namespace without batches', async () => {
    const { latch } = setup()
    await expect(sendCalls(latch, { calls: [{ to }] })).rejects.toThrow(
      'The wallet is not connected',
    )
    await expect(getCallsStatus(latch, { id: '0xbatch' })).rejects.toThrow(
      'The wallet is not connected',
    )
    latch.destroy()

    const plain = createLatch({
      networks: [mainnet],
      adapters: [testAdapter('eip155', 'eip155:1')],
      storage: memoryBackend(),
    })
    await connect(plain, { connectorId: 'test-wallet' })
    await expect(sendCalls(plain, { calls: [{ to }] })).rejects.toThrow(
      'sendCalls is not supported on eip155',
    )
    plain.destroy()
  })
})
