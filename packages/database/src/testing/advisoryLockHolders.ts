import { advisoryLockKey, type Database } from '../database.js'

const lowHalf = (1n << 32n) - 1n

/**
 * Ends the PostgreSQL sessions that hold `database`'s advisory lock `name`, from the server's
 * side, as when their process is killed; resolves once they are gone (the lock is free then),
 * with how many there were.
 */
export async function terminateAdvisoryLockHolders(
  database: Database,
  name: string,
): Promise<number> {
  const key = advisoryLockKey(database.channel(name))
  // pg_locks shows a bigint key as two oids: its high half in classid, its low half in objid.
  const { rows } = await database.query(
    `SELECT pg_terminate_backend(pid, 5000) FROM pg_locks
     WHERE locktype = 'advisory' AND objsubid = 1 AND granted
       AND classid = $1::bigint::oid AND objid = $2::bigint::oid`,
    [(key >> 32n).toString(), (key & lowHalf).toString()],
  )
  return rows.length
}
