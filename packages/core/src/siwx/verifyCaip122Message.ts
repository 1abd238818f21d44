import { type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from '../caip/caipNetworkId.js'
import { type Caip122Fields, caip122DateTimeMs } from './caip122Fields.js'
import { formatCaip122Message, parseCaip122Message } from './caip122Message.js'
import type { Caip122Profile } from './caip122Profile.js'

export type VerifyCaip122MessageParameters = {
  /** The signed text, or its fields (then formatted, which checks them). */
  message: string | Caip122Fields
  /** The signature, in the namespace's encoding. */
  signature: string
  /** The domain the server serves; the message must name exactly this. */
  domain?: string
  /** The URI the sign-in must be for. */
  uri?: string
  /** The chain the sign-in must be for, as a CAIP-2 id of the profile's namespace. */
  chainId?: CaipNetworkId
  /** The nonce the server issued for this sign-in. Single use is the server's duty. */
  nonce?: string
  /** "Now" for the time bounds; defaults to the clock. */
  time?: Date
}

/**
 * Whether `signature` is the address's signature of exactly `message`, by the namespace's
 * rules; it may throw the profile's error for a signature it cannot read.
 */
export type Caip122SignatureCheck = (parameters: {
  address: string
  message: string
  signature: string
}) => Promise<boolean>

export type VerifyCaip122MessageReturnType = Caip122Fields

/**
 * Verifies a signed CAIP-122 message as a server must before it stores a session: the text
 * parses strictly by the profile, names the expected domain, URI, chain and nonce, is inside
 * its time bounds, and `verifySignature` holds for the address and exactly this text.
 *
 * @returns The fields of the verified message.
 * @throws {Caip122Error} the profile's `DOMAIN_MISMATCH`, `URI_MISMATCH`, `INVALID_CHAIN_ID`,
 *   `CHAIN_MISMATCH`, `NONCE_MISMATCH`, `EXPIRED`, `NOT_YET_VALID`, `SIGNATURE_MISMATCH` (and
 *   the codes of a malformed message or of `verifySignature`).
 * @example
 * const fields = await verifyCaip122Message(
 *   { message, signature, domain: 'example.com', nonce },
 *   solanaSiwxProfile,
 *   verifySolanaSignature,
 * )
 */
export async function verifyCaip122Message(
  parameters: VerifyCaip122MessageParameters,
  profile: Caip122Profile,
  verifySignature: Caip122SignatureCheck,
): Promise<VerifyCaip122MessageReturnType> {
  const { message, signature } = parameters
  const fail = profile.errorClass
  const text = typeof message === 'string' ? message : formatCaip122Message(message, profile)
  const fields = parseCaip122Message(text, profile)
  if (parameters.domain !== undefined && fields.domain !== parameters.domain) {
    throw new fail('DOMAIN_MISMATCH', { details: `${fields.domain} ≠ ${parameters.domain}` })
  }
  if (parameters.uri !== undefined && fields.uri !== parameters.uri) {
    throw new fail('URI_MISMATCH', { details: `${fields.uri} ≠ ${parameters.uri}` })
  }
  if (parameters.chainId !== undefined) {
    const expected = isCaipNetworkId(parameters.chainId)
      ? parseCaipNetworkId(parameters.chainId)
      : undefined
    if (expected?.namespace !== profile.namespace) {
      throw new fail('INVALID_CHAIN_ID', { details: parameters.chainId })
    }
    if (fields.chainId !== expected.reference) {
      throw new fail('CHAIN_MISMATCH', { details: `${fields.chainId} ≠ ${expected.reference}` })
    }
  }
  if (parameters.nonce !== undefined && fields.nonce !== parameters.nonce) {
    throw new fail('NONCE_MISMATCH')
  }
  const now = (parameters.time ?? new Date()).getTime()
  if (
    fields.expirationTime !== undefined &&
    now >= caip122DateTimeMs('Expiration Time', fields.expirationTime, profile)
  ) {
    throw new fail('EXPIRED', { details: fields.expirationTime })
  }
  if (
    fields.notBefore !== undefined &&
    now < caip122DateTimeMs('Not Before time', fields.notBefore, profile)
  ) {
    throw new fail('NOT_YET_VALID', { details: fields.notBefore })
  }
  if (!(await verifySignature({ address: fields.address, message: text, signature }))) {
    throw new fail('SIGNATURE_MISMATCH', { details: fields.address })
  }
  return fields
}
