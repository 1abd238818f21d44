import {
  type CaipNetworkId,
  type VerifyCaip122MessageParameters,
  verifyCaip122Message,
} from '@latch/core'
import type { PolkadotSiwxError } from './polkadotSiwxError.js'
import { type PolkadotSiwxFields, polkadotSiwxProfile } from './polkadotSiwxMessage.js'
import { verifyPolkadotSignature } from './verifyPolkadotSignature.js'

export type VerifyPolkadotSiwxMessageParameters = Omit<
  VerifyCaip122MessageParameters,
  'message' | 'signature' | 'chainId'
> & {
  /** The signed text, or its fields (then formatted, which checks them). */
  message: string | PolkadotSiwxFields
  /** The `0x`-hex sr25519, ed25519 or ecdsa signature. */
  signature: string
  /** The chain the sign-in must be for, as a polkadot CAIP-2 id. */
  chainId?: CaipNetworkId
}

export type VerifyPolkadotSiwxMessageReturnType = PolkadotSiwxFields
export type VerifyPolkadotSiwxMessageErrorType = PolkadotSiwxError

/**
 * Verifies a signed Sign-In with Substrate message as a server must before it stores a
 * session: the text parses strictly, names the expected domain, URI, chain and nonce, is
 * inside its time bounds, and the signature is the address's signature of exactly this text
 * (`verifyPolkadotSignature`: sr25519, ed25519 or ecdsa, the bytes `<Bytes>`-wrapped or not).
 *
 * @returns The fields of the verified message.
 * @throws {PolkadotSiwxError} `DOMAIN_MISMATCH`, `URI_MISMATCH`, `CHAIN_MISMATCH`,
 *   `NONCE_MISMATCH`, `EXPIRED`, `NOT_YET_VALID`, `SIGNATURE_MISMATCH` (and the codes of a
 *   malformed message).
 * @example
 * const fields = await verifyPolkadotSiwxMessage({ message, signature, domain: 'example.com', nonce })
 */
export function verifyPolkadotSiwxMessage(
  parameters: VerifyPolkadotSiwxMessageParameters,
): Promise<VerifyPolkadotSiwxMessageReturnType> {
  return verifyCaip122Message(parameters, polkadotSiwxProfile, verifyPolkadotSignature)
}
