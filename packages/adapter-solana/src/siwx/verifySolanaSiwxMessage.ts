import { type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from '@latch/core'
import { SolanaSiwxError } from './solanaSiwxError.js'
import {
  dateTimeMs,
  formatSolanaSiwxMessage,
  parseSolanaSiwxMessage,
  type SolanaSiwxFields,
} from './solanaSiwxMessage.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

export type VerifySolanaSiwxMessageParameters = {
  /** The signed text, or its fields (then formatted, which checks them). */
  message: string | SolanaSiwxFields
  /** The base58 ed25519 signature. */
  signature: string
  /** The domain the server serves; the message must name exactly this. */
  domain?: string
  /** The URI the sign-in must be for. */
  uri?: string
  /** The cluster the sign-in must be for, as a solana CAIP-2 id. */
  chainId?: CaipNetworkId
  /** The nonce the server issued for this sign-in. Single use is the server's duty. */
  nonce?: string
  /** "Now" for the time bounds; defaults to the clock. */
  time?: Date
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
export async function verifySolanaSiwxMessage(
  parameters: VerifySolanaSiwxMessageParameters,
): Promise<VerifySolanaSiwxMessageReturnType> {
  const { message, signature } = parameters
  const text = typeof message === 'string' ? message : formatSolanaSiwxMessage(message)
  const fields = parseSolanaSiwxMessage(text)
  if (parameters.domain !== undefined && fields.domain !== parameters.domain) {
    throw new SolanaSiwxError('DOMAIN_MISMATCH', {
      details: `${fields.domain} ≠ ${parameters.domain}`,
    })
  }
  if (parameters.uri !== undefined && fields.uri !== parameters.uri) {
    throw new SolanaSiwxError('URI_MISMATCH', { details: `${fields.uri} ≠ ${parameters.uri}` })
  }
  if (parameters.chainId !== undefined) {
    const expected = isCaipNetworkId(parameters.chainId)
      ? parseCaipNetworkId(parameters.chainId)
      : undefined
    if (expected?.namespace !== 'solana') {
      throw new SolanaSiwxError('INVALID_CHAIN_ID', { details: parameters.chainId })
    }
    if (fields.chainId !== expected.reference) {
      throw new SolanaSiwxError('CHAIN_MISMATCH', {
        details: `${fields.chainId} ≠ ${expected.reference}`,
      })
    }
  }
  if (parameters.nonce !== undefined && fields.nonce !== parameters.nonce) {
    throw new SolanaSiwxError('NONCE_MISMATCH')
  }
  const now = (parameters.time ?? new Date()).getTime()
  if (fields.expirationTime !== undefined) {
    if (now >= dateTimeMs('Expiration Time', fields.expirationTime)) {
      throw new SolanaSiwxError('EXPIRED', { details: fields.expirationTime })
    }
  }
  if (fields.notBefore !== undefined && now < dateTimeMs('Not Before time', fields.notBefore)) {
    throw new SolanaSiwxError('NOT_YET_VALID', { details: fields.notBefore })
  }
  if (!(await verifySolanaSignature({ address: fields.address, message: text, signature }))) {
    throw new SolanaSiwxError('SIGNATURE_MISMATCH', { details: fields.address })
  }
  return fields
}
