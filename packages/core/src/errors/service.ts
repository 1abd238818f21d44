import { BaseError, type BaseErrorOptions } from './base.js'

export const serviceErrorMessages = {
  INVALID_RESPONSE: 'Unexpected response from {url}',
  TIMEOUT: 'No response from {url} within {ms} ms',
  NETWORK: 'Could not reach {url}',
} as const

export type ServiceErrorCode = keyof typeof serviceErrorMessages

/**
 * A service of SPEC.md §7 answered something Latch cannot use (not JSON, or not the shape
 * the call promises), or did not answer at all. Non-OK statuses are `HttpError`s.
 */
export class ServiceError extends BaseError<ServiceErrorCode> {
  override name = 'ServiceError'
  constructor(code: ServiceErrorCode, options?: BaseErrorOptions) {
    super(serviceErrorMessages, code, options)
  }
}
