import {
  type CaipNetworkId,
  type VerifyCaip122MessageParameters,
  verifyCaip122Message,
} from '@latch/core'
import { addressTypeOf } from '../bitcoinAddressKind.js'
import { readBitcoinSignature } from '../bitcoinSignature.js'
import { BitcoinSiwxError } from './bitcoinSiwxError.js'
import { type BitcoinSiwxFields, bitcoinSiwxProfile } from './bitcoinSiwxMessage.js'
import { verifyBitcoinSignature } from './verifyBitcoinSignature.js'

export type VerifyBitcoinSiwxMessageParameters = Omit<
  VerifyCaip122MessageParameters,
  'message' | 'signature' | 'chainId'
> & {
  /** The signed text, or its fields (then formatted, which checks them). */
  message: string | BitcoinSiwxFields
  /** Base64: a BIP-322 simple signature, or a legacy Bitcoin Signed Message. */
  signature: string
  /** The chain the sign-in must be for, as a bip122 CAIP-2 id. */
  chainId?: CaipNetworkId
}

export type VerifyBitcoinSiwxMessageReturnType = BitcoinSiwxFields
export type VerifyBitcoinSiwxMessageErrorType = BitcoinSiwxError

/**
 * Whether the signature is the address's, once it is one a sign-in takes: a BIP-322 witness,
 * or a legacy signature for an address that is not taproot.
 */
function verifySignInSignature(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const read = readBitcoinSignature(parameters.signature)
  if (!read) {
    throw new BitcoinSiwxError('UNSUPPORTED_SIGNATURE', {
      details: 'neither a BIP-322 witness of one or two items nor a 65-byte legacy signature',
    })
  }
  if (read.format === 'legacy' && addressTypeOf(parameters.address) === 'p2tr') {
    throw new BitcoinSiwxError('UNSUPPORTED_SIGNATURE', {
      details: `a legacy signature for the taproot address ${parameters.address}: taproot signs with BIP-322`,
    })
  }
  return verifyBitcoinSignature(parameters)
}

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
export function verifyBitcoinSiwxMessage(
  parameters: VerifyBitcoinSiwxMessageParameters,
): Promise<VerifyBitcoinSiwxMessageReturnType> {
  return verifyCaip122Message(parameters, bitcoinSiwxProfile, verifySignInSignature)
}
