// Contract: @latch/core's blockchain service client and account data against the running
// server, over real HTTP, with the local chains behind it. Every endpoint core calls is here.

import { createBlockchainService, HttpError, memoryBackend } from '@latch/core'
import {
  createAccountData,
  createStorage,
  registrationMessage,
  toCoinType,
} from '@latch/core/internal'
import { devAccounts } from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { revokeSessionMessage, sessionGrantMessage } from '../sessions/sessionGrant.js'
import { devnetChainRpc, freshAccount, sendEther, sendTestToken } from '../testing/devnetClients.js'
import { listenTestServer, coreSdk as sdk } from '../testing/listeningTestServer.js'

const devnet = inject('devnet')
const [chainA] = devnet.chains
const sender = devAccounts[4]
if (!chainA || !sender) throw new Error('the devnet has chains and dev accounts')

let server: LatchServer
let url: string
let close: () => Promise<void>

beforeAll(async () => {
  ;({ server, url, close } = await listenTestServer({
    chainRpc: devnetChainRpc(devnet),
    indexerPollMs: false,
  }))
})
afterAll(() => close())

const service = () => createBlockchainService({ baseUrl: url, sdk })
const nowSeconds = () => Math.floor(Date.now() / 1000)

describe('blockchain service contract', () => {
  it('behavior: supported chains', async () => {
    await expect(service().getSupportedChains()).resolves.toEqual({
      http: ['eip155:31337', 'eip155:31338'],
      ws: [],
    })
  })

  it('behavior: balances parse, change after a transfer, and account data keeps them', async () => {
    const me = freshAccount().address
    await sendEther(chainA, sender, me, '1')
    const first = await service().getBalances(me, { chainId: 'eip155:31337' })
    expect(first.balances.map((balance) => balance.symbol)).toEqual(['ETH'])
    await sendTestToken(devnet, chainA, sender, me, '5')
    const forced = await service().getBalances(me, { chainId: 'eip155:31337', forceUpdate: 'true' })
    expect(forced.balances.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['ETH', '1'],
      ['LTT', '5'],
    ])
    const icon = await fetch(forced.balances[1]?.iconUrl as string)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')

    const showSnackbar = vi.fn()
    const account = createAccountData({
      blockchain: service(),
      storage: createStorage({ backend: memoryBackend(), warn: () => {} }),
      showSnackbar,
    })
    const balances = await account.getTokenBalances(me, 'eip155:31337')
    expect(balances.map((balance) => balance.symbol)).toEqual(['ETH', 'LTT'])
    // A chain the server does not index: the client's "Token Balance Unavailable".
    await expect(account.getTokenBalances(me, 'eip155:1')).resolves.toEqual([])
    expect(showSnackbar).toHaveBeenCalledWith('TOKEN_BALANCE_UNAVAILABLE')
    await expect(service().getBalances(me, { chainId: 'eip155:1' })).rejects.toMatchObject({
      status: 400,
    })
  })

  it('behavior: history parses and account data shows the transfer', async () => {
    const me = freshAccount().address
    const hash = await sendTestToken(devnet, chainA, sender, me, '2')
    await server.indexer.syncToLatest()
    const page = await service().getHistory(`eip155:31337:${me}`, { chainId: 'eip155:31337' })
    expect(page.data.map((tx) => tx.metadata.hash)).toEqual([hash])
    const showSnackbar = vi.fn()
    const account = createAccountData({
      blockchain: service(),
      storage: createStorage({ backend: memoryBackend(), warn: () => {} }),
      showSnackbar,
    })
    const transactions = await account.getTransactions(me, 'eip155:31337')
    expect(transactions.data[0]?.transfers[0]).toMatchObject({
      direction: 'in',
      quantity: { numeric: '2' },
      fungible_info: { symbol: 'LTT' },
    })
    expect(transactions.next).toBeNull()
    expect(showSnackbar).not.toHaveBeenCalled()
  })

  it('behavior: fungible prices', async () => {
    const { fungibles } = await service().getFungiblePrices([
      `eip155:31337:${devnet.token.addresses[31337]}`,
      'eip155:31337:native',
    ])
    // From the local exchange's pools, which no test swaps on this chain: their opening prices.
    expect(fungibles.map((fungible) => [fungible.symbol, fungible.price])).toEqual([
      ['LTT', devnet.dex?.startPrices.LTT],
      ['ETH', devnet.dex?.startPrices.ETH],
    ])
    expect(fungibles[1]?.price).toBe(3000)
  })

  it('behavior: a name registers, resolves, reverse-resolves, and shows as identity', async () => {
    const account = freshAccount()
    const client = service()
    const { suggestions } = await client.getNameSuggestions('contract-name', 'latch')
    expect(suggestions[0]).toEqual({ name: 'contract-name.latch', registered: false })
    const message = registrationMessage('contract-name', nowSeconds())
    const profile = await client.registerName({
      coin_type: toCoinType(31337),
      address: account.address,
      message,
      signature: await account.signMessage({ message }),
    })
    expect(profile.name).toBe('contract-name.latch')
    await expect(client.lookupName('contract-name.latch')).resolves.toEqual(profile)
    await expect(client.reverseLookup(account.address)).resolves.toEqual([profile])
    await expect(client.getIdentity(account.address)).resolves.toEqual({
      name: 'contract-name.latch',
      avatar: null,
    })
    const account2 = createAccountData({
      blockchain: client,
      storage: createStorage({ backend: memoryBackend(), warn: () => {} }),
      showSnackbar: () => {},
    })
    await expect(account2.getNames(account.address)).resolves.toEqual(['contract-name.latch'])
    await expect(client.lookupName('missing-name')).rejects.toBeInstanceOf(HttpError)
    const again = await client
      .registerName({
        coin_type: toCoinType(31337),
        address: account.address,
        message,
        signature: await account.signMessage({ message }),
      })
      .catch((error: unknown) => error)
    expect(again).toMatchObject({ status: 409 })
  })

  it('behavior: sessions list and revoke', async () => {
    const account = freshAccount()
    const message = sessionGrantMessage({
      chainId: 'eip155:31337',
      expiry: nowSeconds() + 600,
      permissions: [{ type: 'contract-call', data: { to: devnet.token.addresses[31337] } }],
      timestamp: nowSeconds(),
    })
    const created = await fetch(
      `${url}/v1/sessions/${account.address}?projectId=demo&st=latch-core&sv=0.1.0`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ message, signature: await account.signMessage({ message }) }),
      },
    )
    expect(created.status).toBe(201)
    const client = service()
    const { sessions } = await client.getSessions(account.address)
    const pci = sessions[0]?.pci as string
    expect(sessions).toHaveLength(1)
    await expect(
      client.revokeSession(account.address, {
        pci,
        signature: await account.signMessage({ message: revokeSessionMessage(pci) }),
      }),
    ).resolves.toEqual({ ok: true })
    expect((await client.getSessions(account.address)).sessions[0]?.revoked).toBe(true)
  })
})

describe('blockchain fault contract', () => {
  it('behavior: injected 500, garbage and delays reach the client as its errors', async () => {
    const running = await listenTestServer({
      chainRpc: devnetChainRpc(devnet),
      indexerPollMs: false,
      faults: [
        { path: '/v1/account/*/balance', status: 500 },
        { path: '/v1/account/*/history', garbage: true },
        { path: '/v1/supported-chains', delayMs: 4_000, times: 1 },
      ],
    })
    try {
      // A time limit well above a loaded machine's answers, well below the injected delay.
      const client = createBlockchainService({ baseUrl: running.url, sdk, timeoutMs: 2_000 })
      const me = freshAccount().address
      await expect(client.getBalances(me, { chainId: 'eip155:31337' })).rejects.toMatchObject({
        status: 500,
      })
      await expect(client.getHistory(me)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
      await expect(client.getSupportedChains()).rejects.toMatchObject({ code: 'TIMEOUT' })
      await expect(client.getSupportedChains()).resolves.toMatchObject({ ws: [] })

      // The spec's behaviour on top (SPEC.md §8): a snackbar and an empty answer, never a throw.
      const showSnackbar = vi.fn()
      const data = createAccountData({
        blockchain: client,
        storage: createStorage({ backend: memoryBackend(), warn: () => {} }),
        showSnackbar,
      })
      await expect(data.getTokenBalances(me, 'eip155:31337')).resolves.toEqual([])
      expect(showSnackbar).toHaveBeenCalledWith('TOKEN_BALANCE_UNAVAILABLE')
      await expect(data.getTransactions(me, 'eip155:31337')).resolves.toEqual({
        data: [],
        next: null,
      })
      expect(showSnackbar).toHaveBeenCalledWith('TRANSACTIONS_FETCH_FAILED')
    } finally {
      await running.close()
    }
  })
})
