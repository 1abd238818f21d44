import { randomBytes } from 'node:crypto'
import type { Queryable } from './database.js'

/**
 * The server's secret `name` (32 random bytes), made by the first process that asks and read
 * by every other one on the database, so that what one process signs another verifies, across
 * restarts too.
 *
 * @example
 * const key = await loadServerSecret(database, 'history-cursor')
 */
export async function loadServerSecret(db: Queryable, name: string): Promise<Uint8Array> {
  await db.query(
    'INSERT INTO server_secrets (name, secret) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomBytes(32)],
  )
  const { rows } = await db.query<{ secret: Uint8Array }>(
    'SELECT secret FROM server_secrets WHERE name = $1',
    [name],
  )
  const secret = rows[0]?.secret
  if (!secret) throw new Error(`The server secret "${name}" could not be stored`)
  return new Uint8Array(secret)
}
