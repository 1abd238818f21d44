import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const serviceErrorMessages = {
  INVALID_RESPONSE: 'Unexpected response from {url}',
  TIMEOUT: 'No response from {url} within {ms} ms',
  NETWORK: 'Could not reach {url}',
} as const

export type ServiceErrorCode = keyof typeof serviceErrorMessages

type Options<Code extends ServiceErrorCode> = ErrorOptionsOf<(typeof serviceErrorMessages)[Code]>

/**
 * A service of SPEC.md §7 answered something Latch cannot use (not JSON, or not the shape
 * the call promises), or did not answer at all. Non-OK statuses are `HttpError`s.
 * `new ServiceError(code)` is an instance of that code's class too (see `BaseError`).
 */
export class ServiceError<
  Code extends ServiceErrorCode = ServiceErrorCode,
> extends BaseError<Code> {
  override name = 'ServiceError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(serviceErrorMessages, code, options)
  }
}

/** The answer is not JSON, or not the shape the call promises; `details` says where. */
export class ServiceInvalidResponseError extends ServiceError<'INVALID_RESPONSE'> {
  static override [Symbol.hasInstance](value: unknown): value is ServiceInvalidResponseError {
    return value instanceof ServiceError && value.code === 'INVALID_RESPONSE'
  }
  constructor(options: Options<'INVALID_RESPONSE'>) {
    super('INVALID_RESPONSE', options)
  }
}

/** The service did not answer in time. */
export class ServiceTimeoutError extends ServiceError<'TIMEOUT'> {
  static override [Symbol.hasInstance](value: unknown): value is ServiceTimeoutError {
    return value instanceof ServiceError && value.code === 'TIMEOUT'
  }
  constructor(options: Options<'TIMEOUT'>) {
    super('TIMEOUT', options)
  }
}

/** The service could not be reached at all. */
export class ServiceNetworkError extends ServiceError<'NETWORK'> {
  static override [Symbol.hasInstance](value: unknown): value is ServiceNetworkError {
    return value instanceof ServiceError && value.code === 'NETWORK'
  }
  constructor(options: Options<'NETWORK'>) {
    super('NETWORK', options)
  }
}
