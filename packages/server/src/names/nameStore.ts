import type { NameProfile } from '@latch/core'
import { getAddress } from 'viem'
import type { Database, Queryable } from '../db/database.js'

type ProfileRow = {
  name: string
  attributes: Record<string, string>
  addresses: { coin_type: string; address: string }[] | null
}

const profileSelect = `
  SELECT n.name, n.attributes,
    (SELECT json_agg(json_build_object('coin_type', a.coin_type::text, 'address', a.address)
       ORDER BY a.coin_type)
     FROM name_addresses a WHERE a.name = n.name) AS addresses
  FROM names n`

function toProfile(row: ProfileRow): NameProfile {
  return {
    name: row.name,
    addresses: Object.fromEntries(
      (row.addresses ?? []).map((entry) => [
        entry.coin_type,
        { address: getAddress(entry.address) },
      ]),
    ),
    attributes: row.attributes,
  }
}

/** The profile of a full name (`ada.latch`, lower-case), or `undefined`. */
export async function findNameProfile(
  db: Queryable,
  name: string,
): Promise<NameProfile | undefined> {
  const { rows } = await db.query<ProfileRow>(`${profileSelect} WHERE n.name = $1`, [name])
  return rows[0] && toProfile(rows[0])
}

/**
 * The profiles of the names pointing to `address` (lower-case), newest first: the name an
 * account registered last is the one it goes by (its identity's, and the modal's Account).
 */
export async function findNameProfilesOf(db: Queryable, address: string): Promise<NameProfile[]> {
  const { rows } = await db.query<ProfileRow>(
    `${profileSelect}
     WHERE n.name IN (SELECT name FROM name_addresses WHERE address = $1)
     ORDER BY n.registered_at DESC, n.name`,
    [address],
  )
  return rows.map(toProfile)
}

/** Which of `names` are registered. */
export async function registeredNames(
  db: Queryable,
  names: readonly string[],
): Promise<Set<string>> {
  const { rows } = await db.query<{ name: string }>(
    'SELECT name FROM names WHERE name = ANY($1::text[])',
    [[...names]],
  )
  return new Set(rows.map((row) => row.name))
}

export type NewName = {
  /** The full name, lower-case. */
  name: string
  attributes: Record<string, string>
  coinType: number
  /** Lower-case 0x address. */
  address: string
}

/** Stores a name and its address; `undefined` when the name is taken. */
export async function insertName(
  db: Pick<Database, 'transaction'>,
  entry: NewName,
): Promise<NameProfile | undefined> {
  return db.transaction(async (tx) => {
    const inserted = await tx.query(
      `INSERT INTO names (name, attributes, registered_by) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (name) DO NOTHING`,
      [entry.name, JSON.stringify(entry.attributes), entry.address],
    )
    if (inserted.rowCount === 0) return undefined
    await tx.query('INSERT INTO name_addresses (name, coin_type, address) VALUES ($1, $2, $3)', [
      entry.name,
      entry.coinType,
      entry.address,
    ])
    return findNameProfile(tx, entry.name)
  })
}
