// Contract: @latch/core's blockchain service client and account data against the running
// server, over real HTTP, with the testkit's local Solana cluster (litesvm) behind it: what
// core asks of a Solana account (balances, activity).

import { createBlockchainService, memoryBackend } from '@latch/core'
import { createAccountData, createStorage } from '@latch/core/internal'
import {
  type LocalSolana,
  sendSol,
  sendSolanaTestToken,
  solanaDevAccounts,
  startLocalSolana,
} from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { solanaDevnetChainId, solanaDevnetTestToken } from '../chains/solanaClusterSettings.js'
import { listenTestService, coreSdk as sdk } from '../testing/listeningTestServer.js'

const [sender, recipient] = solanaDevAccounts
if (!sender || !recipient) throw new Error('the local cluster has dev accounts')

let solana: LocalSolana
let url: string
let close: () => Promise<void>

beforeAll(async () => {
  solana = await startLocalSolana()
  // As `latch-server --chain-rpc solana:<ref>=<url>` configures it; LTT is listed by default.
  ;({ url, close } = await listenTestService({
    chainRpc: { [solana.chainId]: solana.rpcUrl },
    indexerPollMs: false,
    // No exchange prices Solana tokens: the configured table (LATCH_PRICES) does.
    prices: { SOL: 150, LTT: 1 },
  }))
})
afterAll(async () => {
  await close()
  await solana.stop()
})

const service = () => createBlockchainService({ baseUrl: url, sdk })
const accountData = (showSnackbar = vi.fn()) =>
  createAccountData({
    blockchain: service(),
    storage: createStorage({ backend: memoryBackend(), warn: () => {} }),
    showSnackbar,
  })
const amounts = (balances: readonly { symbol: string; quantity: { numeric: string } }[]) =>
  Object.fromEntries(balances.map((balance) => [balance.symbol, balance.quantity.numeric]))

describe('blockchain service contract on a Solana cluster', () => {
  it('default: the local cluster is the testkit devnet, listed as supported', async () => {
    expect(solana.chainId).toBe(solanaDevnetChainId)
    expect(solana.token.mint).toBe(solanaDevnetTestToken.mint)
    await expect(service().getSupportedChains()).resolves.toEqual({
      http: [solanaDevnetChainId],
      ws: [],
    })
  })

  it('behavior: SOL and LTT balances parse, follow transfers, and account data keeps them', async () => {
    const start = await service().getBalances(recipient.address, { chainId: solana.chainId })
    expect(amounts(start.balances)).toEqual({ SOL: '1000', LTT: '1000000' })
    expect(start.balances[1]?.address).toBe(`${solana.chainId}:${solana.token.mint}`)

    await sendSol({
      rpcUrl: solana.rpcUrl,
      from: sender,
      to: recipient.address,
      lamports: 1_500_000_000n,
    })
    await sendSolanaTestToken({
      rpcUrl: solana.rpcUrl,
      from: sender,
      to: recipient.address,
      amount: 2_250_000n,
    })
    const forced = await service().getBalances(recipient.address, {
      chainId: solana.chainId,
      forceUpdate: 'true',
    })
    expect(amounts(forced.balances)).toEqual({ SOL: '1001.5', LTT: '1000002.25' })
    expect(forced.balances.map((balance) => [balance.symbol, balance.value])).toEqual([
      ['SOL', 1001.5 * 150],
      ['LTT', 1000002.25],
    ])
    const icon = await fetch(forced.balances[0]?.iconUrl as string)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')

    const showSnackbar = vi.fn()
    const balances = await accountData(showSnackbar).getTokenBalances(
      recipient.address,
      solana.chainId,
    )
    expect(balances.map((balance) => balance.symbol)).toEqual(['SOL', 'LTT'])
    expect(showSnackbar).not.toHaveBeenCalled()
  })

  it('behavior: a cluster the server does not serve is "Token Balance Unavailable"', async () => {
    const showSnackbar = vi.fn()
    const mainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
    await expect(
      accountData(showSnackbar).getTokenBalances(sender.address, mainnet),
    ).resolves.toEqual([])
    expect(showSnackbar).toHaveBeenCalledWith('TOKEN_BALANCE_UNAVAILABLE')
    await expect(service().getBalances(sender.address, { chainId: mainnet })).rejects.toMatchObject(
      { status: 400 },
    )
  })

  it('behavior: Solana activity is read from the cluster: account data lists the sends', async () => {
    const signature = await sendSol({
      rpcUrl: solana.rpcUrl,
      from: sender,
      to: recipient.address,
      lamports: 750_000_000n,
    })
    const page = await service().getHistory(`${solana.chainId}:${sender.address}`, {
      chainId: solana.chainId,
    })
    expect(page.data[0]?.metadata.hash).toBe(signature)
    const showSnackbar = vi.fn()
    const activity = await accountData(showSnackbar).getTransactions(
      recipient.address,
      solana.chainId,
    )
    expect(activity.data[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: sender.address, hash: signature },
      transfers: [{ direction: 'in', quantity: { numeric: '0.75' } }],
    })
    expect(showSnackbar).not.toHaveBeenCalled()
  })

  it('behavior: fungible prices of SOL and LTT', async () => {
    const { fungibles } = await service().getFungiblePrices([
      `${solana.chainId}:native`,
      `${solana.chainId}:${solana.token.mint}`,
    ])
    expect(fungibles.map((fungible) => [fungible.symbol, fungible.price])).toEqual([
      ['SOL', 150],
      ['LTT', 1],
    ])
  })
})
