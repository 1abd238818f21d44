import {
  type Caip122Message,
  type CaipNetworkId,
  type CreateCaip122MessageParameters,
  createCaip122Message,
} from '@latch/core'
import type { PolkadotSiwxError } from './polkadotSiwxError.js'
import { polkadotSiwxProfile } from './polkadotSiwxMessage.js'

export type CreatePolkadotSiwxMessageParameters = Omit<
  CreateCaip122MessageParameters,
  'accountAddress' | 'chainId'
> & {
  /** The SS58 account signing in. */
  accountAddress: string
  /** A polkadot CAIP-2 id such as `polkadot:91b171bb158e2d3848fa23a9f1c25182`. */
  chainId: CaipNetworkId
}

/** A SIWX message of the polkadot namespace; `toString()` is its CAIP-122 text. */
export type PolkadotSiwxMessage = Caip122Message

export type CreatePolkadotSiwxMessageReturnType = PolkadotSiwxMessage
export type CreatePolkadotSiwxMessageErrorType = PolkadotSiwxError

/**
 * Builds the SIWX message (core's `SiwxMessage`) for a Substrate account: the fields are
 * checked at once, so a bad message fails here rather than in the extension; `toString()`
 * gives the exact text to sign (CAIP-122 for a Substrate account, with the chain's CAIP-2
 * reference as Chain ID).
 *
 * @throws {PolkadotSiwxError} `INVALID_CHAIN_ID` or `INVALID_FIELD`.
 * @example
 * const message = createPolkadotSiwxMessage({
 *   accountAddress: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
 *   chainId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
 *   domain: location.host,
 *   uri: location.origin,
 *   nonce: await fetchNonce(),
 * })
 */
export function createPolkadotSiwxMessage(
  parameters: CreatePolkadotSiwxMessageParameters,
): CreatePolkadotSiwxMessageReturnType {
  return createCaip122Message(parameters, polkadotSiwxProfile)
}
