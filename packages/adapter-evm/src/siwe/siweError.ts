import { BaseError, type BaseErrorOptions } from '@latch/core'

export const siweErrorMessages = {
  MISSING_FIELD: 'The sign-in message has no {field}',
  INVALID_MESSAGE: 'The sign-in message does not follow the EIP-4361 format',
  INVALID_SCHEME: 'The scheme of the sign-in message is not a URI scheme',
  INVALID_DOMAIN: 'The domain of the sign-in message is not a host with an optional port',
  INVALID_ADDRESS: 'The address of the sign-in message is not an EIP-55 checksummed address',
  INVALID_STATEMENT:
    'The statement of the sign-in message must be one line of URI characters and spaces',
  INVALID_URI: 'The URI of the sign-in message is not an RFC 3986 URI',
  INVALID_VERSION: 'The version of the sign-in message must be 1',
  INVALID_CHAIN_ID: 'The chain ID of the sign-in message must be a whole number',
  INVALID_NONCE: 'The nonce of the sign-in message must be at least 8 letters or digits',
  INVALID_DATE_TIME_SYNTAX: 'The {field} of the sign-in message is not an RFC 3339 date-time',
  INVALID_DATE_TIME_VALUE: 'The {field} of the sign-in message is not a real date and time',
  INVALID_REQUEST_ID: 'The request ID of the sign-in message may hold only URI path characters',
  INVALID_RESOURCE: 'A resource of the sign-in message is not an RFC 3986 URI',
  SCHEME_MISMATCH: 'The sign-in message was made for another scheme',
  DOMAIN_MISMATCH: 'The sign-in message was made for another domain',
  URI_MISMATCH: 'The sign-in message was made for another URI',
  CHAIN_MISMATCH: 'The sign-in message was made for another chain',
  NONCE_MISMATCH: 'The nonce of the sign-in message does not match',
  EXPIRED: 'The sign-in message has expired',
  NOT_YET_VALID: 'The sign-in message is not valid yet',
  INVALID_SIGNATURE: 'The signature is malformed',
  SIGNATURE_MISMATCH: 'The signature was not made by the account in the sign-in message',
  SIGNATURE_CHECK_FAILED: 'The signature could not be checked with the chain',
} as const

export type SiweErrorCode = keyof typeof siweErrorMessages

export type SiweErrorOptions = Omit<BaseErrorOptions, 'values'> & {
  /** The field the error is about, as named in `SiweMessageFields` (or `time`). */
  field?: string
}

/** Labels of fields as the message text shows them, for the catalogue's `{field}`. */
const fieldLabels: Readonly<Record<string, string>> = {
  scheme: 'scheme',
  domain: 'domain',
  address: 'address',
  uri: 'URI',
  version: 'version',
  chainId: 'chain ID',
  nonce: 'nonce',
  issuedAt: 'Issued At time',
  expirationTime: 'Expiration Time',
  notBefore: 'Not Before time',
  time: 'verification time',
}

/**
 * A Sign-In with Ethereum (EIP-4361) message was malformed, or failed verification. `code`
 * says which rule broke; `field` names the field when there is one.
 *
 * @example
 * try {
 *   parseSiweMessage(text)
 * } catch (error) {
 *   if (error instanceof SiweError && error.code === 'INVALID_ADDRESS') showAddressHelp()
 * }
 */
export class SiweError extends BaseError<SiweErrorCode> {
  override name = 'SiweError'
  readonly field: string | undefined

  constructor(code: SiweErrorCode, options: SiweErrorOptions = {}) {
    const { field, ...rest } = options
    super(siweErrorMessages, code, {
      ...rest,
      ...(field === undefined ? {} : { values: { field: fieldLabels[field] ?? field } }),
    })
    this.field = field
  }
}
