import { createHistoryCursors } from '../blockchain/historyCursors.js'

/** History cursors sealed with a fixed test key. */
export const testHistoryCursors = createHistoryCursors(new Uint8Array(32).fill(7))

/** What a client that forges a cursor sends: its own base64url JSON, sealed by nobody. */
export function forgedCursor(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}
