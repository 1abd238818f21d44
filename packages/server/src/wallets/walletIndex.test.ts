import {
  BITCOIN_MAINNET_REFERENCE,
  POLKADOT_MAINNET_REFERENCE,
  SOLANA_MAINNET_REFERENCE,
} from '@latch/core/constants'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { Database, Queryable } from '../db/database.js'
import { migrate } from '../db/migrate.js'
import { createPostgresTestDatabase, createTestDatabase } from '../testing/testDatabase.js'
import { generateSyntheticWallets } from './syntheticWallets.js'
import type { WalletEntry } from './wallet.js'
import {
  canonicalWalletQuery,
  createWalletIndex,
  type FindWalletsParameters,
  type FindWalletsReturnType,
} from './walletIndex.js'
import { readWalletRegistry, seedWalletRegistry, type WalletRow } from './walletStore.js'

/**
 * What `/getWallets` ran before the index, kept here as the reference the index must match:
 * the same filters and order in SQL, counted in full, then one page.
 */
async function findWalletsBySql(
  db: Queryable,
  { page, entries, include, exclude, search, badgeType, chains }: FindWalletsParameters,
): Promise<FindWalletsReturnType> {
  const params: unknown[] = []
  const parameter = (value: unknown) => `$${params.push(value)}`
  const where: string[] = []
  const order: string[] = []
  if (include !== undefined) {
    const ids = parameter(include)
    where.push(`id = ANY(${ids}::text[])`)
    order.push(`array_position(${ids}::text[], id)`)
  }
  if (exclude?.length) where.push(`NOT (id = ANY(${parameter(exclude)}::text[]))`)
  if (chains?.length) {
    const listed = `chains && ${parameter(chains)}::text[]`
    where.push(
      chains.some((chain) => chain.startsWith('eip155:'))
        ? `(${listed} OR EXISTS (SELECT 1 FROM unnest(chains) AS chain WHERE starts_with(chain, 'eip155:')))`
        : listed,
    )
  }
  if (badgeType === 'certified') where.push(`badge_type = 'certified'`)
  const term = search?.trim().toLowerCase()
  if (term) {
    const value = parameter(term)
    where.push(`strpos(lower(name), ${value}) > 0`)
    order.push(`starts_with(lower(name), ${value}) DESC`)
  }
  order.push('rank', 'id')
  const filter = where.length ? `WHERE ${where.join(' AND ')}` : ''
  const { rows: counted } = await db.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM wallets ${filter}`,
    params,
  )
  const limit = parameter(entries)
  const offset = parameter((page - 1) * entries)
  const { rows } = await db.query<WalletRow>(
    `SELECT id, name, image_id, color, rdns, chains, homepage, mobile_link, desktop_link,
       webapp_link, badge_type
     FROM wallets ${filter} ORDER BY ${order.join(', ')} LIMIT ${limit} OFFSET ${offset}`,
    params,
  )
  return { count: counted[0]?.count ?? 0, wallets: rows }
}

const solana = `solana:${SOLANA_MAINNET_REFERENCE}`

function entry(id: string, name: string, chains: string[], certified = false): WalletEntry {
  return {
    id,
    name,
    color: '#123456',
    rdns: null,
    chains,
    homepage: null,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    badge_type: certified ? 'certified' : 'none',
  }
}

// The synthetic names, and names the SQL once had to take literally (% and _), in capitals,
// and on chains no synthetic wallet lists (an EVM chain among them). ASCII only: PostgreSQL's
// lower() follows the database's locale, the index lowercases every script.
const registry: WalletEntry[] = [
  ...generateSyntheticWallets(1_200),
  entry('percent', '100% Vault', ['eip155:10'], true),
  entry('underscore', 'snake_case Keys', ['cosmos:osmosis-1']),
  entry('loud', 'AMBER LOUD', ['eip155:42161']),
  entry('spaced', 'Vault  Two  Spaces', [solana, 'cosmos:osmosis-1'], true),
]
const names = registry.map((wallet) => wallet.name)

const idArbitrary = fc.oneof(
  fc.constantFrom(...registry.map((wallet) => wallet.id)),
  fc.constantFrom('nobody', 'synthetic-99999'),
)
const chainArbitrary = fc.constantFrom(
  'eip155:1',
  'eip155:8453',
  'eip155:31337',
  solana,
  `bip122:${BITCOIN_MAINNET_REFERENCE}`,
  `polkadot:${POLKADOT_MAINNET_REFERENCE}`,
  'cosmos:cosmoshub-4',
  'cosmos:osmosis-1',
)
// A piece of a name, in any case, with blanks around it; or a few characters of any name.
const termArbitrary = fc.oneof(
  fc
    .tuple(fc.constantFrom(...names), fc.nat(), fc.integer({ min: 1, max: 7 }), fc.boolean())
    .map(([name, start, length, upper]) => {
      const from = start % name.length
      const part = name.slice(from, from + length)
      return upper ? ` ${part.toUpperCase()} ` : part
    }),
  fc.stringMatching(/^[a-z0-9 %_]{0,3}$/),
)
const queryArbitrary: fc.Arbitrary<FindWalletsParameters> = fc.record({
  page: fc.oneof(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 400 })),
  entries: fc.integer({ min: 1, max: 100 }),
  include: fc.option(fc.array(idArbitrary, { maxLength: 6 }), { nil: undefined }),
  exclude: fc.option(fc.array(idArbitrary, { maxLength: 6 }), { nil: undefined }),
  search: fc.option(termArbitrary, { nil: undefined }),
  badgeType: fc.option(fc.constantFrom('none' as const, 'certified' as const), { nil: undefined }),
  chains: fc.option(fc.array(chainArbitrary, { maxLength: 3 }), { nil: undefined }),
})

describe.each([
  ['PGlite', () => createTestDatabase()],
  ['PostgreSQL', () => createPostgresTestDatabase(inject('postgresUrl'))],
])('createWalletIndex answers as the SQL did, on %s', (_name, open) => {
  let database: Database
  beforeAll(async () => {
    database = await open()
    await migrate(database)
    await seedWalletRegistry(database, registry)
  })
  afterAll(() => database.close())

  test('behavior: the same count and page for any query', async () => {
    const { fingerprint, wallets } = await readWalletRegistry(database)
    const index = createWalletIndex(fingerprint ?? '', wallets)
    expect(index.size).toBe(registry.length)
    await fc.assert(
      fc.asyncProperty(queryArbitrary, async (query) => {
        expect(index.find(query)).toEqual(await findWalletsBySql(database, query))
      }),
      { numRuns: 300 },
    )
  })
})

describe('createWalletIndex', () => {
  const rows: WalletRow[] = registry.map((wallet, rank) => ({
    ...wallet,
    image_id: `icon-${rank}`,
  }))
  const index = createWalletIndex('v1', rows)
  const ids = (query: Omit<FindWalletsParameters, 'page' | 'entries'>) =>
    index.find({ page: 1, entries: 100, ...query }).wallets.map((wallet) => wallet.id)

  test('default: the registry in rank order, counted in full', () => {
    const { count, wallets } = index.find({ page: 2, entries: 3 })
    expect(count).toBe(rows.length)
    expect(wallets).toEqual(rows.slice(3, 6))
    expect(index.version).toBe('v1')
  })

  test('behavior: names that start with the term first, each group in rank order', () => {
    expect(ids({ search: 'amber l' })).toEqual(['loud'])
    // Only "Vault  Two  Spaces" starts with it; it comes before wallets of a better rank.
    const found = index.find({ page: 1, entries: 1_000, search: 'VAULT' })
    const holding = rows.filter((row) => row.name.toLowerCase().includes('vault'))
    expect(found.count).toBe(holding.length)
    expect(found.wallets.map((wallet) => wallet.id)).toEqual([
      'spaced',
      ...holding.filter((row) => row.id !== 'spaced').map((row) => row.id),
    ])
  })

  test('behavior: featured ids keep the order asked, once each, and every filter', () => {
    expect(ids({ include: ['loud', 'percent', 'loud', 'nobody', 'underscore'] })).toEqual([
      'loud',
      'percent',
      'underscore',
    ])
    expect(ids({ include: ['loud', 'percent', 'underscore'], chains: ['eip155:1'] })).toEqual([
      'loud',
      'percent',
    ])
    expect(ids({ include: ['loud', 'percent'], search: '%' })).toEqual(['percent'])
    expect(index.find({ page: 1, entries: 4, include: [] })).toEqual({ count: 0, wallets: [] })
  })

  test('behavior: names are matched in any script and case', () => {
    const unicode = createWalletIndex('v2', [
      { ...(rows[0] as WalletRow), id: 'eclair', name: 'Éclair Wallet' },
      { ...(rows[1] as WalletRow), id: 'strasse', name: 'STRASSE Ünd Keys' },
    ])
    const search = (term: string) =>
      unicode.find({ page: 1, entries: 4, search: term }).wallets.map((wallet) => wallet.id)
    expect(search('éc')).toEqual(['eclair'])
    expect(search('ÉCLAIR')).toEqual(['eclair'])
    expect(search('ünd')).toEqual(['strasse'])
    expect(search('wallet')).toEqual(['eclair'])
  })

  test('behavior: a term holding NUL matches nothing (no name can hold it)', () => {
    expect(index.find({ page: 1, entries: 4, search: 'vault\u0000' })).toEqual({
      count: 0,
      wallets: [],
    })
  })

  test('behavior: an empty registry answers nothing', () => {
    const empty = createWalletIndex('', [])
    expect(empty.find({ page: 1, entries: 40, search: 'a', chains: ['eip155:1'] })).toEqual({
      count: 0,
      wallets: [],
    })
    expect(empty.find({ page: 1, entries: 40 })).toEqual({ count: 0, wallets: [] })
  })

  test('behavior: a query and its canonical form have the same answer', () => {
    fc.assert(
      fc.property(queryArbitrary, (query) => {
        const canonical = canonicalWalletQuery(query)
        expect(index.find(canonical)).toEqual(index.find(query))
        expect(canonicalWalletQuery(canonical)).toEqual(canonical)
      }),
      { numRuns: 300 },
    )
  })
})

describe('canonicalWalletQuery', () => {
  test('default: one form for queries that ask the same', () => {
    const canonical = canonicalWalletQuery({
      page: 2,
      entries: 40,
      include: ['b', 'a', 'b'],
      exclude: ['z', 'y', 'z'],
      search: '  Amber ',
      badgeType: 'none',
      chains: ['eip155:1', 'cosmos:cosmoshub-4', 'eip155:1'],
    })
    expect(canonical).toEqual({
      page: 2,
      entries: 40,
      include: ['b', 'a'],
      exclude: ['y', 'z'],
      search: 'amber',
      badgeType: undefined,
      chains: ['cosmos:cosmoshub-4', 'eip155:1'],
    })
  })

  test('behavior: empty lists and blanks drop, but an empty include stays', () => {
    expect(
      canonicalWalletQuery({ page: 1, entries: 4, include: [], exclude: [], search: ' ' }),
    ).toEqual({
      page: 1,
      entries: 4,
      include: [],
      exclude: undefined,
      search: undefined,
      badgeType: undefined,
      chains: undefined,
    })
  })
})
