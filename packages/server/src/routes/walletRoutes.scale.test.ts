import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import {
  generateSyntheticWallets,
  syntheticCertifiedEvery,
  syntheticChainSets,
} from '../wallets/syntheticWallets.js'
import type { WalletListing } from '../wallets/wallet.js'

const size = 10_000
const wallets = generateSyntheticWallets(size)
let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({ walletRegistry: { synthetic: size } })
})
afterAll(() => server.close())

type Listing = { count: number; data: WalletListing[] }
async function getWallets(query: string): Promise<Listing> {
  const response = await server.app.request(`/getWallets?${sdkQuery()}${query}`)
  expect(response.status).toBe(200)
  return response.json()
}
const ids = (listing: Listing) => listing.data.map((wallet) => wallet.id)

describe('GET /getWallets (10 000 synthetic wallets)', () => {
  test('default: counted in full, paged by 40', async () => {
    const first = await getWallets('')
    expect(first.count).toBe(size)
    expect(ids(first)).toEqual(wallets.slice(0, 40).map((wallet) => wallet.id))
    const middle = await getWallets('&page=125')
    expect(ids(middle)).toEqual(wallets.slice(4960, 5000).map((wallet) => wallet.id))
    const last = await getWallets('&page=250')
    expect(ids(last)).toEqual(wallets.slice(9960).map((wallet) => wallet.id))
    expect((await getWallets('&page=251')).data).toEqual([])
  })

  test('behavior: pages of 100 cover every wallet once', async () => {
    const seen = new Set<string>()
    for (let page = 1; page <= size / 100; page++) {
      for (const id of ids(await getWallets(`&page=${page}&entries=100`))) seen.add(id)
    }
    expect(seen.size).toBe(size)
  })

  test('parameters: search over 10 000 names', async () => {
    const listing = await getWallets('&search=amber vault 99&entries=100')
    const expected = wallets.filter((wallet) =>
      wallet.name.toLowerCase().includes('amber vault 99'),
    )
    expect(expected.length).toBeGreaterThan(1)
    expect(listing.count).toBe(expected.length)
    expect(new Set(ids(listing))).toEqual(new Set(expected.map((wallet) => wallet.id)))
  })

  test('parameters: chains, badge_type, include and exclude at scale', async () => {
    const bitcoin = syntheticChainSets[3]?.[0] as string
    const onBitcoin = await getWallets(`&chains=${bitcoin}`)
    expect(onBitcoin.count).toBe(wallets.filter((wallet) => wallet.chains.includes(bitcoin)).length)
    expect(onBitcoin.data.every((wallet) => wallet.chains.includes(bitcoin))).toBe(true)

    const certified = await getWallets('&badge_type=certified&entries=100&page=2')
    expect(certified.count).toBe(Math.ceil(size / syntheticCertifiedEvery))
    expect(ids(certified)[0]).toBe(wallets[100 * syntheticCertifiedEvery]?.id)

    const featured = await getWallets('&include=synthetic-09999,synthetic-00002,synthetic-05000')
    expect(ids(featured)).toEqual(['synthetic-09999', 'synthetic-00002', 'synthetic-05000'])

    const excluded = await getWallets('&exclude=synthetic-00001,synthetic-00002&entries=1')
    expect(excluded.count).toBe(size - 2)
    expect(ids(excluded)).toEqual(['synthetic-00003'])
  })
})
