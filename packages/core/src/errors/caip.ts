import { BaseError, type BaseErrorOptions } from './base.js'

export const caipErrorMessages = {
  INVALID_CAIP_NETWORK_ID: 'Invalid CAIP-2 network id',
  INVALID_CAIP_ADDRESS: 'Invalid CAIP address',
} as const

export type CaipErrorCode = keyof typeof caipErrorMessages

/** A value that breaks the CAIP-2 or CAIP-10 syntax. */
export class CaipError extends BaseError<CaipErrorCode> {
  override name = 'CaipError'
  constructor(code: CaipErrorCode, options?: BaseErrorOptions) {
    super(caipErrorMessages, code, options)
  }
}
