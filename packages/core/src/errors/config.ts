import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

export const configErrorMessages = {
  INVALID_CONFIG: 'Invalid Latch configuration: {issues}',
} as const

export type ConfigErrorCode = keyof typeof configErrorMessages

type Options<Code extends ConfigErrorCode> = ErrorOptionsOf<(typeof configErrorMessages)[Code]>

/**
 * `createLatch` was given options it cannot use; the message names each bad option.
 * `new ConfigError(code)` makes the class of that code (see `BaseError`).
 */
export class ConfigError<Code extends ConfigErrorCode = ConfigErrorCode> extends BaseError<Code> {
  override name = 'ConfigError'
  // biome-ignore lint/correctness/noUnreachableSuper: makes the class of the code (base.ts)
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    const ErrorClass = new.target === ConfigError ? configErrors[code] : undefined
    // biome-ignore lint/correctness/noConstructorReturn: makes the class of the code (base.ts)
    if (ErrorClass) return new ErrorClass(options as never) as ConfigError<Code>
    super(configErrorMessages, code, options)
  }
}

/** Options that `createLatch` cannot use; `values.issues` names each one. */
export class InvalidConfigError extends ConfigError<'INVALID_CONFIG'> {
  constructor(options: Options<'INVALID_CONFIG'>) {
    super('INVALID_CONFIG', options)
  }
}

const configErrors = {
  INVALID_CONFIG: InvalidConfigError,
} satisfies { [C in ConfigErrorCode]: new (options: never) => ConfigError<C> }
