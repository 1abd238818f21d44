import {
  type CaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
  type SiwxMessage,
} from '@latch/core'
import { SolanaSiwxError } from './solanaSiwxError.js'
import { formatSolanaSiwxMessage } from './solanaSiwxMessage.js'

export type CreateSolanaSiwxMessageParameters = {
  /** The base58 account signing in. */
  accountAddress: string
  /** A solana CAIP-2 id such as `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
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

/** A SIWX message of the solana namespace; `toString()` is its CAIP-122 text. */
export type SolanaSiwxMessage = SiwxMessage & { version: '1'; issuedAt: string }

export type CreateSolanaSiwxMessageReturnType = SolanaSiwxMessage
export type CreateSolanaSiwxMessageErrorType = SolanaSiwxError

/**
 * Builds the SIWX message (core's `SiwxMessage`) for a Solana account: the fields are checked
 * at once, so a bad message fails here rather than in the wallet; `toString()` gives the exact
 * text to sign (CAIP-122, Solana profile, with the cluster's CAIP-2 reference as Chain ID).
 *
 * @throws {SolanaSiwxError} `INVALID_CHAIN_ID` or `INVALID_FIELD`.
 * @example
 * const message = createSolanaSiwxMessage({
 *   accountAddress: 'A3pqoJeuTg5WroEF6JQ9WsZ4scFdvhcc8VLmHmmDG4ss',
 *   chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
 *   domain: location.host,
 *   uri: location.origin,
 *   nonce: await fetchNonce(),
 * })
 */
export function createSolanaSiwxMessage(
  parameters: CreateSolanaSiwxMessageParameters,
): CreateSolanaSiwxMessageReturnType {
  const { accountAddress, chainId, issuedAt = new Date().toISOString(), ...rest } = parameters
  const parsed = isCaipNetworkId(chainId) ? parseCaipNetworkId(chainId) : undefined
  if (parsed?.namespace !== 'solana') {
    throw new SolanaSiwxError('INVALID_CHAIN_ID', { details: String(chainId) })
  }
  const text = formatSolanaSiwxMessage({
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
