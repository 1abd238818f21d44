import { connect, createLatch, type LatchClient, memoryBackend } from '@latch/core'
import { testAdapter } from '@latch/core/conformance'
import { mainnet } from '@latch/core/networks'
import { act, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { BatchSend } from './BatchSend.js'

const clients: LatchClient[] = []

afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

const recipient = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const hashes = [`0x${'a'.repeat(64)}`, `0x${'b'.repeat(64)}`]

/**
 * A connected client whose wallet answers `wallet_getCapabilities` with `capabilities` (or
 * refuses it), sends batches as `0xbatch` and reports it confirmed in two transactions.
 */
async function rendered(capabilities: unknown | Error) {
  const adapter = Object.assign(testAdapter('eip155', mainnet.caipNetworkId), {
    sendCalls: vi.fn(async () => '0xbatch'),
  })
  adapter.request.mockImplementation((async ({ method }: { method: string }) => {
    if (method === 'wallet_getCapabilities') {
      if (capabilities instanceof Error) throw capabilities
      return capabilities
    }
    if (method === 'wallet_getCallsStatus') {
      const receipts = hashes.map((transactionHash) => ({ transactionHash }))
      return { id: '0xbatch', chainId: '0x1', status: 200, atomic: false, receipts }
    }
    return null
  }) as never)
  const latch = createLatch({ networks: [mainnet], adapters: [adapter], storage: memoryBackend() })
  clients.push(latch)
  await connect(latch, { connectorId: 'injected' })
  const onSent = vi.fn(async () => {})
  const errors: unknown[] = []
  const run = (action: () => Promise<void>) => {
    action().catch((error: unknown) => errors.push(error))
  }
  render(
    <BatchSend
      latch={latch}
      adapter={adapter}
      address="eip155-address"
      network={mainnet}
      recipient={recipient}
      amount={10n ** 15n}
      amountText="0.001 ETH"
      run={run}
      onSent={onSent}
    />,
  )
  return { adapter, onSent, errors }
}

const atomic = 'Send 0.001 ETH to account #2 twice, as one batch'
const sequential = 'Send 0.001 ETH to account #2 twice, as a batch of calls (one after the other)'

describe('BatchSend', () => {
  it('behavior: a wallet without atomic batches on the chain sends the calls one after the other; the status lists both transactions', async () => {
    const { adapter, onSent, errors } = await rendered({
      '0x1': { atomic: { status: 'unsupported' } },
    })
    const button = await screen.findByRole('button', { name: sequential })
    expect(adapter.request).toHaveBeenCalledWith({
      method: 'wallet_getCapabilities',
      params: ['eip155-address', ['0x1']],
    })
    expect(screen.queryByRole('button', { name: atomic })).toBeNull()

    await act(async () => button.click())
    await waitFor(() =>
      expect(screen.getByTestId('batch-status').textContent).toBe(
        `Batch 0xbatch: confirmed in ${hashes.join(', ')}`,
      ),
    )
    const call = { to: recipient, value: 10n ** 15n }
    expect(adapter.sendCalls).toHaveBeenCalledWith({
      from: 'eip155-address',
      network: mainnet,
      calls: [call, call],
    })
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1))
    expect(errors).toEqual([])
  })

  it('behavior: a wallet that reports atomic batches supported sends them as one batch', async () => {
    await rendered({ '0x1': { atomic: { status: 'supported' } } })
    await screen.findByRole('button', { name: atomic })
    expect(screen.queryByRole('button', { name: sequential })).toBeNull()
  })

  it('behavior: a wallet that answered without the atomic capability still gets the batch, one call after the other', async () => {
    await rendered({})
    await screen.findByRole('button', { name: sequential })
  })

  it('error: a wallet that refuses wallet_getCapabilities is offered no batch', async () => {
    const { adapter } = await rendered(new Error('Method not supported'))
    await waitFor(() => expect(adapter.request).toHaveBeenCalled())
    // The refusal settled: nothing rendered before or after it.
    await act(async () => {})
    expect(screen.queryByRole('button', { name: /twice/ })).toBeNull()
  })
})
