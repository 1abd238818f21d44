import {
  type CaipNetworkId,
  type VerifyCaip122MessageParameters,
  verifyCaip122Message,
} from '@latch/core'
import type { SolanaSiwxError } from './solanaSiwxError.js'
import { type SolanaSiwxFields, solanaSiwxProfile } from './solanaSiwxMessage.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

export type VerifySolanaSiwxMessageParameters = Omit<
  VerifyCaip122MessageParameters,
  'message' | 'signature' | 'chainId'
> & {
  /** The signed text, or its fields (then formatted, which checks them). */
  message: string | SolanaSiwxFields
  /** The base58 ed25519 signature. */
  signature: string
  /** The cluster the sign-in must be for, as a solana CAIP-2 id. */
  chainId?: CaipNetworkId
}

export type VerifySolanaSiwxMessageReturnType = SolanaSiwxFields
export type VerifySolanaSiwxMessageErrorType = SolanaSiwxError

/**
 * Verifies a signed Sign-In with Solana message as a server must before it stores a session:
 * the text parses strictly, names the expected domain, URI, cluster and nonce, is inside its
 * time bounds, and the signature is the address's ed25519 signature of exactly this text.
 *
 * @returns The fields of the verified message.
 * @throws {SolanaSiwxError} `DOMAIN_MISMATCH`, `URI_MISMATCH`, `CHAIN_MISMATCH`,
 *   `NONCE_MISMATCH`, `EXPIRED`, `NOT_YET_VALID`, `SIGNATURE_MISMATCH` (and the codes of a
 *   malformed message).
 * @example
 * const fields = await verifySolanaSiwxMessage({ message, signature, domain: 'example.com', nonce })
 */
export function verifySolanaSiwxMessage(
  parameters: VerifySolanaSiwxMessageParameters,
): Promise<VerifySolanaSiwxMessageReturnType> {
  return verifyCaip122Message(parameters, solanaSiwxProfile, verifySolanaSignature)
}
