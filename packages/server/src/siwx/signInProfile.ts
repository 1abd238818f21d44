import type { SiwxSession } from '@latch/core'
import { RequestError } from '../http/requestError.js'

/** What a signed sign-in message claims, read by its namespace's profile. */
export type SignInClaim = {
  /** CAIP-2: `eip155:31337`, `solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`. */
  chainId: string
  /** The account as the message writes it (EIP-55, base58). */
  address: string
  /** The account as sessions are stored and looked up: see `SiwxAccountKey.address`. */
  addressKey: string
  domain: string
  uri: string
  /**
   * The scheme the message says it is for apart from its URI (EIP-4361's Scheme, `https`
   * when absent); `undefined` for a profile without one, whose URI alone binds the scheme.
   */
  scheme: string | undefined
  nonce: string
  issuedAt: string
  expirationTime: string | undefined
  /** Core's `SiwxSession.data`. */
  data: SiwxSession['data']
}

/** What a profile checks once the nonce is spent and the page binding holds. */
export type SignInProof = {
  message: string
  signature: string
  claim: SignInClaim
  /** The page's host: the domain the message must name. */
  domain: string
  now: Date
}

/** How one namespace's sign-in messages are read and their signatures checked. */
export type SignInProfile = {
  /**
   * The claim of a message of this profile.
   *
   * @throws {RequestError} 400 on `message` when it does not follow the profile.
   */
  read(message: string): SignInClaim
  /**
   * Checks the signature's encoding before the nonce is spent.
   *
   * @throws {RequestError} 400 on `signature`.
   */
  checkSignatureFormat(signature: string): void
  /** Whether this server signs in on `chainId`. */
  serves(chainId: string): boolean
  /**
   * Checks the message's time bounds and that the signature is the account's.
   *
   * @throws {RequestError} 401 `sign_in_rejected` or `invalid_signature`, 502.
   */
  verify(proof: SignInProof): Promise<void>
}

/** A 400 on `message`, with the parser's reason. */
export function invalidMessage(error: { message: string; details: string | undefined }) {
  const details = error.details === undefined ? '' : ` (${error.details})`
  return new RequestError(
    400,
    'invalid_request',
    `Invalid body field "message": ${error.message}${details}`,
    'message',
  )
}

/** A 400 on `signature` whose encoding is not the profile's. */
export function invalidSignatureFormat(expected: string) {
  return new RequestError(
    400,
    'invalid_request',
    `Invalid body field "signature": ${expected}`,
    'signature',
  )
}

/** A 401: the sign-in was verified and refused. */
export function rejected(reason: string): RequestError {
  return new RequestError(401, 'sign_in_rejected', reason, 'message')
}

/** A 401: the signature is not the account's. */
function notTheAccountsSignature(address: string): RequestError {
  return new RequestError(
    401,
    'invalid_signature',
    `The signature is not ${address}'s signature of the sign-in message`,
    'signature',
  )
}

/** A parser's or verifier's failure: a stable code, its text and the technical details. */
export type ProfileFailure = { code: string; message: string; details: string | undefined }

/**
 * The claim of `message` as `parse` reads it. A failure of the profile's own error class is
 * a 400 on `message` with the parser's reason; any other error is a bug and propagates.
 *
 * @throws {RequestError} 400 on `message`.
 * @example
 * readClaim(message, parseSiweMessage, SiweError, claimOf)
 */
export function readClaim<Fields>(
  message: string,
  parse: (message: string) => Fields,
  errorClass: abstract new (...args: never[]) => ProfileFailure,
  claimOf: (fields: Fields) => SignInClaim,
): SignInClaim {
  try {
    return claimOf(parse(message))
  } catch (error) {
    if (error instanceof errorClass) throw invalidMessage(error)
    throw error
  }
}

/**
 * The refusal of a verifier's failure that every profile answers alike (the message's time
 * bounds, a signature that is not the account's); `undefined` for a code the profile answers
 * itself.
 *
 * @example
 * throw sharedRefusal(error, claim) ?? invalidMessage(error)
 */
export function sharedRefusal(error: ProfileFailure, claim: SignInClaim): RequestError | undefined {
  switch (error.code) {
    case 'EXPIRED':
    case 'NOT_YET_VALID':
      return rejected(`${error.message} (${error.details})`)
    case 'SIGNATURE_MISMATCH':
      return notTheAccountsSignature(claim.address)
    default:
      return undefined
  }
}
