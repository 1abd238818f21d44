import { Caip122Error, caip122ErrorMessagesOf } from '@latch/core'

export const bitcoinSiwxErrorMessages = caip122ErrorMessagesOf('Bitcoin', {
  INVALID_CHAIN_ID: 'The chain ID must be the CAIP-2 id of a Bitcoin chain (bip122)',
  ADDRESS_NOT_ON_CHAIN: 'The address of the sign-in message is not an address of its chain',
  UNSUPPORTED_SIGNATURE:
    'The signature is neither a BIP-322 simple signature (P2WPKH, P2SH-P2WPKH, P2TR) nor a legacy Bitcoin Signed Message (P2PKH, P2WPKH, P2SH-P2WPKH)',
})

export type BitcoinSiwxErrorCode = keyof typeof bitcoinSiwxErrorMessages

/**
 * A Sign-In with Bitcoin message (CAIP-122, Bitcoin profile) was malformed or failed
 * verification; `code` says which rule broke, `field` names the field when there is one.
 * Core's `Caip122Error` with the Bitcoin texts and two codes of its own.
 */
export class BitcoinSiwxError extends Caip122Error<BitcoinSiwxErrorCode> {
  static override readonly messages = bitcoinSiwxErrorMessages
  override name = 'BitcoinSiwxError'
}
