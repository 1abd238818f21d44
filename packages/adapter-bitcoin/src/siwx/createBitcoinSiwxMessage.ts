import {
  type Caip122Message,
  type CaipNetworkId,
  type CreateCaip122MessageParameters,
  createCaip122Message,
} from '@latch/core'
import type { BitcoinSiwxError } from './bitcoinSiwxError.js'
import { bitcoinSiwxProfile } from './bitcoinSiwxMessage.js'

export type CreateBitcoinSiwxMessageParameters = Omit<
  CreateCaip122MessageParameters,
  'accountAddress' | 'chainId'
> & {
  /** The address signing in, as the wallet gives it (P2WPKH, P2TR, P2SH-P2WPKH or P2PKH). */
  accountAddress: string
  /** A bip122 CAIP-2 id of a Bitcoin chain, such as `bip122:000000000019d6689c085ae165831e93`. */
  chainId: CaipNetworkId
}

/** A SIWX message of the bip122 namespace; `toString()` is its CAIP-122 text. */
export type BitcoinSiwxMessage = Caip122Message

export type CreateBitcoinSiwxMessageReturnType = BitcoinSiwxMessage
export type CreateBitcoinSiwxMessageErrorType = BitcoinSiwxError

/**
 * Builds the SIWX message (core's `SiwxMessage`) for a Bitcoin account: the fields are checked
 * at once (the address must be of the chain), so a bad message fails here rather than in the
 * wallet; `toString()` gives the exact text to sign (CAIP-122 for a Bitcoin account, with the
 * chain's CAIP-2 reference as Chain ID).
 *
 * @throws {BitcoinSiwxError} `INVALID_CHAIN_ID`, `INVALID_FIELD` or `ADDRESS_NOT_ON_CHAIN`.
 * @example
 * const message = createBitcoinSiwxMessage({
 *   accountAddress: 'bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l',
 *   chainId: 'bip122:000000000019d6689c085ae165831e93',
 *   domain: location.host,
 *   uri: location.origin,
 *   nonce: await fetchNonce(),
 * })
 */
export function createBitcoinSiwxMessage(
  parameters: CreateBitcoinSiwxMessageParameters,
): CreateBitcoinSiwxMessageReturnType {
  return createCaip122Message(parameters, bitcoinSiwxProfile)
}
