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

/** The `seed_state` row of the wallet registry. */
const registrySeed = 'wallet_registry'

/** The fingerprint of the registry the table holds: it changes whenever another is seeded. */
export async function walletRegistryFingerprint(
  db: Pick<Queryable, 'query'>,
): Promise<string | undefined> {
  const { rows } = await db.query<{ fingerprint: string }>(
    'SELECT fingerprint FROM seed_state WHERE name = $1',
    [registrySeed],
  )
  return rows[0]?.fingerprint
}

type NoWallet = { [column in keyof WalletRow]: null }

export type WalletRegistrySnapshot = {
  /** `undefined` when no registry was seeded. */
  fingerprint: string | undefined
  /** In rank order. */
  wallets: WalletRow[]
}

/**
 * Every wallet in rank order with the fingerprint of their seeding, read in one statement: one
 * snapshot, so the rows are those of that fingerprint even while another process reseeds. (Rows
 * rather than one JSON aggregate: PGlite would grow its memory, for good, by the whole text.)
 */
export async function readWalletRegistry(
  db: Pick<Queryable, 'query'>,
): Promise<WalletRegistrySnapshot> {
  // Every row repeats the fingerprint; an empty registry is one row without a wallet.
  const { rows } = await db.query<{ fingerprint: string } & (WalletRow | NoWallet)>(
    `SELECT seed.fingerprint, wallet.id, wallet.name, wallet.image_id, wallet.color,
       wallet.rdns, wallet.chains, wallet.homepage, wallet.mobile_link, wallet.desktop_link,
       wallet.webapp_link, wallet.badge_type
     FROM (SELECT fingerprint FROM seed_state WHERE name = $1) AS seed
     LEFT JOIN wallets AS wallet ON true
     ORDER BY wallet.rank, wallet.id`,
    [registrySeed],
  )
  const wallets: WalletRow[] = []
  for (const { fingerprint: _, ...wallet } of rows) {
    if (wallet.id !== null) wallets.push(wallet)
  }
  return { fingerprint: rows[0]?.fingerprint, wallets }
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
// The class of the seed's transaction lock (`pg_advisory_xact_lock(class, hashtext(name))`).
const seedLockClass = 4_771_531

/**
 * Makes the `wallets` table hold exactly `wallets`, ranked in their order. Skipped when the
 * same registry was seeded before (a fingerprint in `seed_state`), so restarts stay fast.
 */
export async function seedWalletRegistry(
  db: Pick<Database, 'query' | 'transaction'>,
  wallets: readonly WalletEntry[],
): Promise<{ seeded: boolean }> {
  const fingerprint = createHash('sha256').update(JSON.stringify(wallets)).digest('hex')
  if ((await walletRegistryFingerprint(db)) === fingerprint) return { seeded: false }
  return db.transaction(async (tx) => {
    // Processes starting together on one database each found the old fingerprint: one seeds at
    // a time, and the others find its fingerprint once they have the lock (without it, both
    // deleted, both inserted, and the second failed on a duplicate key and did not start).
    await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [seedLockClass, registrySeed])
    if ((await walletRegistryFingerprint(tx)) === fingerprint) return { seeded: false }
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
      `INSERT INTO seed_state (name, fingerprint) VALUES ($1, $2)
       ON CONFLICT (name) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, seeded_at = now()`,
      [registrySeed, fingerprint],
    )
    return { seeded: true }
  })
}
