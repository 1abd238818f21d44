import { randomUUID } from 'node:crypto'
import type { EmbeddedAccountType } from '@latch/frame-protocol'
import type { Queryable } from '../db/database.js'

/** A visitor of the embedded wallet. */
export type EmbeddedUser = {
  id: string
  email: string | undefined
  socialProvider: string | undefined
  userName: string | undefined
  /** The account type the user chose; `undefined`: the default of each chain. */
  preferredAccountType: EmbeddedAccountType | undefined
}

type UserRow = {
  id: string
  email: string | null
  social_provider: string | null
  user_name: string | null
  preferred_account_type: EmbeddedAccountType | null
}

const columns = 'id, email, social_provider, user_name, preferred_account_type'

const toUser = (row: UserRow): EmbeddedUser => ({
  id: row.id,
  email: row.email ?? undefined,
  socialProvider: row.social_provider ?? undefined,
  userName: row.user_name ?? undefined,
  preferredAccountType: row.preferred_account_type ?? undefined,
})

/** Emails are compared and kept in lower case. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

export async function findUser(db: Queryable, id: string): Promise<EmbeddedUser | undefined> {
  const { rows } = await db.query<UserRow>(`SELECT ${columns} FROM embedded_users WHERE id = $1`, [
    id,
  ])
  return rows[0] && toUser(rows[0])
}

async function findUserByEmail(db: Queryable, email: string): Promise<EmbeddedUser | undefined> {
  const { rows } = await db.query<UserRow>(
    `SELECT ${columns} FROM embedded_users WHERE email = $1`,
    [normalizeEmail(email)],
  )
  return rows[0] && toUser(rows[0])
}

/** The user of `email`, created on their first login. */
export async function findOrCreateEmailUser(db: Queryable, email: string): Promise<EmbeddedUser> {
  const normalized = normalizeEmail(email)
  await db.query(
    'INSERT INTO embedded_users (id, email) VALUES ($1, $2) ON CONFLICT (email) DO NOTHING',
    [randomUUID(), normalized],
  )
  const user = await findUserByEmail(db, normalized)
  if (!user) throw new Error('The user could not be created')
  return user
}

export type SocialIdentity = {
  provider: string
  /** The provider's stable id of the account (`sub`). */
  subject: string
  userName: string | undefined
  /** The account's email, when the provider vouches for it. */
  email: string | undefined
}

/**
 * The user of a social account, created on its first login; the user name follows the
 * provider's. A verified email already taken by another user is not copied over.
 */
export async function findOrCreateSocialUser(
  db: Queryable,
  identity: SocialIdentity,
): Promise<EmbeddedUser> {
  const email = identity.email ? normalizeEmail(identity.email) : null
  const emailTaken = email ? (await findUserByEmail(db, email)) !== undefined : false
  const { rows } = await db.query<UserRow>(
    `INSERT INTO embedded_users (id, email, social_provider, social_subject, user_name)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (social_provider, social_subject)
     DO UPDATE SET user_name = COALESCE(EXCLUDED.user_name, embedded_users.user_name)
     RETURNING ${columns}`,
    [
      randomUUID(),
      emailTaken ? null : email,
      identity.provider,
      identity.subject,
      identity.userName ?? null,
    ],
  )
  if (!rows[0]) throw new Error('The user could not be created')
  return toUser(rows[0])
}

/**
 * Changes a user's email.
 *
 * @returns false when another user has that email.
 */
export async function changeEmail(db: Queryable, userId: string, email: string): Promise<boolean> {
  const owner = await findUserByEmail(db, email)
  if (owner && owner.id !== userId) return false
  await db.query('UPDATE embedded_users SET email = $2 WHERE id = $1', [
    userId,
    normalizeEmail(email),
  ])
  return true
}

/** Keeps the account type the user chose, for every later session. */
export async function setPreferredAccountType(
  db: Queryable,
  userId: string,
  type: EmbeddedAccountType,
): Promise<void> {
  await db.query('UPDATE embedded_users SET preferred_account_type = $2 WHERE id = $1', [
    userId,
    type,
  ])
}
