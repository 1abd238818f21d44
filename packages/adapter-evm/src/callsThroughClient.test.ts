import { connect, createLatch, getCallsStatus, memoryBackend, sendCalls } from '@latch/core'
import type { DevnetChain, DevnetInfo } from '@latch/testkit'
import { announceTestWallet, createTestWallet, devnetNetwork } from '@latch/testkit/wallet'
import { createPublicClient, type Hex, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, it } from 'vitest'
import { evmAdapter } from './evmAdapter.js'

// Core's `sendCalls` and `getCallsStatus` with a browser wallet: the client, this adapter and
// the Latch Test Wallet announced on a page (EIP-6963), which reports atomic batches
// unsupported and sends the calls one after the other on the local chain.

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

const devnet = inject('devnet')
const [chainA] = devnet.chains as [DevnetChain]
// Dev account 3 sends nothing else here (two wallets of one account would race for nonces);
// a fresh recipient, which no other test file pays while this one runs.
const sender = devnet.accounts[3]
const recipient = privateKeyToAccount(generatePrivateKey())
const network = devnetNetwork(chainA)
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('sendCalls through the client with an announced wallet', () => {
  it('behavior: both calls land, each its own transaction; the status reports them confirmed', async () => {
    if (!sender) throw new Error('the devnet has too few accounts')
    const page = new EventTarget()
    announceTestWallet(createTestWallet({ privateKey: sender.privateKey, chains: [chainA] }), {
      target: page,
    })
    const latch = createLatch({
      networks: [network],
      adapters: [evmAdapter({ target: page })],
      storage: memoryBackend(),
    })
    await connect(latch, { connectorId: 'dev.latch.testwallet' })
    expect(latch.getState().connection?.accounts[0]?.address.toLowerCase()).toBe(
      sender.address.toLowerCase(),
    )
    const chain = createPublicClient({ transport: http(chainA.rpcUrl) })
    const before = await chain.getBalance({ address: recipient.address })

    const call = { to: recipient.address, value: 5n }
    const { id } = await sendCalls(latch, { calls: [call, call] })
    let status = await getCallsStatus(latch, { id })
    for (let tries = 0; status.status === 100 && tries < 50; tries++) {
      await delay(100)
      status = await getCallsStatus(latch, { id })
    }
    expect(status).toMatchObject({ id, chainId: `0x${chainA.id.toString(16)}`, status: 200 })
    // Not atomic: two transactions, each with its receipt.
    expect(status.atomic).toBe(false)
    const hashes = (status.receipts ?? []).map((receipt) => receipt.transactionHash as Hex)
    expect(hashes).toHaveLength(2)
    expect(new Set(hashes).size).toBe(2)
    for (const hash of hashes) {
      await expect(chain.getTransactionReceipt({ hash })).resolves.toMatchObject({
        status: 'success',
      })
    }
    await expect(chain.getBalance({ address: recipient.address })).resolves.toBe(before + 10n)
    latch.destroy()
  })
})
