import {
  devAccounts,
  type LocalSolana,
  sendSol,
  sendSolanaTestToken,
  solanaDevAccounts,
  startLocalSolana,
} from '@latch/testkit'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetStablecoin, devnetTestToken } from '../chains/chainSettings.js'
import { solanaDevnetChainId, solanaDevnetTestToken } from '../chains/solanaClusterSettings.js'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc, freshAccount, sendEther, sendTestToken } from '../testing/devnetClients.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const [chainA, chainB] = devnet.chains
const sender = devAccounts[3]
if (!chainA || !chainB || !sender) throw new Error('the devnet has two chains and dev accounts')

// A Solana cluster nobody answers for: its reads fail.
const deadCluster = 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z'
const solanaSender = solanaDevAccounts[3]
if (!solanaSender) throw new Error('the local cluster has dev accounts')

let server: LatchServer
let solana: LocalSolana
beforeAll(async () => {
  solana = await startLocalSolana()
  server = await createTestServer({
    chainRpc: {
      ...devnetChainRpc(devnet),
      [solana.chainId]: solana.rpcUrl,
      [deadCluster]: 'http://127.0.0.1:9/',
    },
    indexerPollMs: false,
    publicUrl: 'https://latch.example',
    // A fixed table (asked before the local exchange): ETH and SOL by symbol, LTT by asset id on
    // the first chain only, so that LTT on the Solana cluster has no price at all.
    prices: {
      ETH: 2000,
      SOL: 100,
      [`eip155:31337:${devnetTestToken.address}`]: 1,
    },
  })
})
afterAll(async () => {
  await server.close()
  await solana.stop()
})

const get = (path: string, headers: Record<string, string> = {}) =>
  server.app.request(path, { headers })
const getJson = async (path: string) => (await get(path)).json()
const balanceOf = async (address: string, chainId = 'eip155:31337') => {
  const response = await get(
    `/v1/account/${address}/balance?${sdkQuery()}&currency=usd&chainId=${chainId}`,
  )
  expect(response.status).toBe(200)
  return (await response.json()).balances
}

describe('GET /v1/supported-chains', () => {
  test('default: the indexed chains, then the Solana clusters', async () => {
    const response = await get(`/v1/supported-chains?${sdkQuery()}`)
    expect(await response.json()).toEqual({
      http: ['eip155:31337', 'eip155:31338', solanaDevnetChainId, deadCluster],
      ws: [],
    })
  })

  test('behavior: unknown project 403, missing projectId 400', async () => {
    expect((await get(`/v1/supported-chains?${sdkQuery('nobody')}`)).status).toBe(403)
    expect((await get('/v1/supported-chains')).status).toBe(400)
  })
})

describe('GET /v1/account/{address}/balance', () => {
  test('default: native, LTT and LUSD read live, valued by the table, then the local exchange', async () => {
    const balances = await balanceOf(sender.address)
    expect(balances).toHaveLength(3)
    const [native, token, stablecoin] = balances
    expect(native).toMatchObject({
      name: 'Ether',
      symbol: 'ETH',
      chainId: 'eip155:31337',
      price: 2000,
      quantity: { decimals: '18', numeric: expect.stringMatching(/^\d+(\.\d+)?$/) },
      iconUrl: 'https://latch.example/public/getTokenImage/eth?projectId=demo',
    })
    expect(native).not.toHaveProperty('address')
    expect(native.value).toBeCloseTo(Number(native.quantity.numeric) * 2000)
    expect(token).toMatchObject({
      name: 'Latch Test Token',
      symbol: 'LTT',
      address: `eip155:31337:${devnetTestToken.address}`,
      price: 1,
      quantity: { decimals: '18' },
      iconUrl: 'https://latch.example/public/getTokenImage/ltt?projectId=demo',
    })
    // Not in the table: the exchange's stablecoin is $1.
    expect(stablecoin).toMatchObject({
      name: 'Latch USD',
      symbol: 'LUSD',
      address: `eip155:31337:${devnetStablecoin.address}`,
      price: 1,
      quantity: { decimals: '6' },
      iconUrl: 'https://latch.example/public/getTokenImage/lusd?projectId=demo',
    })
    expect(stablecoin.value).toBe(Number(stablecoin.quantity.numeric))
    for (const symbol of ['ltt', 'lusd']) {
      const icon = await get(`/public/getTokenImage/${symbol}?projectId=demo`)
      expect(icon.status).toBe(200)
    }
  })

  test('behavior: the balance changes after a transfer on the local chain', async () => {
    const recipient = freshAccount().address
    expect(await balanceOf(recipient)).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        value: 0,
        quantity: { decimals: '18', numeric: '0' },
      }),
    ])
    await sendEther(chainA, sender, recipient, '0.25')
    await sendTestToken(devnet, chainA, sender, recipient, '12.5')
    const after = await balanceOf(recipient)
    expect(
      after.map((balance: { symbol: string; quantity: unknown; value: number }) => [
        balance.symbol,
        balance.quantity,
        balance.value,
      ]),
    ).toEqual([
      ['ETH', { decimals: '18', numeric: '0.25' }, 500],
      ['LTT', { decimals: '18', numeric: '12.5' }, 12.5],
    ])
    // Chain B did not move.
    expect((await balanceOf(recipient, 'eip155:31338'))[0].quantity.numeric).toBe('0')
  })

  test('behavior: bad requests are 400s naming the field', async () => {
    const address = sender.address
    const cases: [string, string][] = [
      [`/v1/account/0x123/balance?${sdkQuery()}&chainId=eip155:31337`, 'address'],
      [`/v1/account/${address}/balance?${sdkQuery()}`, 'chainId'],
      [`/v1/account/${address}/balance?${sdkQuery()}&chainId=nope`, 'chainId'],
      [
        `/v1/account/${address}/balance?${sdkQuery()}&chainId=eip155:31337&currency=eur`,
        'currency',
      ],
    ]
    for (const [path, field] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).error.field, path).toBe(field)
    }
  })

  test('behavior: a chain the server does not index is a 400 with a clear message', async () => {
    const response = await get(
      `/v1/account/${sender.address}/balance?${sdkQuery()}&chainId=eip155:1`,
    )
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'invalid_request',
        message:
          'Chain eip155:1 is not supported by this server (GET /v1/supported-chains lists the supported chains)',
        field: 'chainId',
      },
    })
  })

  test('behavior: unknown project 403', async () => {
    const response = await get(
      `/v1/account/${sender.address}/balance?${sdkQuery('nobody')}&chainId=eip155:31337`,
    )
    expect(response.status).toBe(403)
  })
})

describe('GET /v1/account/{address}/balance on a Solana cluster', () => {
  test('default: SOL and LTT of a dev account, read live; LTT has no price here, so no value', async () => {
    const balances = await balanceOf(solanaSender.address, solanaDevnetChainId)
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: solanaDevnetChainId,
        value: expect.any(Number),
        price: 100,
        quantity: { decimals: '9', numeric: expect.stringMatching(/^\d+(\.\d+)?$/) },
        iconUrl: 'https://latch.example/public/getTokenImage/sol?projectId=demo',
      },
      {
        name: 'Latch Test Token',
        symbol: 'LTT',
        chainId: solanaDevnetChainId,
        address: `${solanaDevnetChainId}:${solanaDevnetTestToken.mint}`,
        quantity: { decimals: '6', numeric: expect.stringMatching(/^\d+(\.\d+)?$/) },
        iconUrl: 'https://latch.example/public/getTokenImage/ltt?projectId=demo',
      },
    ])
    expect((await get('/public/getTokenImage/sol?projectId=demo')).status).toBe(200)
  })

  test('behavior: the balances follow SOL and LTT transfers on the cluster', async () => {
    // This file's own cluster: no other test moves this account's funds meanwhile.
    const recipient = solanaDevAccounts[4]?.address as string
    const before = await balanceOf(recipient, solanaDevnetChainId)
    const amountOf = (list: { symbol: string; quantity: { numeric: string } }[], symbol: string) =>
      Number(list.find((balance) => balance.symbol === symbol)?.quantity.numeric ?? 0)
    await sendSol({
      rpcUrl: solana.rpcUrl,
      from: solanaSender,
      to: recipient,
      lamports: 2_500_000_000n,
    })
    await sendSolanaTestToken({
      rpcUrl: solana.rpcUrl,
      from: solanaSender,
      to: recipient,
      amount: 12_500_000n,
    })
    const after = await balanceOf(recipient, solanaDevnetChainId)
    expect(amountOf(after, 'SOL') - amountOf(before, 'SOL')).toBeCloseTo(2.5, 9)
    expect(amountOf(after, 'LTT') - amountOf(before, 'LTT')).toBeCloseTo(12.5, 6)
  })

  test('behavior: a new address has SOL 0 and no tokens', async () => {
    // sha256 of a sentence, base58: an address no key holds.
    const nobody = 'DhPs349kXhFUybko9f5jztZ7VuMjXHkTsw6GQKmjjAsq'
    expect(await balanceOf(nobody, solanaDevnetChainId)).toEqual([
      expect.objectContaining({
        symbol: 'SOL',
        value: 0,
        quantity: { decimals: '9', numeric: '0' },
      }),
    ])
  })

  test('behavior: addresses are checked per namespace', async () => {
    const cases: [string, string][] = [
      [sender.address, solanaDevnetChainId],
      ['0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl0OIl', solanaDevnetChainId],
      [solanaSender.address, 'eip155:31337'],
    ]
    for (const [address, chainId] of cases) {
      const response = await get(`/v1/account/${address}/balance?${sdkQuery()}&chainId=${chainId}`)
      expect(response.status, address).toBe(400)
      expect((await response.json()).error.field, address).toBe('address')
    }
  })

  test('behavior: a cluster whose RPC fails is a 502; an unknown cluster a 400', async () => {
    const down = await get(
      `/v1/account/${solanaSender.address}/balance?${sdkQuery()}&chainId=${deadCluster}`,
    )
    expect(down.status).toBe(502)
    expect((await down.json()).error.code).toBe('chain_unavailable')
    const unknown = await get(
      `/v1/account/${solanaSender.address}/balance?${sdkQuery()}&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
    )
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).error.field).toBe('chainId')
  })
})

describe('GET /v1/account/{account}/history', () => {
  test('default: the transfers of the account, newest first, with cursor paging', async () => {
    const me = freshAccount().address
    const hashes = [
      await sendEther(chainA, sender, me, '1'),
      await sendTestToken(devnet, chainA, sender, me, '3'),
      await sendEther(chainA, sender, me, '2'),
    ]
    await server.indexer.syncToLatest()
    const first = await getJson(`/v1/account/eip155:31337:${me}/history?${sdkQuery()}&limit=2`)
    expect(first.data.map((tx: { metadata: { hash: string } }) => tx.metadata.hash)).toEqual([
      hashes[2],
      hashes[1],
    ])
    expect(first.data[1]).toEqual({
      id: `eip155:31337:${hashes[1]}`,
      metadata: {
        operationType: 'receive',
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
        chain: 'eip155:31337',
        status: 'confirmed',
        sentFrom: sender.address,
        sentTo: me,
        hash: hashes[1],
      },
      transfers: [
        {
          fungible_info: {
            name: 'Latch Test Token',
            symbol: 'LTT',
            icon: { url: 'https://latch.example/public/getTokenImage/ltt?projectId=demo' },
          },
          direction: 'in',
          quantity: { numeric: '3' },
          value: 3,
          price: 1,
        },
      ],
    })
    expect(first.next).toEqual(expect.any(String))
    const second = await getJson(
      `/v1/account/${me}/history?${sdkQuery()}&chainId=eip155:31337&limit=2&cursor=${first.next}`,
    )
    expect(second.data.map((tx: { metadata: { hash: string } }) => tx.metadata.hash)).toEqual([
      hashes[0],
    ])
    expect(second.next).toBeNull()
  })

  test('behavior: the sender sees a send with direction out', async () => {
    const me = freshAccount().address
    const hash = await sendEther(chainB, sender, me, '0.5')
    await server.indexer.syncToLatest()
    const page = await getJson(
      `/v1/account/${sender.address}/history?${sdkQuery()}&chainId=eip155:31338`,
    )
    const sent = page.data.find((tx: { metadata: { hash: string } }) => tx.metadata.hash === hash)
    expect(sent.metadata).toMatchObject({ operationType: 'send', chain: 'eip155:31338' })
    expect(sent.transfers[0]).toMatchObject({
      direction: 'out',
      quantity: { numeric: '0.5' },
      value: 1000,
    })
  })

  test('behavior: bad account, chain, cursor are 400s; unknown chain 400', async () => {
    const cases: [string, string][] = [
      [`/v1/account/not-an-address/history?${sdkQuery()}`, 'account'],
      [`/v1/account/${sender.address}/history?${sdkQuery()}&cursor=bogus`, 'cursor'],
      [`/v1/account/${sender.address}/history?${sdkQuery()}&chainId=eip155:1`, 'chainId'],
      [
        `/v1/account/eip155:31338:${sender.address}/history?${sdkQuery()}&chainId=eip155:31337`,
        'chainId',
      ],
    ]
    for (const [path, field] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).error.field, path).toBe(field)
    }
    expect((await get(`/v1/account/${sender.address}/history?${sdkQuery('nobody')}`)).status).toBe(
      403,
    )
  })
})

describe('GET /v1/account/{account}/history on a Solana cluster', () => {
  test('default: the transactions read from the cluster, for a CAIP-10 account or an address and chainId', async () => {
    const recipient = solanaDevAccounts[2]?.address as string
    const signature = await sendSol({
      rpcUrl: solana.rpcUrl,
      from: solanaSender,
      to: recipient,
      lamports: 250_000_000n,
    })
    const pages = []
    for (const path of [
      `/v1/account/${solanaDevnetChainId}:${solanaSender.address}/history?${sdkQuery()}&limit=1`,
      `/v1/account/${solanaSender.address}/history?${sdkQuery()}&chainId=${solanaDevnetChainId}&limit=1`,
    ]) {
      const response = await get(path)
      expect(response.status, path).toBe(200)
      expect(response.headers.get('cache-control')).toBe('no-store')
      pages.push(await response.json())
    }
    expect(pages[0].data).toEqual(pages[1].data)
    expect(pages[0].data[0]).toMatchObject({
      id: `${solanaDevnetChainId}:${signature}`,
      metadata: { operationType: 'send', status: 'confirmed', sentTo: recipient, hash: signature },
      transfers: [
        {
          fungible_info: {
            symbol: 'SOL',
            icon: { url: 'https://latch.example/public/getTokenImage/sol?projectId=demo' },
          },
          direction: 'out',
          quantity: { numeric: '0.25' },
          price: 100,
          value: 25,
        },
      ],
    })
    const next = await getJson(
      `/v1/account/${solanaSender.address}/history?${sdkQuery()}&chainId=${solanaDevnetChainId}&limit=1&cursor=${pages[0].next}`,
    )
    expect(next.data[0].metadata.hash).not.toBe(signature)
  })

  test('behavior: a cluster whose RPC fails is a 502 (the client says "Failed to fetch transactions")', async () => {
    const down = await get(
      `/v1/account/${solanaSender.address}/history?${sdkQuery()}&chainId=${deadCluster}`,
    )
    expect(down.status).toBe(502)
    expect((await down.json()).error.code).toBe('chain_unavailable')
  })

  test('behavior: an address of the other namespace, no or an unknown cluster, a bad cursor: 400', async () => {
    const cases: [string, string][] = [
      [
        `/v1/account/${sender.address}/history?${sdkQuery()}&chainId=${solanaDevnetChainId}`,
        'account',
      ],
      [`/v1/account/${solanaSender.address}/history?${sdkQuery()}&chainId=eip155:31337`, 'account'],
      [
        `/v1/account/${solanaSender.address}/history?${sdkQuery()}&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
        'chainId',
      ],
      [`/v1/account/${solanaSender.address}/history?${sdkQuery()}`, 'chainId'],
      [
        `/v1/account/${solanaSender.address}/history?${sdkQuery()}&chainId=${solanaDevnetChainId}&cursor=bogus`,
        'cursor',
      ],
    ]
    for (const [path, field] of cases) {
      const response = await get(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).error.field, path).toBe(field)
    }
  })
})

describe('POST /v1/fungible/price', () => {
  const post = (body: unknown, projectId = 'demo') =>
    server.app.request(`/v1/fungible/price?${sdkQuery(projectId)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })

  test('default: known tokens and native ids; unknown ones left out; no price for an unpriced one', async () => {
    const response = await post({
      currency: 'usd',
      projectId: 'demo',
      addresses: [
        `eip155:31337:${devnetTestToken.address.toLowerCase()}`,
        `eip155:31337:${devnetStablecoin.address}`,
        'eip155:31338:native',
        'eip155:31337:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
        'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        `${solanaDevnetChainId}:native`,
        `${solanaDevnetChainId}:${solanaDevnetTestToken.mint}`,
        `${solanaDevnetChainId}:${solanaDevnetTestToken.mint.toLowerCase()}`,
        'garbage',
      ],
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      fungibles: [
        {
          name: 'Latch Test Token',
          symbol: 'LTT',
          iconUrl: 'https://latch.example/public/getTokenImage/ltt?projectId=demo',
          price: 1,
        },
        {
          name: 'Latch USD',
          symbol: 'LUSD',
          iconUrl: 'https://latch.example/public/getTokenImage/lusd?projectId=demo',
          price: 1,
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: 'https://latch.example/public/getTokenImage/eth?projectId=demo',
          price: 2000,
        },
        {
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: 'https://latch.example/public/getTokenImage/eth?projectId=demo',
          price: 2000,
        },
        {
          name: 'Solana',
          symbol: 'SOL',
          iconUrl: 'https://latch.example/public/getTokenImage/sol?projectId=demo',
          price: 100,
        },
        // Listed, but priced neither by the table nor by an exchange: no price, never 0.
        {
          name: 'Latch Test Token',
          symbol: 'LTT',
          iconUrl: 'https://latch.example/public/getTokenImage/ltt?projectId=demo',
        },
      ],
    })
  })

  test('behavior: bad bodies are 400s naming the field; unknown project 403', async () => {
    const cases: [unknown, string][] = [
      [{ currency: 'eur', addresses: ['eip155:1:native'] }, 'currency'],
      [{ currency: 'usd', addresses: [] }, 'addresses'],
      [{ currency: 'usd' }, 'addresses'],
      [{ currency: 'usd', addresses: ['eip155:1:native'], projectId: 'other' }, 'projectId'],
    ]
    for (const [body, field] of cases) {
      const response = await post(body)
      expect(response.status, field).toBe(400)
      expect((await response.json()).error.field, field).toBe(field)
    }
    expect((await post({ currency: 'usd', addresses: ['x'] }, 'nobody')).status).toBe(403)
  })
})
