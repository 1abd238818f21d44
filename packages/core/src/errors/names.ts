import { BaseError, type BaseErrorOptions } from './base.js'

export const nameErrorMessages = {
  RESOLVE_FAILED: 'Error resolving name',
  FETCH_SUGGESTIONS_FAILED: 'Error fetching name suggestions',
  FETCH_NAMES_FAILED: 'Error fetching names for address',
  REGISTER_FAILED: 'Error registering name',
  NETWORK_NOT_FOUND: 'Network not found',
  ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND: 'Address or auth connector not found',
  INVALID_CHAIN_ID_FOR_COIN_TYPE: 'Invalid chainId for coin type',
} as const

export type NameErrorCode = keyof typeof nameErrorMessages

/** Resolving, suggesting or registering a name failed. */
export class NameError extends BaseError<NameErrorCode> {
  override name = 'NameError'
  constructor(code: NameErrorCode, options?: BaseErrorOptions) {
    super(nameErrorMessages, code, options)
  }

  /**
   * The resolve error of SPEC.md §8: the first reason's description when the service gave
   * one, else the catalogue text.
   */
  static resolveFailed(
    reasons: readonly { description?: string }[] = [],
    cause?: unknown,
  ): NameError {
    const error = new NameError('RESOLVE_FAILED', { cause })
    const description = reasons[0]?.description
    if (description) error.message = description
    return error
  }
}
