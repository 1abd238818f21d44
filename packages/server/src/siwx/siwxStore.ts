import type { SiwxSession } from '@latch/core'
import type { Queryable } from '../db/database.js'

/** A verified sign-in as the routes answer it. */
export type SiwxSessionRecord = {
  /**
   * CAIP-10, the address as the message wrote it: `eip155:31337:0xAbC…` (EIP-55),
   * `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1:A3pq…` (base58).
   */
  account: string
  /** CAIP-2: `eip155:31337`, `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  chainId: string
  /** The message's fields (core's `SiwxSession.data`). */
  data: SiwxSession['data']
  /** The text that was signed (EIP-4361, or CAIP-122's Solana profile). */
  message: string
  /** 0x hex (eip155) or base58 (solana). */
  signature: string
  /** ISO 8601: the session is not answered after this moment. */
  expiresAt: string
}

export type NewSiwxSession = Omit<SiwxSessionRecord, 'expiresAt'> & {
  projectId: string
  /** As {@link SiwxAccountKey.address}. */
  address: string
  domain: string
  nonce: string
  expiresAt: Date
}

/** Who a sign-in belongs to: a project, a chain and an account, on a page's domain if given. */
export type SiwxAccountKey = {
  projectId: string
  chainId: string
  /** eip155: the lower-case 0x address; solana: the base58 address as written (it has case). */
  address: string
  /** Only sessions signed for this domain; all of the account's when `undefined`. */
  domain: string | undefined
}

type SessionRow = {
  account: string
  chain_id: string
  data: SiwxSession['data']
  message: string
  signature: string
  expires_at: Date | string
}

const columns = 'account, chain_id, data, message, signature, expires_at'

const toRecord = (row: SessionRow): SiwxSessionRecord => ({
  account: row.account,
  chainId: row.chain_id,
  data: row.data,
  message: row.message,
  signature: row.signature,
  expiresAt: new Date(row.expires_at).toISOString(),
})

/** Records a nonce issued for `projectId`, and forgets the nonces that have expired. */
export async function insertNonce(
  db: Queryable,
  nonce: { nonce: string; projectId: string; issuedAt: Date; expiresAt: Date },
): Promise<void> {
  await db.query('DELETE FROM siwx_nonces WHERE expires_at <= $1', [nonce.issuedAt.toISOString()])
  await db.query(
    `INSERT INTO siwx_nonces (nonce, project_id, issued_at, expires_at) VALUES ($1, $2, $3, $4)`,
    [nonce.nonce, nonce.projectId, nonce.issuedAt.toISOString(), nonce.expiresAt.toISOString()],
  )
}

/**
 * What presenting a nonce did: `consumed` when it was issued for the project, unused and
 * unexpired (it is now used); otherwise why it was refused. One statement marks it used, so
 * of two requests racing with the same nonce only one consumes it.
 */
export type NonceUse = 'consumed' | 'unknown' | 'used' | 'expired'

/** Marks `nonce` used if `projectId` may still use it at `now`. */
export async function consumeNonce(
  db: Queryable,
  { nonce, projectId, now }: { nonce: string; projectId: string; now: Date },
): Promise<NonceUse> {
  const at = now.toISOString()
  const { rows } = await db.query(
    `UPDATE siwx_nonces SET used_at = $3
     WHERE nonce = $1 AND project_id = $2 AND used_at IS NULL AND expires_at > $3
     RETURNING nonce`,
    [nonce, projectId, at],
  )
  if (rows.length > 0) return 'consumed'
  const { rows: found } = await db.query<{ used: boolean }>(
    'SELECT used_at IS NOT NULL AS used FROM siwx_nonces WHERE nonce = $1 AND project_id = $2',
    [nonce, projectId],
  )
  const row = found[0]
  if (!row) return 'unknown'
  return row.used ? 'used' : 'expired'
}

/** Stores a verified sign-in, and drops the account's expired ones. */
export async function insertSiwxSession(
  db: Queryable,
  session: NewSiwxSession,
  now: Date,
  /** SHA-256 (hex) of the token that signs this session out. */
  signOutTokenHash: string,
): Promise<SiwxSessionRecord> {
  await db.query(
    `DELETE FROM siwx_sessions
     WHERE project_id = $1 AND chain_id = $2 AND address = $3 AND expires_at <= $4`,
    [session.projectId, session.chainId, session.address, now.toISOString()],
  )
  const { rows } = await db.query<SessionRow>(
    `INSERT INTO siwx_sessions
       (project_id, chain_id, address, account, domain, nonce, message, signature, data, expires_at,
        sign_out_token_hash)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11)
     RETURNING ${columns}`,
    [
      session.projectId,
      session.chainId,
      session.address,
      session.account,
      session.domain,
      session.nonce,
      session.message,
      session.signature,
      JSON.stringify(session.data),
      session.expiresAt.toISOString(),
      signOutTokenHash,
    ],
  )
  return toRecord(rows[0] as SessionRow)
}

const accountFilter = `project_id = $1 AND chain_id = $2 AND address = $3
  AND ($4::text IS NULL OR domain = $4::text)`

/** The account's sessions that have not expired at `now`, oldest first. */
export async function listSiwxSessions(
  db: Queryable,
  key: SiwxAccountKey,
  now: Date,
): Promise<SiwxSessionRecord[]> {
  const { rows } = await db.query<SessionRow>(
    `SELECT ${columns} FROM siwx_sessions
     WHERE ${accountFilter} AND expires_at > $5
     ORDER BY created_at, id`,
    [key.projectId, key.chainId, key.address, key.domain ?? null, now.toISOString()],
  )
  return rows.map(toRecord)
}

/**
 * Deletes the account's sessions whose sign-out token is the one of `signOutTokenHash`: signs
 * out the sign-in that token was given for. Resolves with how many were deleted.
 */
export async function deleteSiwxSessions(
  db: Queryable,
  key: SiwxAccountKey,
  signOutTokenHash: string,
): Promise<number> {
  const { rowCount } = await db.query(
    `DELETE FROM siwx_sessions WHERE ${accountFilter} AND sign_out_token_hash = $5`,
    [key.projectId, key.chainId, key.address, key.domain ?? null, signOutTokenHash],
  )
  return rowCount
}
