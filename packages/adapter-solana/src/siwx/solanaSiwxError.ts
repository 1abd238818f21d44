import { BaseError, type BaseErrorOptions } from '@latch/core'

export const solanaSiwxErrorMessages = {
  INVALID_MESSAGE: 'The sign-in message does not follow the Solana CAIP-122 format',
  INVALID_FIELD: 'The {field} of the sign-in message is not valid',
  INVALID_CHAIN_ID: 'The chain ID must be a solana CAIP-2 id',
  DOMAIN_MISMATCH: 'The sign-in message was made for another domain',
  URI_MISMATCH: 'The sign-in message was made for another URI',
  CHAIN_MISMATCH: 'The sign-in message was made for another chain',
  NONCE_MISMATCH: 'The nonce of the sign-in message does not match',
  EXPIRED: 'The sign-in message has expired',
  NOT_YET_VALID: 'The sign-in message is not valid yet',
  SIGNATURE_MISMATCH: 'The signature was not made by the account in the sign-in message',
} as const

export type SolanaSiwxErrorCode = keyof typeof solanaSiwxErrorMessages

/**
 * A Sign-In with Solana message (CAIP-122, Solana profile) was malformed or failed
 * verification; `code` says which rule broke, `field` names the field when there is one.
 */
export class SolanaSiwxError extends BaseError<SolanaSiwxErrorCode> {
  override name = 'SolanaSiwxError'
  readonly field: string | undefined

  constructor(
    code: SolanaSiwxErrorCode,
    options: Omit<BaseErrorOptions, 'values'> & { field?: string } = {},
  ) {
    const { field, ...rest } = options
    super(solanaSiwxErrorMessages, code, {
      ...rest,
      ...(field === undefined ? {} : { values: { field } }),
    })
    this.field = field
  }
}
