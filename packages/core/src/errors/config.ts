import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const configErrorMessages = {
  INVALID_CONFIG: 'Invalid Latch configuration: {issues}',
  FEATURE_NOT_ENABLED: 'The {feature} feature is not enabled: set features.{feature} to true',
} as const

export type ConfigErrorCode = keyof typeof configErrorMessages

type Options<Code extends ConfigErrorCode> = ErrorOptionsOf<(typeof configErrorMessages)[Code]>

/**
 * `createLatch` was given options it cannot use; the message names each bad option.
 * `new ConfigError(code)` is an instance of that code's class too (see `BaseError`).
 */
export class ConfigError<Code extends ConfigErrorCode = ConfigErrorCode> extends BaseError<Code> {
  override name = 'ConfigError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(configErrorMessages, code, options)
  }
}

/** Options that `createLatch` cannot use; `values.issues` names each one. */
export class InvalidConfigError extends ConfigError<'INVALID_CONFIG'> {
  static override [Symbol.hasInstance](value: unknown): value is InvalidConfigError {
    return value instanceof ConfigError && value.code === 'INVALID_CONFIG'
  }
  constructor(options: Options<'INVALID_CONFIG'>) {
    super('INVALID_CONFIG', options)
  }
}

/** A call needs a feature the site has not turned on (`features.<feature>`). */
export class FeatureNotEnabledError extends ConfigError<'FEATURE_NOT_ENABLED'> {
  static override [Symbol.hasInstance](value: unknown): value is FeatureNotEnabledError {
    return value instanceof ConfigError && value.code === 'FEATURE_NOT_ENABLED'
  }
  constructor(options: Options<'FEATURE_NOT_ENABLED'>) {
    super('FEATURE_NOT_ENABLED', options)
  }
}
