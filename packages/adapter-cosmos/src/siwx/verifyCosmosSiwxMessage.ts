import {
  type CaipNetworkId,
  type VerifyCaip122MessageParameters,
  verifyCaip122Message,
} from '@latch/core'
import { verifyCosmosSignature } from '../verifyCosmosSignature.js'
import type { CosmosSiwxError } from './cosmosSiwxError.js'
import { type CosmosSiwxFields, cosmosSiwxProfile } from './cosmosSiwxMessage.js'

export type VerifyCosmosSiwxMessageParameters = Omit<
  VerifyCaip122MessageParameters,
  'message' | 'signature' | 'chainId'
> & {
  /** The signed text, or its fields (then formatted, which checks them). */
  message: string | CosmosSiwxFields
  /** The ADR-036 signature as the adapter's `signMessage` returns it: the StdSignature's JSON. */
  signature: string
  /** The chain the sign-in must be for, as a cosmos CAIP-2 id. */
  chainId?: CaipNetworkId
}

export type VerifyCosmosSiwxMessageReturnType = CosmosSiwxFields
export type VerifyCosmosSiwxMessageErrorType = CosmosSiwxError

/**
 * Verifies a signed Sign-In with Cosmos message as a server must before it stores a session:
 * the text parses strictly, names the expected domain, URI, chain and nonce, is inside its time
 * bounds, and the signature is the address's ADR-036 signature of exactly this text
 * (`verifyCosmosSignature`).
 *
 * @returns The fields of the verified message.
 * @throws {CosmosSiwxError} `DOMAIN_MISMATCH`, `URI_MISMATCH`, `CHAIN_MISMATCH`,
 *   `NONCE_MISMATCH`, `EXPIRED`, `NOT_YET_VALID`, `SIGNATURE_MISMATCH` (and the codes of a
 *   malformed message).
 * @example
 * const fields = await verifyCosmosSiwxMessage({ message, signature, domain: 'example.com', nonce })
 */
export function verifyCosmosSiwxMessage(
  parameters: VerifyCosmosSiwxMessageParameters,
): Promise<VerifyCosmosSiwxMessageReturnType> {
  return verifyCaip122Message(parameters, cosmosSiwxProfile, verifyCosmosSignature)
}
