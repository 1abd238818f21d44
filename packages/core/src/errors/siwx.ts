import { BaseError, type BaseErrorOptions } from './base.js'

export const siwxErrorMessages = {
  SIGN_MESSAGE_FAILED: 'Error signing message',
  INITIALIZE_FAILED: 'A problem occurred while trying initialize authentication',
  NOT_ENABLED: 'SIWX is not enabled',
  NO_ACTIVE_CAIP_ADDRESS: 'No ActiveCaipAddress found',
  NO_ACTIVE_CAIP_NETWORK_OR_CLIENT: 'No ActiveCaipNetwork or client found',
  NO_CONNECTION_CLIENT: 'No ConnectionController client found',
} as const

export type SiwxErrorCode = keyof typeof siwxErrorMessages

/** Sign-in with a wallet signature (SIWX) failed. */
export class SiwxError extends BaseError<SiwxErrorCode> {
  override name = 'SiwxError'
  constructor(code: SiwxErrorCode, options?: BaseErrorOptions) {
    super(siwxErrorMessages, code, options)
  }
}
