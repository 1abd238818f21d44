import type pg from 'pg'
import type { AdvisoryLock } from './database.js'

export type TryPostgresAdvisoryLockParameters = {
  /** The `pg` module, loaded once by the database. */
  pg: typeof pg
  url: string
  key: bigint
  onLost?: ((error: Error) => void) | undefined
}

// A lock's connection that does not answer within this is taken for lost: a leader that cannot
// tell whether it still leads must stop acting as one.
const answerTimeoutMs = 5_000

/**
 * `pg_try_advisory_lock(key)` on a client of its own, outside the pool: the lock is the
 * session's, so the connection stays open for as long as it is held and its end (this process
 * killed, the server restarted, the session terminated) lets the lock go.
 */
export async function tryPostgresAdvisoryLock({
  pg,
  url,
  key,
  onLost,
}: TryPostgresAdvisoryLockParameters): Promise<AdvisoryLock | undefined> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: answerTimeoutMs,
    query_timeout: answerTimeoutMs,
    // A peer gone without a word (a cut network) is noticed by the operating system too.
    keepAlive: true,
    application_name: 'latch advisory lock',
  })
  let held = false
  let ended = false
  const end = (error: Error) => {
    if (ended) return
    ended = true
    client.end().catch(() => undefined)
    if (held) {
      held = false
      onLost?.(error)
    }
  }
  client.on('error', end)
  client.on('end', () => end(new Error('the advisory lock connection ended')))
  try {
    await client.connect()
    const { rows } = await client.query<{ locked: boolean }>(
      'SELECT pg_try_advisory_lock($1::bigint) AS locked',
      [key.toString()],
    )
    if (!rows[0]?.locked) {
      ended = true
      await client.end()
      return undefined
    }
  } catch (error) {
    ended = true
    await client.end().catch(() => undefined)
    throw error
  }
  held = true
  return {
    async check() {
      if (!held) return false
      try {
        await client.query('SELECT 1')
        return held
      } catch (error) {
        end(error instanceof Error ? error : new Error(String(error)))
        return false
      }
    },
    async release() {
      if (ended) return
      held = false
      ended = true
      // Ending the session unlocks: no unlock statement that a dead connection would hold up.
      await client.end().catch(() => undefined)
    },
  }
}
