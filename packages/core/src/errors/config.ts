import { BaseError, type BaseErrorOptions } from './base.js'

export const configErrorMessages = {
  INVALID_CONFIG: 'Invalid Latch configuration: {issues}',
} as const

export type ConfigErrorCode = keyof typeof configErrorMessages

/** `createLatch` was given options it cannot use; the message names each bad option. */
export class ConfigError extends BaseError<ConfigErrorCode> {
  override name = 'ConfigError'
  constructor(code: ConfigErrorCode, options?: BaseErrorOptions) {
    super(configErrorMessages, code, options)
  }
}
