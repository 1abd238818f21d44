import { BaseError, type BaseErrorOptions } from './base.js'

/** Errors that mean the integration or Latch itself is wired wrongly, not the visitor. */
export const internalErrorMessages = {
  CHAIN_ADAPTER_NOT_FOUND: 'Chain adapter not found',
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  ADAPTER_NOT_FOUND: 'Adapter not found',
  IFRAME_NOT_SET: 'iframe is not set',
  PARENT_NOT_SET: 'parent is not set',
  WALLETCONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  CONNECTOR_CHAINS_UNSUPPORTED: 'The connector does not support any of the requested chains',
  UNSUPPORTED_CHAIN_NAMESPACE: 'Unsupported chain namespace',
  ADAPTER_FOR_NAMESPACE_MISSING: "Adapter for namespace {namespace} doesn't exist",
  SIWE_CONFIG_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  /** `client.actors` was read before the machines loaded (they load with `import()`). */
  RUNTIME_NOT_LOADED: 'Latch is still loading: await latch.preload() before using actors',
  /** The code of the machines could not be loaded (a network error, a deployment gone). */
  RUNTIME_LOAD_FAILED: 'Latch could not load its state machines: {reason}',
  /** A call reached a client after `destroy()`. */
  CLIENT_DESTROYED: 'This Latch client has been destroyed',
  /** A machine's side effect was not supplied through `machine.provide()`. */
  NOT_PROVIDED: '{name} is not provided',
} as const

export type InternalErrorCode = keyof typeof internalErrorMessages

/** Misconfiguration or a broken invariant. */
export class InternalError extends BaseError<InternalErrorCode> {
  override name = 'InternalError'
  constructor(code: InternalErrorCode, options?: BaseErrorOptions) {
    super(internalErrorMessages, code, options)
  }
}
