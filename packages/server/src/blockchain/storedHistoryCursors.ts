import type { Queryable } from '../db/database.js'
import { loadServerSecret } from '../db/serverSecrets.js'
import { createHistoryCursors, type HistoryCursors } from './historyCursors.js'

/**
 * The history cursors sealed with the key the database keeps (every process shares it), read
 * once on first use; a failed read is tried again on the next.
 *
 * @example
 * const cursors = storedHistoryCursors(db)
 * const next = (await cursors()).encode(...)
 */
export function storedHistoryCursors(db: Queryable): () => Promise<HistoryCursors> {
  let sealing: Promise<HistoryCursors> | undefined
  return () => {
    sealing ??= loadServerSecret(db, 'history-cursor').then(createHistoryCursors, (error) => {
      sealing = undefined
      throw error
    })
    return sealing
  }
}
