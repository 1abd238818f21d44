import { BaseError, type BaseErrorOptions } from './base.js'

export const adapterErrorMessages = {
  NOT_SUPPORTED: '{capability} is not supported on {namespace}',
  CONNECTOR_NOT_FOUND: 'No connector found with id {connectorId}',
  NOT_CONNECTED: 'The wallet is not connected',
  INVALID_ADDRESS: 'Invalid address',
  INVALID_AMOUNT: 'Invalid amount',
  INVALID_CALLS: 'Invalid wallet_sendCalls: {reason}',
  TRANSACTION_FAILED: 'Transaction {id} failed',
} as const

export type AdapterErrorCode = keyof typeof adapterErrorMessages

/**
 * A chain adapter could not do what was asked: the namespace cannot do it at all (never a
 * fake success), the wallet is gone, or the input is not valid on this chain.
 */
export class AdapterError extends BaseError<AdapterErrorCode> {
  override name = 'AdapterError'
  constructor(code: AdapterErrorCode, options?: BaseErrorOptions) {
    super(adapterErrorMessages, code, options)
  }
}
