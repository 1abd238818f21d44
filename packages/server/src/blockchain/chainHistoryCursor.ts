import type * as z from 'zod'
import { RequestError } from '../http/requestError.js'

/**
 * The opaque `next` of a history page read from one chain's node (Bitcoin's Esplora,
 * Polkadot's blocks): base64url JSON of where the page ends, with the chain it was made for,
 * so that a cursor of one chain is refused on another rather than read as a place in it.
 *
 * @example
 * const cursor = chainHistoryCursor(z.object({ chainId: z.string(), after: z.string() }))
 * const next = cursor.encode({ chainId, after: txid })
 */
export function chainHistoryCursor<Cursor extends { chainId: string }>(schema: z.ZodType<Cursor>) {
  return {
    encode(cursor: Cursor): string {
      return Buffer.from(JSON.stringify(cursor)).toString('base64url')
    },
    /** @throws {RequestError} 400 on `cursor` when it is not one this server made for `chainId`. */
    decode(text: string, chainId: string): Cursor {
      let cursor: Cursor | undefined
      try {
        cursor = schema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')))
      } catch {}
      if (cursor?.chainId !== chainId) {
        throw new RequestError(
          400,
          'invalid_request',
          `Invalid query parameter "cursor": not a cursor of this server for ${chainId}`,
          'cursor',
        )
      }
      return cursor
    },
  }
}
