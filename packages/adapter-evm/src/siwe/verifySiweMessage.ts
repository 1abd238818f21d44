import { type Address, type Hex, isHex, recoverMessageAddress } from 'viem'
import { formatSiweMessage } from './formatSiweMessage.js'
import { parseSiweMessage } from './parseSiweMessage.js'
import { SiweError } from './siweError.js'
import { checkTimestamp, type SiweMessageFields } from './siweMessageFields.js'

/**
 * Checks signatures that `ecrecover` cannot: contract wallets (EIP-1271) and counterfactual
 * ones (EIP-6492). A viem `PublicClient` fits, since its `verifyMessage` does both.
 */
export type SiweSignatureVerifier = {
  verifyMessage(parameters: { address: Address; message: string; signature: Hex }): Promise<boolean>
}

export type VerifySiweMessageParameters = {
  /** The signed text, or its fields (then formatted, which checks them). */
  message: string | SiweMessageFields
  signature: Hex
  /** The domain (authority) the server serves; the message must name exactly this. */
  domain?: string
  /** The nonce the server issued for this sign-in. Single use is the server's duty. */
  nonce?: string
  /** The scheme of the origin; a message without one means `https` (EIP-4361). */
  scheme?: string
  /** The URI the sign-in must be for. */
  uri?: string
  /** The chain the sign-in must be for. */
  chainId?: number
  /** "Now" for the time bounds: a Date or an RFC 3339 date-time. Defaults to the clock. */
  time?: Date | string
  /** Asked only when `ecrecover` does not give the message's address (contract wallets). */
  publicClient?: SiweSignatureVerifier
}

export type VerifySiweMessageReturnType = SiweMessageFields
export type VerifySiweMessageErrorType = SiweError

function timeToEpochMs(time: Date | string | undefined): number {
  if (time === undefined) return Date.now()
  if (typeof time === 'string') return checkTimestamp('time', time)
  const epochMs = time.getTime()
  if (Number.isNaN(epochMs)) throw new SiweError('INVALID_DATE_TIME_VALUE', { field: 'time' })
  return epochMs
}

async function recoversTo(text: string, signature: Hex, address: Address): Promise<boolean> {
  try {
    const recovered = await recoverMessageAddress({ message: text, signature })
    return recovered.toLowerCase() === address.toLowerCase()
  } catch (cause) {
    throw new SiweError('INVALID_SIGNATURE', { cause, details: signature })
  }
}

/**
 * Verifies a signed Sign-In with Ethereum message as a server must before it stores a
 * session: the message parses strictly, names the expected scheme, domain, URI, chain and
 * nonce, is inside its time bounds, and the signature is the address's EIP-191 signature of
 * exactly this text (or, with `publicClient`, a contract wallet's EIP-1271 approval).
 *
 * @returns The fields of the verified message.
 * @throws {SiweError} `DOMAIN_MISMATCH`, `NONCE_MISMATCH`, `EXPIRED`, `NOT_YET_VALID`,
 *   `INVALID_SIGNATURE`, `SIGNATURE_MISMATCH` (and the other codes of a malformed message).
 * @example
 * const fields = await verifySiweMessage({
 *   message,
 *   signature,
 *   domain: 'example.com',
 *   nonce: session.nonce,
 * })
 * fields.address // the signed-in account
 */
export async function verifySiweMessage(
  parameters: VerifySiweMessageParameters,
): Promise<VerifySiweMessageReturnType> {
  const { message, signature } = parameters
  const text = typeof message === 'string' ? message : formatSiweMessage(message)
  const fields = parseSiweMessage(text)

  if (parameters.scheme !== undefined) {
    const expected = parameters.scheme.toLowerCase()
    if ((fields.scheme ?? 'https').toLowerCase() !== expected) {
      throw new SiweError('SCHEME_MISMATCH', { details: `${fields.scheme} ≠ ${expected}` })
    }
  }
  if (parameters.domain !== undefined && fields.domain !== parameters.domain) {
    throw new SiweError('DOMAIN_MISMATCH', { details: `${fields.domain} ≠ ${parameters.domain}` })
  }
  if (parameters.uri !== undefined && fields.uri !== parameters.uri) {
    throw new SiweError('URI_MISMATCH', { details: `${fields.uri} ≠ ${parameters.uri}` })
  }
  if (parameters.chainId !== undefined && fields.chainId !== parameters.chainId) {
    throw new SiweError('CHAIN_MISMATCH', {
      details: `${fields.chainId} ≠ ${parameters.chainId}`,
    })
  }
  if (parameters.nonce !== undefined && fields.nonce !== parameters.nonce) {
    throw new SiweError('NONCE_MISMATCH')
  }

  const now = timeToEpochMs(parameters.time)
  if (fields.expirationTime !== undefined) {
    if (now >= checkTimestamp('expirationTime', fields.expirationTime)) {
      throw new SiweError('EXPIRED', { details: fields.expirationTime })
    }
  }
  if (fields.notBefore !== undefined) {
    if (now < checkTimestamp('notBefore', fields.notBefore)) {
      throw new SiweError('NOT_YET_VALID', { details: fields.notBefore })
    }
  }

  if (typeof signature !== 'string' || !isHex(signature, { strict: true })) {
    throw new SiweError('INVALID_SIGNATURE', { details: String(signature) })
  }
  const { publicClient } = parameters
  if (!publicClient) {
    if (!(await recoversTo(text, signature, fields.address))) {
      throw new SiweError('SIGNATURE_MISMATCH', { details: fields.address })
    }
    return fields
  }

  // Contract wallets sign with data ecrecover cannot read; try the cheap offline check first.
  const recovered = await recoversTo(text, signature, fields.address).catch(() => false)
  if (recovered) return fields
  let approved: boolean
  try {
    approved = await publicClient.verifyMessage({
      address: fields.address,
      message: text,
      signature,
    })
  } catch (cause) {
    throw new SiweError('SIGNATURE_CHECK_FAILED', { cause })
  }
  if (!approved) throw new SiweError('SIGNATURE_MISMATCH', { details: fields.address })
  return fields
}
