import { BaseError, type BaseErrorOptions } from '@latch/core'

export const solanaRequestErrorMessages = {
  INVALID_PARAMS: 'Invalid {method} params: {reason}',
  INVALID_RESULT: 'Invalid {method} result: {reason}',
} as const

export type SolanaRequestErrorCode = keyof typeof solanaRequestErrorMessages

/**
 * A Solana signing request (SPEC.md §3) whose params do not fit its method, or whose answer
 * (from the embedded wallet's frame) is not what the method returns.
 */
export class SolanaRequestError extends BaseError<SolanaRequestErrorCode> {
  override name = 'SolanaRequestError'
  constructor(code: SolanaRequestErrorCode, options?: BaseErrorOptions) {
    super(solanaRequestErrorMessages, code, options)
  }
}
