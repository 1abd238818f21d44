import { describe, expect, it, vi } from 'vitest'
import type { ChainAdapter, TransferFee } from '../adapters/chainAdapter.js'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { connect } from './connect.js'
import { estimateSendFee } from './estimateSendFee.js'
import { sendTokens } from './sendTokens.js'

const receiver = '0x2222222222222222222222222222222222222222'
const fees: TransferFee[] = [
  { value: 700n, decimals: 18, symbol: 'ETH', speed: 'slow', rate: '2 gwei' },
  { value: 1_400n, decimals: 18, symbol: 'ETH', speed: 'fast', rate: '4 gwei' },
]

function setup(estimates: boolean) {
  const base = testAdapter('eip155', 'eip155:1')
  const estimateTransferFee = vi.fn(async () => fees)
  const adapter: ChainAdapter & { sendTransfer: typeof base.sendTransfer } = estimates
    ? {
        ...base,
        capabilities: { ...base.capabilities, estimateTransferFee: true },
        estimateTransferFee,
      }
    : base
  const latch = createLatch({ networks: [mainnet], adapters: [adapter], storage: memoryBackend() })
  return { latch, adapter, estimateTransferFee }
}

describe('estimateSendFee', () => {
  it("default: the adapter's fees for the transfer, in the units sendTokens would send", async () => {
    const { latch, estimateTransferFee } = setup(true)
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(estimateSendFee(latch, { amount: '0.01', to: receiver })).resolves.toEqual(fees)
    expect(estimateTransferFee).toHaveBeenCalledWith({
      from: 'eip155-address',
      to: receiver,
      amount: 10_000_000_000_000_000n,
      network: mainnet,
    })
    latch.destroy()
  })

  it('behavior: the speed chosen goes with the transfer', async () => {
    const { latch, adapter } = setup(true)
    await connect(latch, { connectorId: 'test-wallet' })
    await sendTokens(latch, { amount: '0.01', to: receiver, feeSpeed: 'fast' })
    expect(adapter.sendTransfer).toHaveBeenCalledWith(
      expect.objectContaining({ feeSpeed: 'fast', amount: 10_000_000_000_000_000n }),
    )
    latch.destroy()
  })

  it('behavior: an adapter that cannot estimate gives no fee', async () => {
    const { latch } = setup(false)
    await connect(latch, { connectorId: 'test-wallet' })
    await expect(estimateSendFee(latch, { amount: '1', to: receiver })).resolves.toEqual([])
    latch.destroy()
  })

  it("behavior: the send form's rules first, with its errors; the adapter is not asked", async () => {
    const { latch, adapter, estimateTransferFee } = setup(true)
    await connect(latch, { connectorId: 'test-wallet' })
    const failure = (promise: Promise<unknown>) => promise.catch((error: unknown) => error)
    await expect(
      failure(estimateSendFee(latch, { amount: '', to: receiver })),
    ).resolves.toMatchObject({
      code: 'AMOUNT_AND_RECEIVER_REQUIRED',
    })
    await expect(
      failure(
        estimateSendFee(latch, {
          amount: '1',
          to: receiver,
          token: { address: '0xt', decimals: -1, symbol: 'T' },
        }),
      ),
    ).resolves.toMatchObject({ code: 'TOKEN_REQUIRED' })
    await expect(
      failure(estimateSendFee(latch, { amount: '-1', to: receiver })),
    ).resolves.toMatchObject({
      code: 'AMOUNT_AND_RECEIVER_REQUIRED',
    })
    vi.mocked(adapter.isAddress).mockReturnValue(false)
    await expect(
      failure(estimateSendFee(latch, { amount: '1', to: 'nope' })),
    ).resolves.toMatchObject({
      code: 'AMOUNT_AND_RECEIVER_REQUIRED',
      details: '"nope" is not an address on eip155',
    })
    expect(estimateTransferFee).not.toHaveBeenCalled()
    latch.destroy()
  })
})
