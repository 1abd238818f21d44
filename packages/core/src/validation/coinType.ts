import { COIN_TYPE_FLAG } from '../constants/limits.js'
import { NameError } from '../errors/names.js'

/**
 * The ENSIP-11 coin type of an EVM chain, used when registering a name: the chain id with
 * the high bit set.
 *
 * @throws {NameError} `INVALID_CHAIN_ID_FOR_COIN_TYPE` for ids that do not fit in 31 bits.
 * @example
 * toCoinType(10) // 2147483658
 */
export function toCoinType(chainId: number): number {
  if (!Number.isSafeInteger(chainId) || chainId < 0 || chainId >= COIN_TYPE_FLAG) {
    throw new NameError('INVALID_CHAIN_ID_FOR_COIN_TYPE', { details: String(chainId) })
  }
  return (COIN_TYPE_FLAG | chainId) >>> 0
}
