import {
  type CaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
  type SiwxMessage,
} from '@latch/core'
import { BitcoinSiwxError } from './bitcoinSiwxError.js'
import { formatBitcoinSiwxMessage } from './bitcoinSiwxMessage.js'

export type CreateBitcoinSiwxMessageParameters = {
  /** The address signing in, as the wallet gives it (P2WPKH, P2TR, P2SH-P2WPKH or P2PKH). */
  accountAddress: string
  /** A bip122 CAIP-2 id of a Bitcoin chain, such as `bip122:000000000019d6689c085ae165831e93`. */
  chainId: CaipNetworkId
  /** The page's host (and port), such as `window.location.host`. */
  domain: string
  /** The page's URI, such as `window.location.origin`. */
  uri: string
  nonce: string
  statement?: string
  /** Defaults to the current time. */
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: readonly string[]
}

/** A SIWX message of the bip122 namespace; `toString()` is its CAIP-122 text. */
export type BitcoinSiwxMessage = SiwxMessage & { version: '1'; issuedAt: string }

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
  const { accountAddress, chainId, issuedAt = new Date().toISOString(), ...rest } = parameters
  const parsed = isCaipNetworkId(chainId) ? parseCaipNetworkId(chainId) : undefined
  if (parsed?.namespace !== 'bip122') {
    throw new BitcoinSiwxError('INVALID_CHAIN_ID', { details: String(chainId) })
  }
  const text = formatBitcoinSiwxMessage({
    ...rest,
    address: accountAddress,
    version: '1',
    chainId: parsed.reference,
    issuedAt,
  })
  return {
    ...rest,
    accountAddress,
    chainId,
    version: '1',
    issuedAt,
    toString: () => text,
  }
}
