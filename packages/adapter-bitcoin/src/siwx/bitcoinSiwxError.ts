import { BaseError, type BaseErrorOptions } from '@latch/core'

export const bitcoinSiwxErrorMessages = {
  INVALID_MESSAGE: 'The sign-in message does not follow the Bitcoin CAIP-122 format',
  INVALID_FIELD: 'The {field} of the sign-in message is not valid',
  INVALID_CHAIN_ID: 'The chain ID must be the CAIP-2 id of a Bitcoin chain (bip122)',
  ADDRESS_NOT_ON_CHAIN: 'The address of the sign-in message is not an address of its chain',
  DOMAIN_MISMATCH: 'The sign-in message was made for another domain',
  URI_MISMATCH: 'The sign-in message was made for another URI',
  CHAIN_MISMATCH: 'The sign-in message was made for another chain',
  NONCE_MISMATCH: 'The nonce of the sign-in message does not match',
  EXPIRED: 'The sign-in message has expired',
  NOT_YET_VALID: 'The sign-in message is not valid yet',
  UNSUPPORTED_SIGNATURE:
    'The signature is neither a BIP-322 simple signature (P2WPKH, P2SH-P2WPKH, P2TR) nor a legacy Bitcoin Signed Message (P2PKH, P2WPKH, P2SH-P2WPKH)',
  SIGNATURE_MISMATCH: 'The signature was not made by the account in the sign-in message',
} as const

export type BitcoinSiwxErrorCode = keyof typeof bitcoinSiwxErrorMessages

/**
 * A Sign-In with Bitcoin message (CAIP-122, Bitcoin profile) was malformed or failed
 * verification; `code` says which rule broke, `field` names the field when there is one.
 */
export class BitcoinSiwxError extends BaseError<BitcoinSiwxErrorCode> {
  override name = 'BitcoinSiwxError'
  readonly field: string | undefined

  constructor(
    code: BitcoinSiwxErrorCode,
    options: Omit<BaseErrorOptions, 'values'> & { field?: string } = {},
  ) {
    const { field, ...rest } = options
    super(bitcoinSiwxErrorMessages, code, {
      ...rest,
      ...(field === undefined ? {} : { values: { field } }),
    })
    this.field = field
  }
}
