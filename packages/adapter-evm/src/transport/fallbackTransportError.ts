import { BaseError, type BaseErrorOptions } from '@latch/core'

export const fallbackTransportErrorMessages = {
  NO_RPC_URLS: 'The network {network} has no RPC URL to connect to',
  INVALID_RPC_URL: 'An RPC URL of {network} is not an http or https URL',
  UNSUPPORTED_NAMESPACE: 'The EVM transport cannot reach the {namespace} network {network}',
  NOT_LISTENING: 'The RPC node says it is not listening to the network',
} as const

export type FallbackTransportErrorCode = keyof typeof fallbackTransportErrorMessages

/**
 * The chain RPC transport could not be set up, or a node failed its health ping.
 *
 * @example
 * try {
 *   createFallbackTransport({ network })
 * } catch (error) {
 *   if (error instanceof FallbackTransportError && error.code === 'NO_RPC_URLS') askForRpcUrl()
 * }
 */
export class FallbackTransportError extends BaseError<FallbackTransportErrorCode> {
  override name = 'FallbackTransportError'
  constructor(code: FallbackTransportErrorCode, options?: BaseErrorOptions) {
    super(fallbackTransportErrorMessages, code, options)
  }
}
