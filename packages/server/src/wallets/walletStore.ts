import { createHash } from 'node:crypto'
import type { Database, Queryable } from '../db/database.js'
import type { BadgeType, WalletEntry } from './wallet.js'
import { iconImageId } from './walletIcon.js'

export type WalletRow = {
  id: string
  name: string
  image_id: string
  color: string
  rdns: string | null
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type: BadgeType
}

export type FindWalletsParameters = {
  /** From 1. */
  page: number
  entries: number
  /** Only these ids, in this order (featured wallets). */
  include?: readonly string[] | undefined
  exclude?: readonly string[] | undefined
  /** Part of the name, any case. */
  search?: string | undefined
  /** `certified` keeps certified wallets only; `none` does not filter. */
  badgeType?: BadgeType | undefined
  /** CAIP-2 ids: wallets on at least one of them. */
  chains?: readonly string[] | undefined
}

export type FindWalletsReturnType = { count: number; wallets: WalletRow[] }

const columns =
  'id, name, image_id, color, rdns, chains, homepage, mobile_link, desktop_link, webapp_link, badge_type'

/**
 * One page of the registry: wallets matching every filter given, featured ones in the order
 * asked, then name matches that start with the search term, then registry rank.
 */
export async function findWallets(
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
    // An EVM wallet serves every EVM chain: a chain it does not list yet is added with
    // wallet_addEthereumChain (EIP-3085), so a site on a new or local chain still gets them.
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
    // strpos and starts_with take the term literally: no LIKE wildcards to escape.
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
    `SELECT ${columns} FROM wallets ${filter} ORDER BY ${order.join(', ')} LIMIT ${limit} OFFSET ${offset}`,
    params,
  )
  return { count: counted[0]?.count ?? 0, wallets: rows }
}

/** The name and colour of the wallet an icon id belongs to, to draw it. */
export async function findWalletIcon(
  db: Queryable,
  imageId: string,
): Promise<{ name: string; color: string } | undefined> {
  const { rows } = await db.query<{ name: string; color: string }>(
    'SELECT name, color FROM wallets WHERE image_id = $1',
    [imageId],
  )
  return rows[0]
}

const insertBatchSize = 2_000

/**
 * Makes the `wallets` table hold exactly `wallets`, ranked in their order. Skipped when the
 * same registry was seeded before (a fingerprint in `seed_state`), so restarts stay fast.
 */
export async function seedWalletRegistry(
  db: Pick<Database, 'query' | 'transaction'>,
  wallets: readonly WalletEntry[],
): Promise<{ seeded: boolean }> {
  const fingerprint = createHash('sha256').update(JSON.stringify(wallets)).digest('hex')
  const { rows } = await db.query<{ fingerprint: string }>(
    `SELECT fingerprint FROM seed_state WHERE name = 'wallet_registry'`,
  )
  if (rows[0]?.fingerprint === fingerprint) return { seeded: false }
  await db.transaction(async (tx) => {
    await tx.query('DELETE FROM wallets')
    for (let start = 0; start < wallets.length; start += insertBatchSize) {
      const batch = wallets.slice(start, start + insertBatchSize).map((wallet, index) => ({
        ...wallet,
        rank: start + index,
        image_id: iconImageId(wallet.id, wallet.name, wallet.color),
      }))
      await tx.query(
        `INSERT INTO wallets (id, name, rank, image_id, color, rdns, chains, homepage,
           mobile_link, desktop_link, webapp_link, badge_type)
         SELECT id, name, rank, image_id, color, rdns, chains, homepage,
           mobile_link, desktop_link, webapp_link, badge_type
         FROM jsonb_to_recordset($1::jsonb) AS entry(id text, name text, rank int,
           image_id text, color text, rdns text, chains text[], homepage text,
           mobile_link text, desktop_link text, webapp_link text, badge_type text)`,
        [JSON.stringify(batch)],
      )
    }
    await tx.query(
      `INSERT INTO seed_state (name, fingerprint) VALUES ('wallet_registry', $1)
       ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, seeded_at = now()`,
      [fingerprint],
    )
  })
  return { seeded: true }
}
