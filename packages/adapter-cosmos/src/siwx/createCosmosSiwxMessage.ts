import {
  type Caip122Message,
  type CaipNetworkId,
  type CreateCaip122MessageParameters,
  createCaip122Message,
} from '@latch/core'
import type { CosmosSiwxError } from './cosmosSiwxError.js'
import { cosmosSiwxProfile } from './cosmosSiwxMessage.js'

export type CreateCosmosSiwxMessageParameters = Omit<
  CreateCaip122MessageParameters,
  'accountAddress' | 'chainId'
> & {
  /** The bech32 account signing in. */
  accountAddress: string
  /** A cosmos CAIP-2 id such as `cosmos:cosmoshub-4`. */
  chainId: CaipNetworkId
}

/** A SIWX message of the cosmos namespace; `toString()` is its CAIP-122 text. */
export type CosmosSiwxMessage = Caip122Message

export type CreateCosmosSiwxMessageReturnType = CosmosSiwxMessage
export type CreateCosmosSiwxMessageErrorType = CosmosSiwxError

/**
 * Builds the SIWX message (core's `SiwxMessage`) for a Cosmos account: the fields are checked
 * at once, so a bad message fails here rather than in the wallet; `toString()` gives the exact
 * text to sign (CAIP-122 for a Cosmos account, with the chain id as Chain ID).
 *
 * @throws {CosmosSiwxError} `INVALID_CHAIN_ID`, `INVALID_FIELD` or `ADDRESS_NOT_ON_CHAIN`.
 * @example
 * const message = createCosmosSiwxMessage({
 *   accountAddress: 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud',
 *   chainId: 'cosmos:cosmoshub-4',
 *   domain: location.host,
 *   uri: location.origin,
 *   nonce: await fetchNonce(),
 * })
 */
export function createCosmosSiwxMessage(
  parameters: CreateCosmosSiwxMessageParameters,
): CreateCosmosSiwxMessageReturnType {
  return createCaip122Message(parameters, cosmosSiwxProfile)
}
