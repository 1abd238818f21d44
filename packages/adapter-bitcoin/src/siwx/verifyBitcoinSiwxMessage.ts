import { type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from '@latch/core'
import { addressTypeOf } from '../bitcoinAddressKind.js'
import { readBitcoinSignature } from '../bitcoinSignature.js'
import { BitcoinSiwxError } from './bitcoinSiwxError.js'
import {
  type BitcoinSiwxFields,
  dateTimeMs,
  formatBitcoinSiwxMessage,
  parseBitcoinSiwxMessage,
} from './bitcoinSiwxMessage.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'

export type VerifyBitcoinSiwxMessageParameters = {
  /** The signed text, or its fields (then formatted, which checks them). */
  message: string | BitcoinSiwxFields
  /** Base64: a BIP-322 simple signature, or a legacy Bitcoin Signed Message. */
  signature: string
  /** The domain the server serves; the message must name exactly this. */
  domain?: string
  /** The URI the sign-in must be for. */
  uri?: string
  /** The chain the sign-in must be for, as a bip122 CAIP-2 id. */
  chainId?: CaipNetworkId
  /** The nonce the server issued for this sign-in. Single use is the server's duty. */
  nonce?: string
  /** "Now" for the time bounds; defaults to the clock. */
  time?: Date
}

export type VerifyBitcoinSiwxMessageReturnType = BitcoinSiwxFields
export type VerifyBitcoinSiwxMessageErrorType = BitcoinSiwxError

/**
 * Verifies a signed Sign-In with Bitcoin message as a server must before it stores a session:
 * the text parses strictly (the address is of the chain it names), names the expected domain,
 * URI, chain and nonce, is inside its time bounds, and the signature is the address's
 * signature of exactly this text: BIP-322 "simple" for P2WPKH, P2SH-P2WPKH and P2TR, or the
 * legacy Bitcoin Signed Message for P2PKH (and for P2WPKH and P2SH-P2WPKH wallets that have
 * nothing else). A taproot address needs BIP-322: a legacy signature is refused for it.
 *
 * @returns The fields of the verified message.
 * @throws {BitcoinSiwxError} `DOMAIN_MISMATCH`, `URI_MISMATCH`, `CHAIN_MISMATCH`,
 *   `NONCE_MISMATCH`, `EXPIRED`, `NOT_YET_VALID`, `UNSUPPORTED_SIGNATURE`,
 *   `SIGNATURE_MISMATCH` (and the codes of a malformed message).
 * @example
 * const fields = await verifyBitcoinSiwxMessage({ message, signature, domain: 'example.com', nonce })
 */
export async function verifyBitcoinSiwxMessage(
  parameters: VerifyBitcoinSiwxMessageParameters,
): Promise<VerifyBitcoinSiwxMessageReturnType> {
  const { message, signature } = parameters
  const text = typeof message === 'string' ? message : formatBitcoinSiwxMessage(message)
  const fields = parseBitcoinSiwxMessage(text)
  if (parameters.domain !== undefined && fields.domain !== parameters.domain) {
    throw new BitcoinSiwxError('DOMAIN_MISMATCH', {
      details: `${fields.domain} ≠ ${parameters.domain}`,
    })
  }
  if (parameters.uri !== undefined && fields.uri !== parameters.uri) {
    throw new BitcoinSiwxError('URI_MISMATCH', { details: `${fields.uri} ≠ ${parameters.uri}` })
  }
  if (parameters.chainId !== undefined) {
    const expected = isCaipNetworkId(parameters.chainId)
      ? parseCaipNetworkId(parameters.chainId)
      : undefined
    if (expected?.namespace !== 'bip122') {
      throw new BitcoinSiwxError('INVALID_CHAIN_ID', { details: parameters.chainId })
    }
    if (fields.chainId !== expected.reference) {
      throw new BitcoinSiwxError('CHAIN_MISMATCH', {
        details: `${fields.chainId} ≠ ${expected.reference}`,
      })
    }
  }
  if (parameters.nonce !== undefined && fields.nonce !== parameters.nonce) {
    throw new BitcoinSiwxError('NONCE_MISMATCH')
  }
  const now = (parameters.time ?? new Date()).getTime()
  if (fields.expirationTime !== undefined) {
    if (now >= dateTimeMs('Expiration Time', fields.expirationTime)) {
      throw new BitcoinSiwxError('EXPIRED', { details: fields.expirationTime })
    }
  }
  if (fields.notBefore !== undefined && now < dateTimeMs('Not Before time', fields.notBefore)) {
    throw new BitcoinSiwxError('NOT_YET_VALID', { details: fields.notBefore })
  }
  const read = readBitcoinSignature(signature)
  if (!read) {
    throw new BitcoinSiwxError('UNSUPPORTED_SIGNATURE', {
      details: 'neither a BIP-322 witness of one or two items nor a 65-byte legacy signature',
    })
  }
  if (read.format === 'legacy' && addressTypeOf(fields.address) === 'p2tr') {
    throw new BitcoinSiwxError('UNSUPPORTED_SIGNATURE', {
      details: `a legacy signature for the taproot address ${fields.address}: taproot signs with BIP-322`,
    })
  }
  if (!(await verifyBitcoinSignature({ address: fields.address, message: text, signature }))) {
    throw new BitcoinSiwxError('SIGNATURE_MISMATCH', { details: fields.address })
  }
  return fields
}
