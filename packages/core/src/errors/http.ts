import { BaseError, type BaseErrorOptions } from './base.js'

export const httpErrorMessages = {
  HTTP_ERROR: 'HTTP request failed with status {status}',
  RATE_LIMITED: 'Rate limited',
  SERVER_ERROR: 'Server error',
} as const

export type HttpErrorCode = keyof typeof httpErrorMessages

/** A non-OK HTTP response from one of the services of SPEC.md §7; carries the status. */
export class HttpError extends BaseError<HttpErrorCode> {
  override name = 'HttpError'
  readonly status: number
  readonly url: string | undefined

  constructor(status: number, options: Omit<BaseErrorOptions, 'values'> & { url?: string } = {}) {
    const code: HttpErrorCode =
      status === 429 ? 'RATE_LIMITED' : status >= 500 ? 'SERVER_ERROR' : 'HTTP_ERROR'
    super(httpErrorMessages, code, { ...options, values: { status } })
    this.status = status
    this.url = options.url
  }
}
