import { BaseError, type BaseErrorOptions } from './base.js'

export const walletRequestErrorMessages = {
  ACTION_NOT_ALLOWED: 'Action not allowed',
  REQUEST_REJECTED: 'Request rejected',
} as const

export type WalletRequestErrorCode = keyof typeof walletRequestErrorMessages

/** A wallet RPC request was refused by Latch or by the visitor. */
export class WalletRequestError extends BaseError<WalletRequestErrorCode> {
  override name = 'WalletRequestError'
  constructor(code: WalletRequestErrorCode, options?: BaseErrorOptions) {
    super(walletRequestErrorMessages, code, options)
  }
}
