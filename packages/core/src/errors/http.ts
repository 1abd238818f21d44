import { BaseError, type BaseErrorOptions } from './base.js'

export const httpErrorMessages = {
  HTTP_ERROR: 'HTTP request failed with status {status}',
  RATE_LIMITED: 'Rate limited',
  SERVER_ERROR: 'Server error',
} as const

export type HttpErrorCode = keyof typeof httpErrorMessages

export type HttpErrorOptions = Omit<BaseErrorOptions, 'values'> & {
  url?: string
  /** The service's own code for the error, where its body says (`{ error: { code } }`). */
  serviceCode?: string | undefined
}

function httpErrorCodeOf(status: number): HttpErrorCode {
  return status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR'
}

/**
 * A non-OK HTTP response from one of the services of SPEC.md §7; carries the status, and its
 * code (and class) follows from it: 429 is `RATE_LIMITED`, 5xx `SERVER_ERROR` (SPEC.md §8).
 * `new HttpError(status)` is an instance of that code's class too (see `BaseError`).
 */
export class HttpError<Code extends HttpErrorCode = HttpErrorCode> extends BaseError<Code> {
  override name = 'HttpError'
  readonly status: number
  readonly url: string | undefined
  /** The service's own code for the error (latch-server's `{ error: { code } }`), if any. */
  readonly serviceCode: string | undefined

  constructor(status: number, { serviceCode, ...options }: HttpErrorOptions = {}) {
    const code = httpErrorCodeOf(status)
    super(httpErrorMessages, code as Code, { ...options, values: { status } })
    this.status = status
    this.url = options.url
    this.serviceCode = serviceCode
  }
}

/** A non-OK status other than 429 and 5xx. */
export class HttpRequestFailedError extends HttpError<'HTTP_ERROR'> {
  static override [Symbol.hasInstance](value: unknown): value is HttpRequestFailedError {
    return value instanceof HttpError && value.code === 'HTTP_ERROR'
  }
}

/** 429: the service asks Latch to slow down (`status` is 429). */
export class HttpRateLimitedError extends HttpError<'RATE_LIMITED'> {
  static override [Symbol.hasInstance](value: unknown): value is HttpRateLimitedError {
    return value instanceof HttpError && value.code === 'RATE_LIMITED'
  }
}

/** A 5xx status: the service failed. */
export class HttpServerError extends HttpError<'SERVER_ERROR'> {
  static override [Symbol.hasInstance](value: unknown): value is HttpServerError {
    return value instanceof HttpError && value.code === 'SERVER_ERROR'
  }
}
