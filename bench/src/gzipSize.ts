import { constants, gzipSync } from 'node:zlib'

/** Bytes of `body` once gzipped at level 9, the way the budgets and the table count them. */
export function gzipSize(body: Uint8Array): number {
  return gzipSync(body, { level: constants.Z_BEST_COMPRESSION }).byteLength
}
