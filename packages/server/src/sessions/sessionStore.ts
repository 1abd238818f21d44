import type { SmartSession } from '@latch/core'
import type { Queryable } from '../db/database.js'

type SessionRow = {
  pci: string
  chain_id: string
  expiry: string
  permissions: SmartSession['permissions']
  revoked: boolean
  on_chain: boolean
}

const toSession = (row: SessionRow): SmartSession => ({
  pci: row.pci,
  chainId: row.chain_id,
  expiry: Number(row.expiry),
  permissions: row.permissions,
  revoked: row.revoked,
})

const columns = 'pci, chain_id, expiry::text AS expiry, permissions, revoked'

/** The smart sessions `address` (lower-case) granted, oldest first, revoked ones included. */
export async function listSessions(db: Queryable, address: string): Promise<SmartSession[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${columns} FROM smart_sessions WHERE address = $1 ORDER BY created_at, pci`,
    [address],
  )
  return rows.map(toSession)
}

/** A session as stored: also whether the chain enforces it (see {@link NewSession}). */
export type StoredSession = SmartSession & { onChain: boolean }

/** The session `pci` of `address`, or `undefined`. */
export async function findSession(
  db: Queryable,
  address: string,
  pci: string,
): Promise<StoredSession | undefined> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${columns}, on_chain FROM smart_sessions WHERE address = $1 AND pci = $2`,
    [address, pci],
  )
  return rows[0] && { ...toSession(rows[0]), onChain: rows[0].on_chain }
}

export type NewSession = Omit<SmartSession, 'revoked'> & {
  /** Lower-case 0x address. */
  address: string
  grantSignature: string
  /**
   * The account enabled it in SmartSessions (the embedded wallet's grant): only an owner
   * operation ends it. Otherwise a record of a signed grant.
   */
  onChain?: boolean | undefined
}

/** Stores a granted session; `undefined` when its grant was used before. */
export async function insertSession(
  db: Queryable,
  session: NewSession,
): Promise<SmartSession | undefined> {
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO smart_sessions
       (pci, address, chain_id, expiry, permissions, grant_signature, on_chain)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7)
     ON CONFLICT (grant_signature) DO NOTHING
     RETURNING ${columns}`,
    [
      session.pci,
      session.address,
      session.chainId,
      session.expiry,
      JSON.stringify(session.permissions),
      session.grantSignature.toLowerCase(),
      session.onChain ?? false,
    ],
  )
  return rows[0] && toSession(rows[0])
}

/** Marks the session revoked (once: a second revocation keeps the first time). */
export async function revokeSession(db: Queryable, address: string, pci: string): Promise<void> {
  await db.query(
    `UPDATE smart_sessions SET revoked = true, revoked_at = coalesce(revoked_at, now())
     WHERE address = $1 AND pci = $2`,
    [address, pci],
  )
}
