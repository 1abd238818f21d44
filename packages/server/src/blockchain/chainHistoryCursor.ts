import type * as z from 'zod'
import { type HistoryCursors, invalidCursor } from './historyCursors.js'

/**
 * The cursor of a history page read from one chain's node (Bitcoin's Esplora, Polkadot's
 * blocks, a Cosmos node's tx_search): where the page ends, with the chain it was made for, so
 * that a cursor of one chain is refused on another rather than read as a place in it. Sealed
 * with the server's key (`HistoryCursors`).
 *
 * @example
 * const cursor = chainHistoryCursor(z.object({ chainId: z.string(), after: z.string() }))
 * const next = cursor.encode(cursors, { chainId, after: txid })
 */
export function chainHistoryCursor<Cursor extends { chainId: string }>(schema: z.ZodType<Cursor>) {
  return {
    encode(cursors: HistoryCursors, cursor: Cursor): string {
      return cursors.seal(cursor)
    },
    /** @throws {RequestError} 400 on `cursor` when it is not one this server made for `chainId`. */
    decode(cursors: HistoryCursors, text: string, chainId: string): Cursor {
      const why = `not a cursor of this server for ${chainId}`
      const cursor = cursors.open(text, schema, why)
      if (cursor.chainId !== chainId) throw invalidCursor(why)
      return cursor
    },
  }
}
