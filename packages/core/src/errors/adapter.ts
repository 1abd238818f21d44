import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const adapterErrorMessages = {
  NOT_SUPPORTED: '{capability} is not supported on {namespace}',
  CONNECTOR_NOT_FOUND: 'No connector found with id {connectorId}',
  NOT_CONNECTED: 'The wallet is not connected',
  INVALID_ADDRESS: 'Invalid address',
  INVALID_AMOUNT: 'Invalid amount',
  INVALID_FEE_RATE: 'Invalid fee rate',
  INVALID_SIGNATURE: 'Invalid signature',
  INVALID_MEMO: 'Invalid memo',
  INVALID_CALLS: 'Invalid wallet_sendCalls: {reason}',
  TRANSACTION_FAILED: 'Transaction {id} failed',
} as const

export type AdapterErrorCode = keyof typeof adapterErrorMessages

type Options<Code extends AdapterErrorCode> = ErrorOptionsOf<(typeof adapterErrorMessages)[Code]>

/**
 * A chain adapter could not do what was asked: the namespace cannot do it at all (never a
 * fake success), the wallet is gone, or the input is not valid on this chain.
 * `new AdapterError(code)` is an instance of that code's class too (see `BaseError`).
 */
export class AdapterError<
  Code extends AdapterErrorCode = AdapterErrorCode,
> extends BaseError<Code> {
  override name = 'AdapterError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(adapterErrorMessages, code, options)
  }
}

/** The namespace cannot do this at all (a typed refusal, never a fake success). */
export class CapabilityNotSupportedError extends AdapterError<'NOT_SUPPORTED'> {
  static override [Symbol.hasInstance](value: unknown): value is CapabilityNotSupportedError {
    return value instanceof AdapterError && value.code === 'NOT_SUPPORTED'
  }
  constructor(options: Options<'NOT_SUPPORTED'>) {
    super('NOT_SUPPORTED', options)
  }
}

/** No connector of the adapter has the id asked for. */
export class ConnectorNotFoundError extends AdapterError<'CONNECTOR_NOT_FOUND'> {
  static override [Symbol.hasInstance](value: unknown): value is ConnectorNotFoundError {
    return value instanceof AdapterError && value.code === 'CONNECTOR_NOT_FOUND'
  }
  constructor(options: Options<'CONNECTOR_NOT_FOUND'>) {
    super('CONNECTOR_NOT_FOUND', options)
  }
}

/** The call needs a connected wallet, and there is none (or not that account). */
export class WalletNotConnectedError extends AdapterError<'NOT_CONNECTED'> {
  static override [Symbol.hasInstance](value: unknown): value is WalletNotConnectedError {
    return value instanceof AdapterError && value.code === 'NOT_CONNECTED'
  }
  constructor(options?: Options<'NOT_CONNECTED'>) {
    super('NOT_CONNECTED', options)
  }
}

/** The address is not valid on the adapter's namespace. */
export class InvalidAddressError extends AdapterError<'INVALID_ADDRESS'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidAddressError {
    return value instanceof AdapterError && value.code === 'INVALID_ADDRESS'
  }
  constructor(options?: Options<'INVALID_ADDRESS'>) {
    super('INVALID_ADDRESS', options)
  }
}

/** The amount is not a positive amount of the asset. */
export class InvalidAmountError extends AdapterError<'INVALID_AMOUNT'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidAmountError {
    return value instanceof AdapterError && value.code === 'INVALID_AMOUNT'
  }
  constructor(options?: Options<'INVALID_AMOUNT'>) {
    super('INVALID_AMOUNT', options)
  }
}

/** The fee rate (a site's, or a server's estimate) is outside what a transfer may pay. */
export class InvalidFeeRateError extends AdapterError<'INVALID_FEE_RATE'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidFeeRateError {
    return value instanceof AdapterError && value.code === 'INVALID_FEE_RATE'
  }
  constructor(options?: Options<'INVALID_FEE_RATE'>) {
    super('INVALID_FEE_RATE', options)
  }
}

/**
 * The wallet answered a signing request with something that is not a signature of this
 * namespace (wrong encoding or length): refused before it is used or sent anywhere.
 */
export class InvalidSignatureError extends AdapterError<'INVALID_SIGNATURE'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidSignatureError {
    return value instanceof AdapterError && value.code === 'INVALID_SIGNATURE'
  }
  constructor(options?: Options<'INVALID_SIGNATURE'>) {
    super('INVALID_SIGNATURE', options)
  }
}

/** The memo of a transfer is not one the chain takes (Cosmos SDK: over 256 bytes). */
export class InvalidMemoError extends AdapterError<'INVALID_MEMO'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidMemoError {
    return value instanceof AdapterError && value.code === 'INVALID_MEMO'
  }
  constructor(options?: Options<'INVALID_MEMO'>) {
    super('INVALID_MEMO', options)
  }
}

/** A `wallet_sendCalls` request does not have the shape of SPEC.md §3. */
export class InvalidCallsError extends AdapterError<'INVALID_CALLS'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidCallsError {
    return value instanceof AdapterError && value.code === 'INVALID_CALLS'
  }
  constructor(options: Options<'INVALID_CALLS'>) {
    super('INVALID_CALLS', options)
  }
}

/** The chain did not carry out the transaction. */
export class TransactionFailedError extends AdapterError<'TRANSACTION_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is TransactionFailedError {
    return value instanceof AdapterError && value.code === 'TRANSACTION_FAILED'
  }
  constructor(options: Options<'TRANSACTION_FAILED'>) {
    super('TRANSACTION_FAILED', options)
  }
}
