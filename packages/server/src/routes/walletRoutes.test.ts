import { SOLANA_MAINNET_REFERENCE } from '@latch/core/constants'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { migrate } from '../db/migrate.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { demoProject } from '../projects/project.js'
import { createTestDatabase, createTestServer, sdkQuery } from '../testing/testDatabase.js'
import { bundledWallets } from '../wallets/bundledWallets.js'
import { generateSyntheticWallets } from '../wallets/syntheticWallets.js'
import type { WalletListing } from '../wallets/wallet.js'
import { seedWalletRegistry } from '../wallets/walletStore.js'
import { walletRoutes } from './walletRoutes.js'

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({ publicUrl: 'https://latch.example' })
})
afterAll(() => server.close())

type Listing = { count: number; data: WalletListing[] }

async function getWallets(query = ''): Promise<Listing> {
  const response = await server.app.request(`/getWallets?${sdkQuery()}${query}`)
  expect(response.status).toBe(200)
  return response.json()
}

const ids = (listing: Listing) => listing.data.map((wallet) => wallet.id)
const solana = `solana:${SOLANA_MAINNET_REFERENCE}`

describe('GET /getWallets (bundled registry)', () => {
  test('default: the first page of 40, most used first', async () => {
    const listing = await getWallets()
    expect(listing.count).toBe(bundledWallets.length)
    expect(listing.data).toHaveLength(40)
    expect(ids(listing)).toEqual(bundledWallets.slice(0, 40).map((wallet) => wallet.id))
    const metamask = listing.data[0] as WalletListing
    expect(metamask).toEqual({
      id: 'metamask',
      name: 'MetaMask',
      image_id: expect.stringMatching(/^metamask-[0-9a-f]{8}$/),
      image_url: `https://latch.example/getWalletImage/${metamask.image_id}?projectId=demo`,
      rdns: 'io.metamask',
      chains: ['eip155:1', 'eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161'],
      homepage: 'https://metamask.io',
      mobile_link: 'metamask://',
      desktop_link: null,
      webapp_link: null,
      badge_type: 'certified',
    })
  })

  test('parameters: page and entries', async () => {
    const second = await getWallets('&page=2&entries=40')
    expect(second.count).toBe(bundledWallets.length)
    expect(ids(second)).toEqual(bundledWallets.slice(40).map((wallet) => wallet.id))
    const recommended = await getWallets('&entries=4')
    expect(ids(recommended)).toEqual(['metamask', 'trust', 'coinbase', 'okx'])
    const beyond = await getWallets('&page=9')
    expect(beyond).toEqual({ count: bundledWallets.length, data: [] })
  })

  test('parameters: include keeps only those ids, in the order asked (featured)', async () => {
    const listing = await getWallets('&include=safe,rabby,phantom,not-a-wallet&entries=4')
    expect(listing.count).toBe(3)
    expect(ids(listing)).toEqual(['safe', 'rabby', 'phantom'])
  })

  test('parameters: exclude', async () => {
    const listing = await getWallets('&exclude=metamask,trust&entries=2')
    expect(listing.count).toBe(bundledWallets.length - 2)
    expect(ids(listing)).toEqual(['coinbase', 'okx'])
  })

  test('parameters: search matches names in any case, names starting with it first', async () => {
    const listing = await getWallets('&search=WALLET&entries=100')
    const expected = bundledWallets.filter((wallet) => /wallet/i.test(wallet.name))
    expect(listing.count).toBe(expected.length)
    expect(listing.data.every((wallet) => /wallet/i.test(wallet.name))).toBe(true)
    const meta = await getWallets('&search=mask')
    expect(ids(meta)).toEqual(['metamask'])
    const prefixFirst = await getWallets('&search=co')
    const names = prefixFirst.data.map((wallet) => wallet.name)
    const firstNonPrefix = names.findIndex((name) => !name.toLowerCase().startsWith('co'))
    expect(firstNonPrefix).toBeGreaterThan(0)
    expect(names.slice(firstNonPrefix).every((name) => !name.toLowerCase().startsWith('co'))).toBe(
      true,
    )
  })

  test('behavior: search takes % and _ literally', async () => {
    expect(await getWallets('&search=%25')).toEqual({ count: 0, data: [] })
    expect(await getWallets('&search=_')).toEqual({ count: 0, data: [] })
  })

  test('parameters: chains keeps wallets on any of them', async () => {
    const listing = await getWallets(`&chains=${solana}&entries=100`)
    const expected = bundledWallets.filter((wallet) => wallet.chains.includes(solana))
    expect(ids(listing)).toEqual(expected.map((wallet) => wallet.id))
    const both = await getWallets(`&chains=${solana},cosmos:cosmoshub-4&entries=100`)
    expect(both.count).toBe(
      bundledWallets.filter(
        (wallet) => wallet.chains.includes(solana) || wallet.chains.includes('cosmos:cosmoshub-4'),
      ).length,
    )
    expect(both.count).toBeGreaterThan(listing.count)
  })

  test('behavior: an EVM chain the registry does not list keeps every EVM wallet', async () => {
    const local = await getWallets('&chains=eip155:31337&entries=100')
    const evm = bundledWallets.filter((wallet) =>
      wallet.chains.some((chain) => chain.startsWith('eip155:')),
    )
    expect(ids(local)).toEqual(evm.map((wallet) => wallet.id))
    expect(local.count).toBeLessThan(bundledWallets.length)
  })

  test('parameters: badge_type', async () => {
    const certified = await getWallets('&badge_type=certified&entries=100')
    expect(ids(certified)).toEqual(
      bundledWallets.filter((wallet) => wallet.badge_type === 'certified').map((w) => w.id),
    )
    expect((await getWallets('&badge_type=none')).count).toBe(bundledWallets.length)
  })

  test('behavior: filters combine', async () => {
    const listing = await getWallets(
      `&chains=${solana}&badge_type=certified&search=o&exclude=phantom&entries=100`,
    )
    const expected = bundledWallets.filter(
      (wallet) =>
        wallet.chains.includes(solana) &&
        wallet.badge_type === 'certified' &&
        wallet.name.toLowerCase().includes('o') &&
        wallet.id !== 'phantom',
    )
    expect(listing.count).toBe(expected.length)
    expect(new Set(ids(listing))).toEqual(new Set(expected.map((wallet) => wallet.id)))
  })

  test('behavior: bad parameters are 400s naming the field', async () => {
    const cases: [string, string][] = [
      ['&entries=0', 'entries'],
      ['&entries=101', 'entries'],
      ['&page=abc', 'page'],
      ['&page=0', 'page'],
      ['&chains=ethereum', 'chains.0'],
      ['&badge_type=gold', 'badge_type'],
      ['&include=a%20b', 'include.0'],
      [`&search=${'x'.repeat(65)}`, 'search'],
    ]
    for (const [query, field] of cases) {
      const response = await server.app.request(`/getWallets?${sdkQuery()}${query}`)
      expect(response.status, query).toBe(400)
      const { error } = await response.json()
      expect(error.field, query).toBe(field)
      expect(error.message, query).toContain(`"${field}"`)
    }
  })

  test('behavior: missing projectId 400, unknown project 403', async () => {
    expect((await server.app.request('/getWallets?entries=4')).status).toBe(400)
    expect((await server.app.request(`/getWallets?${sdkQuery('nobody')}`)).status).toBe(403)
  })

  test('behavior: image URLs default to the request origin', async () => {
    const local = await createTestServer()
    try {
      const response = await local.app.request(
        `http://127.0.0.1:9999/getWallets?${sdkQuery()}&entries=1`,
      )
      const { data } = (await response.json()) as Listing
      expect(data[0]?.image_url).toMatch(
        /^http:\/\/127\.0\.0\.1:9999\/getWalletImage\/metamask-[0-9a-f]{8}\?projectId=demo$/,
      )
    } finally {
      await local.close()
    }
  })

  test('behavior: an ETag per answer; If-None-Match of it is a 304 without a body', async () => {
    const path = `/getWallets?${sdkQuery()}&search=wallet&entries=10`
    const first = await server.app.request(path)
    const etag = first.headers.get('etag') as string
    expect(etag).toMatch(/^"[\w-]{32}"$/)
    expect(first.headers.get('cache-control')).toBe('no-cache')
    expect(first.headers.get('content-type')).toBe('application/json')
    const body = await first.text()
    // Served again (from the cache of answers): the same bytes, the same tag.
    const again = await server.app.request(path)
    expect(again.headers.get('etag')).toBe(etag)
    expect(await again.text()).toBe(body)

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const revalidated = await server.app.request(path, {
        headers: { 'if-none-match': ifNoneMatch },
      })
      expect(revalidated.status, ifNoneMatch).toBe(304)
      expect(revalidated.headers.get('etag')).toBe(etag)
      expect(await revalidated.text()).toBe('')
    }
    const stale = await server.app.request(path, { headers: { 'if-none-match': '"other"' } })
    expect(stale.status).toBe(200)
    expect(await stale.text()).toBe(body)
  })

  test('behavior: queries that ask the same share a tag, others differ', async () => {
    const etagOf = async (query: string) =>
      (await server.app.request(`/getWallets?${sdkQuery()}${query}`)).headers.get('etag')
    const chains = await etagOf(`&chains=eip155:1,${solana}&search=Wallet`)
    expect(await etagOf(`&chains=${solana},eip155:1,eip155:1&search=%20wallet`)).toBe(chains)
    expect(await etagOf(`&chains=${solana}&search=wallet`)).not.toBe(chains)
    expect(await etagOf('&page=2')).not.toBe(await etagOf('&page=1'))
    // The image URLs name the request's origin when no public URL is set: another origin,
    // another answer.
    const local = await createTestServer()
    try {
      const at = async (origin: string) =>
        (await local.app.request(`${origin}/getWallets?${sdkQuery()}`)).headers.get('etag')
      expect(await at('http://127.0.0.1:9999')).not.toBe(await at('http://localhost:9999'))
    } finally {
      await local.close()
    }
  })

  test('behavior: a registry seeded by another process is served under a new tag', async () => {
    const database = await createTestDatabase()
    try {
      await migrate(database)
      await seedWalletRegistry(database, generateSyntheticWallets(5))
      const app = new Hono<ServiceEnv>()
        .use(async (c, next) => {
          c.set('project', demoProject)
          await next()
        })
        .route('/', walletRoutes(database, 'https://latch.example', { registryCheckIntervalMs: 0 }))
      const before = await app.request('/getWallets')
      expect(((await before.json()) as Listing).count).toBe(5)
      await seedWalletRegistry(database, generateSyntheticWallets(7))
      // The registry in memory answers while the new one loads in the background.
      await vi.waitFor(async () => {
        const after = await app.request('/getWallets', {
          headers: { 'if-none-match': before.headers.get('etag') as string },
        })
        expect(after.status).toBe(200)
        expect(after.headers.get('etag')).not.toBe(before.headers.get('etag'))
        expect(((await after.json()) as Listing).count).toBe(7)
      })
    } finally {
      await database.close()
    }
  })
})
