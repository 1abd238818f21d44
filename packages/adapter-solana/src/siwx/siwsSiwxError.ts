import { BaseError, type BaseErrorOptions } from '@latch/core'

export const siwsSiwxErrorMessages = {
  NO_PAGE: 'Sign-in needs the page it runs on: pass `page` where there is no window.location',
  UNSUPPORTED_NETWORK: 'Sign-In with Solana works on solana networks, not on {network}',
  UNREACHABLE: 'Could not reach the sign-in server at {url}',
  TIMEOUT: 'The sign-in server at {url} did not answer within {ms} ms',
  REFUSED: 'The sign-in server refused the request: {reason}',
  INVALID_RESPONSE: 'The sign-in server at {url} answered something unexpected',
} as const

export type SiwsSiwxErrorCode = keyof typeof siwsSiwxErrorMessages

export type SiwsSiwxErrorOptions = BaseErrorOptions & {
  /** The HTTP status of a `REFUSED` answer. */
  status?: number
  /** The server's error code of a `REFUSED` answer (`invalid_nonce`, `sign_in_rejected` …). */
  serverCode?: string
}

/**
 * `siwsSiwx` could not talk to its sign-in server, or the server said no. `REFUSED` carries
 * the server's reason, `status` and `serverCode`, as adapter-evm's `SiweSiwxError` does.
 *
 * @example
 * try {
 *   await siwx.addSession(session)
 * } catch (error) {
 *   if (error instanceof SiwsSiwxError && error.serverCode === 'invalid_nonce') retry()
 * }
 */
export class SiwsSiwxError extends BaseError<SiwsSiwxErrorCode> {
  override name = 'SiwsSiwxError'
  readonly status: number | undefined
  readonly serverCode: string | undefined

  constructor(code: SiwsSiwxErrorCode, options: SiwsSiwxErrorOptions = {}) {
    const { status, serverCode, ...rest } = options
    super(siwsSiwxErrorMessages, code, rest)
    this.status = status
    this.serverCode = serverCode
  }
}
