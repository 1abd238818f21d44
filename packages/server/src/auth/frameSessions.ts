import { createHash, randomBytes } from 'node:crypto'
import type { EmbeddedAccountType } from '@latch/frame-protocol'
import type { Queryable } from '../db/database.js'

/** How long a frame session lasts without signing in again. */
export const frameSessionTtlMs = 30 * 24 * 3_600_000

/** A signed-in frame: who, for which project, on which chain. */
export type FrameSession = {
  /** Not secret: what FRAME_SESSION_UPDATE tells the app. */
  publicId: string
  userId: string
  projectId: string
  /** CAIP-2. */
  chainId: string
  /**
   * The site's default account type the app told (SPEC.md §6), for a user who chose none;
   * absent: the smart account.
   */
  defaultAccountType?: EmbeddedAccountType | undefined
}

export type NewFrameSession = { token: string; session: FrameSession }

export type FrameSessions = {
  create(input: { userId: string; projectId: string; chainId: string }): Promise<NewFrameSession>
  /** The unexpired session of a bearer token. */
  find(token: string): Promise<FrameSession | undefined>
  setChain(token: string, chainId: string): Promise<void>
  /** Keeps the site's default account type with the session. */
  setDefaultAccountType(token: string, type: EmbeddedAccountType): Promise<void>
  end(token: string): Promise<void>
}

type SessionRow = {
  public_id: string
  user_id: string
  project_id: string
  chain_id: string
  default_account_type: EmbeddedAccountType | null
}

// Only the hash is stored: the table cannot be replayed as bearer tokens.
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/** The frame's sessions in the `frame_sessions` table, by random 256-bit bearer tokens. */
export function createFrameSessions({
  db,
  now = Date.now,
  ttlMs = frameSessionTtlMs,
}: {
  db: Queryable
  now?: () => number
  ttlMs?: number
}): FrameSessions {
  return {
    async create({ userId, projectId, chainId }) {
      const token = randomBytes(32).toString('base64url')
      const publicId = randomBytes(16).toString('base64url')
      const at = now()
      await db.query('DELETE FROM frame_sessions WHERE expires_at <= $1', [
        new Date(at).toISOString(),
      ])
      await db.query(
        `INSERT INTO frame_sessions (token_hash, public_id, user_id, project_id, chain_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          hashOf(token),
          publicId,
          userId,
          projectId,
          chainId,
          new Date(at).toISOString(),
          new Date(at + ttlMs).toISOString(),
        ],
      )
      return {
        token,
        session: { publicId, userId, projectId, chainId },
      }
    },
    async find(token) {
      const { rows } = await db.query<SessionRow>(
        `SELECT public_id, user_id, project_id, chain_id, default_account_type FROM frame_sessions
         WHERE token_hash = $1 AND expires_at > $2`,
        [hashOf(token), new Date(now()).toISOString()],
      )
      const row = rows[0]
      return (
        row && {
          publicId: row.public_id,
          userId: row.user_id,
          projectId: row.project_id,
          chainId: row.chain_id,
          ...(row.default_account_type ? { defaultAccountType: row.default_account_type } : {}),
        }
      )
    },
    async setChain(token, chainId) {
      await db.query('UPDATE frame_sessions SET chain_id = $2 WHERE token_hash = $1', [
        hashOf(token),
        chainId,
      ])
    },
    async setDefaultAccountType(token, type) {
      await db.query('UPDATE frame_sessions SET default_account_type = $2 WHERE token_hash = $1', [
        hashOf(token),
        type,
      ])
    },
    async end(token) {
      await db.query('DELETE FROM frame_sessions WHERE token_hash = $1', [hashOf(token)])
    },
  }
}
