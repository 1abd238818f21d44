import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

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

type Options<Code extends NameErrorCode> = ErrorOptionsOf<(typeof nameErrorMessages)[Code]>

/** What the name service gives as the reasons of a failed resolve. */
export type NameResolveReason = { description?: string }

/**
 * Resolving, suggesting or registering a name failed. `new NameError(code)` is an instance
 * of that code's class too (see `BaseError`).
 */
export class NameError<Code extends NameErrorCode = NameErrorCode> extends BaseError<Code> {
  override name = 'NameError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(nameErrorMessages, code, options)
  }

  /**
   * The resolve error of SPEC.md §8: the first reason's description when the service gave
   * one, else the catalogue text.
   */
  static resolveFailed(
    reasons: readonly NameResolveReason[] = [],
    cause?: unknown,
  ): ResolveNameError {
    return new ResolveNameError({ reasons, cause })
  }
}

/**
 * A name could not be resolved. The message is the first reason's description when the
 * service gave one (SPEC.md §8), else the catalogue text.
 */
export class ResolveNameError extends NameError<'RESOLVE_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is ResolveNameError {
    return value instanceof NameError && value.code === 'RESOLVE_FAILED'
  }
  constructor(
    options: Options<'RESOLVE_FAILED'> & { reasons?: readonly NameResolveReason[] } = {},
  ) {
    const { reasons, ...rest } = options
    super('RESOLVE_FAILED', rest)
    const description = reasons?.[0]?.description
    if (description) this.replaceMessage(description)
  }
}

/** The name service did not give suggestions. */
export class FetchNameSuggestionsError extends NameError<'FETCH_SUGGESTIONS_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is FetchNameSuggestionsError {
    return value instanceof NameError && value.code === 'FETCH_SUGGESTIONS_FAILED'
  }
  constructor(options?: Options<'FETCH_SUGGESTIONS_FAILED'>) {
    super('FETCH_SUGGESTIONS_FAILED', options)
  }
}

/** The name service did not give the names of an address. */
export class FetchNamesError extends NameError<'FETCH_NAMES_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is FetchNamesError {
    return value instanceof NameError && value.code === 'FETCH_NAMES_FAILED'
  }
  constructor(options?: Options<'FETCH_NAMES_FAILED'>) {
    super('FETCH_NAMES_FAILED', options)
  }
}

/** Registering a name failed (the signature or the service's answer). */
export class RegisterNameError extends NameError<'REGISTER_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is RegisterNameError {
    return value instanceof NameError && value.code === 'REGISTER_FAILED'
  }
  constructor(options?: Options<'REGISTER_FAILED'>) {
    super('REGISTER_FAILED', options)
  }
}

/** There is no active network to register the name on. */
export class NameNetworkNotFoundError extends NameError<'NETWORK_NOT_FOUND'> {
  static override [Symbol.hasInstance](value: unknown): value is NameNetworkNotFoundError {
    return value instanceof NameError && value.code === 'NETWORK_NOT_FOUND'
  }
  constructor(options?: Options<'NETWORK_NOT_FOUND'>) {
    super('NETWORK_NOT_FOUND', options)
  }
}

/** There is no connected address to register the name for. */
export class AddressOrAuthConnectorNotFoundError extends NameError<'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'> {
  static override [Symbol.hasInstance](
    value: unknown,
  ): value is AddressOrAuthConnectorNotFoundError {
    return value instanceof NameError && value.code === 'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'
  }
  constructor(options?: Options<'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND'>) {
    super('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND', options)
  }
}

/** A chain id of 2^31 or more has no coin type (SPEC.md §5). */
export class InvalidChainIdForCoinTypeError extends NameError<'INVALID_CHAIN_ID_FOR_COIN_TYPE'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidChainIdForCoinTypeError {
    return value instanceof NameError && value.code === 'INVALID_CHAIN_ID_FOR_COIN_TYPE'
  }
  constructor(options?: Options<'INVALID_CHAIN_ID_FOR_COIN_TYPE'>) {
    super('INVALID_CHAIN_ID_FOR_COIN_TYPE', options)
  }
}
