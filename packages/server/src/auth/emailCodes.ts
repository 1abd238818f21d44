import { createHmac, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/database.js'
import { AuthError } from './authError.js'
import { normalizeEmail } from './userStore.js'

/** What a code is for: a login, or either step of an email change. */
export type CodePurpose = 'login' | 'update_primary' | 'update_secondary'

/** How long a new code waits before another may be sent to the same address (SPEC.md §9). */
export const emailCooldownMs = 30_000
/** How long a code may be entered. */
export const codeTtlMs = 10 * 60_000
/** How many tries a code has, the right one included. */
export const codeMaxAttempts = 5

export type IssuedCode = { id: string; code: string }

export type VerifiedCode = {
  email: string
  userId: string | undefined
  newEmail: string | undefined
}

type CodeRow = {
  id: string
  email: string
  code_hash: string
  user_id: string | null
  new_email: string | null
  expires_at: Date | string
  attempts: number
  used_at: Date | string | null
}

export type EmailCodes = {
  /**
   * A new 6-digit code for `email`.
   *
   * @throws {AuthError} "Please try again after N seconds" within the cooldown.
   */
  issue(input: {
    email: string
    purpose: CodePurpose
    userId?: string
    newEmail?: string
  }): Promise<IssuedCode>
  /**
   * Spends code `id` if `code` is right: a wrong code uses one try; a code is good once.
   *
   * @throws {AuthError} "Invalid code" or "The code has expired".
   */
  verify(input: { id: string; purpose: CodePurpose; code: string }): Promise<VerifiedCode>
  /** The latest code of `purpose` issued to `userId` that may still be entered. */
  pendingFor(userId: string, purpose: CodePurpose): Promise<string | undefined>
}

/**
 * One-time codes in the `email_codes` table: random 6-digit codes kept only as an HMAC under
 * `secret` (a leaked table does not reveal them), each with a lifetime and a number of tries.
 */
export function createEmailCodes({
  db,
  secret,
  now = Date.now,
}: {
  db: Queryable
  secret: Uint8Array
  now?: () => number
}): EmailCodes {
  const hash = (id: string, code: string) =>
    createHmac('sha256', secret).update(`${id}:${code}`).digest('hex')

  return {
    async issue({ email, purpose, userId, newEmail }) {
      const address = normalizeEmail(email)
      const at = now()
      const { rows } = await db.query<{ created_at: Date | string }>(
        `SELECT created_at FROM email_codes WHERE email = $1 AND purpose = $2
         ORDER BY created_at DESC LIMIT 1`,
        [address, purpose],
      )
      const last = rows[0] ? new Date(rows[0].created_at).getTime() : undefined
      if (last !== undefined && at - last < emailCooldownMs) {
        throw new AuthError('EMAIL_RATE_LIMITED', {
          seconds: Math.ceil((last + emailCooldownMs - at) / 1000),
        })
      }
      const id = randomUUID()
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      await db.query(
        `INSERT INTO email_codes (id, email, purpose, code_hash, user_id, new_email, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          address,
          purpose,
          hash(id, code),
          userId ?? null,
          newEmail ? normalizeEmail(newEmail) : null,
          new Date(at).toISOString(),
          new Date(at + codeTtlMs).toISOString(),
        ],
      )
      return { id, code }
    },

    async verify({ id, purpose, code }) {
      // One statement spends a try before the code is compared: of any number of concurrent
      // guesses, at most `codeMaxAttempts` get the row back, so at most that many are compared.
      const { rows } = await db.query<CodeRow>(
        `UPDATE email_codes SET attempts = attempts + 1
         WHERE id = $1 AND purpose = $2 AND used_at IS NULL AND attempts < $3 AND expires_at > $4
         RETURNING id, email, code_hash, user_id, new_email, expires_at, attempts, used_at`,
        [id, purpose, codeMaxAttempts, new Date(now()).toISOString()],
      )
      const row = rows[0]
      if (!row) throw new AuthError('CODE_EXPIRED')
      const expected = Buffer.from(row.code_hash, 'hex')
      const given = Buffer.from(hash(row.id, code.trim()), 'hex')
      if (!timingSafeEqual(expected, given)) throw new AuthError('INVALID_CODE')
      // One statement marks it used: of two racing requests only one gets the row back.
      const spent = await db.query(
        'UPDATE email_codes SET used_at = $2 WHERE id = $1 AND used_at IS NULL RETURNING id',
        [id, new Date(now()).toISOString()],
      )
      if (spent.rowCount === 0) throw new AuthError('CODE_EXPIRED')
      return {
        email: row.email,
        userId: row.user_id ?? undefined,
        newEmail: row.new_email ?? undefined,
      }
    },

    async pendingFor(userId, purpose) {
      const { rows } = await db.query<{ id: string }>(
        `SELECT id FROM email_codes
         WHERE user_id = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
         ORDER BY created_at DESC LIMIT 1`,
        [userId, purpose, new Date(now()).toISOString()],
      )
      return rows[0]?.id
    },
  }
}
