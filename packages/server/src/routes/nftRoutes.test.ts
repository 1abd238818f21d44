import { devAccounts, devnetWalletClient } from '@latch/testkit'
import type { Hono } from 'hono'
import { erc721Abi, getAddress } from 'viem'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { createChainClients } from '../chains/chainClient.js'
import { resolveServerConfig } from '../config/serverConfig.js'
import type { Database } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { createApp } from '../http/createApp.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { createIndexer, type Indexer } from '../indexer/createIndexer.js'
import { createNftMetadataFetcher } from '../nfts/nftMetadataFetcher.js'
import { demoProject } from '../projects/project.js'
import { saveProject } from '../projects/projectStore.js'
import { devnetChainRpc } from '../testing/devnetClients.js'
import { createTestDatabase, sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const [chainA] = devnet.chains
const [account0, account1, , , , account5] = devAccounts
if (!chainA || !account0 || !account1 || !account5) throw new Error('the devnet has dev accounts')
const collection = getAddress('0x5FC8d32690cc91D4c39d9d3abcBD16989F875707')
// Where the testkit's tokenURI points in the test run (its default base): this server's
// metadata route, reached in-process.
const defaultBase = 'http://127.0.0.1:8787/'

let database: Database
let app: Hono<ServiceEnv>
let unreadableApp: Hono<ServiceEnv>
let indexer: Indexer
beforeAll(async () => {
  database = await createTestDatabase()
  await migrate(database)
  await saveProject(database, demoProject)
  const config = resolveServerConfig({
    env: {},
    development: true,
    chainRpc: devnetChainRpc(devnet),
    indexerPollMs: false,
    rateLimit: false,
  })
  const chainClients = createChainClients(config.chains)
  const served = async (url: string) => {
    if (!url.startsWith(defaultBase)) throw new Error(`unexpected fetch of ${url}`)
    return app.request(`/${url.slice(defaultBase.length)}`)
  }
  app = createApp({
    database,
    config,
    chainClients,
    nftMetadata: createNftMetadataFetcher({ fetch: (url) => served(String(url)) }),
  })
  unreadableApp = createApp({
    database,
    config,
    chainClients,
    nftMetadata: createNftMetadataFetcher({
      fetch: () => Promise.reject(new Error('connection refused')),
    }),
  })
  indexer = createIndexer({
    database,
    chains: config.chains,
    clients: chainClients,
    startBlock: 0,
    batchSize: 100,
  })
  await indexer.syncToLatest()
})

const nftsOf = async (address: string, query = '', target = app) => {
  const response = await target.request(`/v1/account/${address}/nfts?${sdkQuery()}${query}`)
  expect(response.status).toBe(200)
  return response.json() as Promise<{ data: Record<string, unknown>[]; next: string | null }>
}
const idsOf = (page: { data: Record<string, unknown>[] }) =>
  page.data.map((nft) => `${nft.chainId}/${nft.tokenId}`)

describe('GET /devnet/collectibles/{chainId}/{tokenId}', () => {
  test('default: ERC-721 metadata whose image is an SVG of this server', async () => {
    const response = await app.request('/devnet/collectibles/31337/2')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      name: 'Latch Collectible #2',
      description: expect.stringContaining('Latch Collectibles (LCOL)'),
      image: 'http://localhost/devnet/collectibles/31337/2/image.svg',
      attributes: [
        { trait_type: 'Colour', value: expect.any(String) },
        { trait_type: 'Shape', value: expect.any(String) },
        { trait_type: 'Chain', value: 31337 },
      ],
    })
    const image = await app.request('/devnet/collectibles/31337/2/image.svg')
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(image.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(image.headers.get('x-content-type-options')).toBe('nosniff')
    expect(await image.text()).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[\s\S]*#2<\/text>\n<\/svg>$/,
    )
  })

  test('behavior: each token has its own drawing', async () => {
    const drawings = await Promise.all(
      Array.from({ length: 12 }, async (_, index) =>
        (await app.request(`/devnet/collectibles/31338/${index + 1}/image.svg`)).text(),
      ),
    )
    expect(new Set(drawings).size).toBe(12)
  })

  test('behavior: another chain or a bad id is 404 / 400', async () => {
    expect((await app.request('/devnet/collectibles/1/1')).status).toBe(404)
    expect((await app.request('/devnet/collectibles/31337/0')).status).toBe(400)
    expect((await app.request('/devnet/collectibles/31337/x/image.svg')).status).toBe(400)
  })
})

describe('GET /v1/account/{address}/nfts', () => {
  test('default: account 0 holds tokens 1–3 on chain A, with their metadata', async () => {
    const page = await nftsOf(account0.address, '&chainId=eip155:31337')
    expect(page).toEqual({
      data: [1, 2, 3].map((id) => ({
        chainId: 'eip155:31337',
        contract: `eip155:31337:${collection}`,
        collection: { name: 'Latch Collectibles', symbol: 'LCOL' },
        tokenId: String(id),
        name: `Latch Collectible #${id}`,
        description: expect.stringContaining(`Token ${id} of the Latch Collectibles`),
        image: `http://localhost/devnet/collectibles/31337/${id}/image.svg`,
        tokenUri: `${defaultBase}devnet/collectibles/31337/${id}`,
      })),
      next: null,
    })
  })

  test('parameters: every indexed chain without chainId, a page at a time', async () => {
    const first = await nftsOf(account0.address.toLowerCase(), '&limit=4')
    expect(idsOf(first)).toEqual([
      'eip155:31337/1',
      'eip155:31337/2',
      'eip155:31337/3',
      'eip155:31338/1',
    ])
    expect(first.next).toEqual(expect.any(String))
    const second = await nftsOf(account0.address, `&limit=4&cursor=${first.next}`)
    expect(idsOf(second)).toEqual(['eip155:31338/2', 'eip155:31338/3'])
    expect(second.next).toBeNull()
    const caip10 = await nftsOf(`eip155:31338:${account0.address}`)
    expect(idsOf(caip10)).toEqual(['eip155:31338/1', 'eip155:31338/2', 'eip155:31338/3'])
  })

  test('behavior: unreadable metadata still lists the token with its id and collection', async () => {
    const page = await nftsOf(account0.address, '&chainId=eip155:31337&limit=1', unreadableApp)
    expect(page.data).toEqual([
      {
        chainId: 'eip155:31337',
        contract: `eip155:31337:${collection}`,
        collection: { name: 'Latch Collectibles', symbol: 'LCOL' },
        tokenId: '1',
        name: 'Latch Collectibles #1',
        tokenUri: `${defaultBase}devnet/collectibles/31337/1`,
      },
    ])
  })

  test('behavior: a safeTransferFrom moves the token once the indexer reads it', async () => {
    const wallet = devnetWalletClient(chainA, account1)
    const hash = await wallet.writeContract({
      address: collection,
      abi: erc721Abi,
      functionName: 'safeTransferFrom',
      args: [account1.address, account5.address, 4n],
    })
    await wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    // Not indexed yet: the listing follows the indexer, not the chain.
    expect(idsOf(await nftsOf(account5.address, '&chainId=eip155:31337'))).toEqual([])
    await indexer.syncToLatest()
    expect(idsOf(await nftsOf(account5.address, '&chainId=eip155:31337'))).toEqual([
      'eip155:31337/4',
    ])
    expect(idsOf(await nftsOf(account1.address, '&chainId=eip155:31337'))).toEqual([
      'eip155:31337/5',
      'eip155:31337/6',
    ])
    // The history shows it on both sides, named by the collection's symbol.
    const historyOf = async (address: string) => {
      const response = await app.request(
        `/v1/account/${address}/history?${sdkQuery()}&chainId=eip155:31337`,
      )
      expect(response.status).toBe(200)
      const { data } = await response.json()
      return data.find(
        (transaction: { metadata: { hash: string } }) => transaction.metadata.hash === hash,
      )
    }
    const received = await historyOf(account5.address)
    expect(received).toMatchObject({
      metadata: {
        operationType: 'receive',
        status: 'confirmed',
        sentFrom: account1.address,
        sentTo: account5.address,
      },
      transfers: [
        {
          nft_info: { name: 'LCOL #4', flags: { is_spam: false } },
          direction: 'in',
          quantity: { numeric: '1' },
        },
      ],
    })
    expect(received.transfers[0].fungible_info).toBeUndefined()
    expect(await historyOf(account1.address)).toMatchObject({
      metadata: { operationType: 'send' },
      transfers: [{ nft_info: { name: 'LCOL #4' }, direction: 'out' }],
    })
    // The other chain did not move.
    expect(idsOf(await nftsOf(account1.address, '&chainId=eip155:31338'))).toEqual([
      'eip155:31338/4',
      'eip155:31338/5',
      'eip155:31338/6',
    ])
  })

  test('behavior: bad input is 400 naming the field', async () => {
    const cases: [string, string][] = [
      [`/v1/account/bob/nfts?${sdkQuery()}`, 'address'],
      [`/v1/account/${account0.address}/nfts?${sdkQuery()}&chainId=eip155:1`, 'chainId'],
      [`/v1/account/${account0.address}/nfts?${sdkQuery()}&chainId=nope`, 'chainId'],
      [
        `/v1/account/eip155:31338:${account0.address}/nfts?${sdkQuery()}&chainId=eip155:31337`,
        'chainId',
      ],
      [`/v1/account/${account0.address}/nfts?${sdkQuery()}&limit=0`, 'limit'],
      [`/v1/account/${account0.address}/nfts?${sdkQuery()}&cursor=forged.cursor`, 'cursor'],
    ]
    for (const [path, field] of cases) {
      const response = await app.request(path)
      expect(response.status, path).toBe(400)
      expect((await response.json()).error).toMatchObject({ code: 'invalid_request', field })
    }
    expect((await app.request(`/v1/account/${account0.address}/nfts`)).status).toBe(400)
  })
})
