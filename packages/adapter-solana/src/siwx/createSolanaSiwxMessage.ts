import {
  type Caip122Message,
  type CaipNetworkId,
  type CreateCaip122MessageParameters,
  createCaip122Message,
} from '@latch/core'
import type { SolanaSiwxError } from './solanaSiwxError.js'
import { solanaSiwxProfile } from './solanaSiwxMessage.js'

export type CreateSolanaSiwxMessageParameters = Omit<
  CreateCaip122MessageParameters,
  'accountAddress' | 'chainId'
> & {
  /** The base58 account signing in. */
  accountAddress: string
  /** A solana CAIP-2 id such as `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
  chainId: CaipNetworkId
}

/** A SIWX message of the solana namespace; `toString()` is its CAIP-122 text. */
export type SolanaSiwxMessage = Caip122Message

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
  return createCaip122Message(parameters, solanaSiwxProfile)
}
