import { createHmac, timingSafeEqual } from 'node:crypto'
import type * as z from 'zod'
import { RequestError } from '../http/requestError.js'

/**
 * The opaque `next` of a history page: where the page ends, sealed with the server's key, so
 * that a client can only hand back a cursor the server made. A cursor says how much a page
 * reads (a Polkadot cursor holds the oldest block its scan reads): one the client could write
 * would let it set that, down to the genesis block.
 */
export type HistoryCursors = {
  /** base64url JSON of `value`, a dot, and its HMAC-SHA-256 (128 bits, base64url). */
  seal(value: object): string
  /**
   * The value a cursor of this server holds, parsed with `schema`.
   *
   * @throws {RequestError} 400 on `cursor`, saying `why`, when the cursor is not one this
   * server sealed or its value does not fit `schema`.
   */
  open<Value>(text: string, schema: z.ZodType<Value>, why?: string): Value
}

const tagBytes = 16

/** The 400 of a cursor the server does not take, saying `why`. */
export function invalidCursor(why: string): RequestError {
  return new RequestError(
    400,
    'invalid_request',
    `Invalid query parameter "cursor": ${why}`,
    'cursor',
  )
}

/**
 * Seals and opens history cursors with `key` (the server's `history-cursor` secret).
 *
 * @example
 * const cursors = createHistoryCursors(await loadServerSecret(database, 'history-cursor'))
 * const next = cursors.seal({ chainId, block: 42 })
 * cursors.open(next, schema) // { chainId, block: 42 }
 */
export function createHistoryCursors(key: Uint8Array): HistoryCursors {
  const tagOf = (body: string) =>
    createHmac('sha256', key).update(`latch-history-cursor.${body}`).digest().subarray(0, tagBytes)
  return {
    seal(value) {
      const body = Buffer.from(JSON.stringify(value)).toString('base64url')
      return `${body}.${tagOf(body).toString('base64url')}`
    },
    open(text, schema, why = 'not a cursor of this server') {
      const [body, tag, ...rest] = text.split('.')
      const given = Buffer.from(tag ?? '', 'base64url')
      if (body === undefined || rest.length > 0 || given.length !== tagBytes) {
        throw invalidCursor(why)
      }
      if (!timingSafeEqual(given, tagOf(body))) throw invalidCursor(why)
      // Sealed by this server, so its JSON is the server's own; the schema still decides.
      const parsed = schema.safeParse(JSON.parse(Buffer.from(body, 'base64url').toString('utf8')))
      if (!parsed.success) throw invalidCursor(why)
      return parsed.data
    },
  }
}
