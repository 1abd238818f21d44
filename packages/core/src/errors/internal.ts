import { BaseError, type BaseErrorOptions, type ErrorOptionsOf } from './base.js'

/** Errors that mean the integration or Latch itself is wired wrongly, not the visitor. */
export const internalErrorMessages = {
  NETWORK_CLIENT_NOT_SET: 'NetworkController client not set',
  CONNECTION_CLIENT_NOT_SET: 'ConnectionController client not set',
  CONNECTOR_CHAINS_UNSUPPORTED: 'The connector does not support any of the requested chains',
  UNSUPPORTED_CHAIN_NAMESPACE: 'Unsupported chain namespace',
  ADAPTER_FOR_NAMESPACE_MISSING: "Adapter for namespace {namespace} doesn't exist",
  SIWE_CONFIG_AND_SIWX: 'Cannot set both `siweConfig` and `siwx` options',
  CHAIN_NOT_SUPPORTED: 'Chain is not supported',
  /** WalletConnect was asked of a client without `config.walletConnect`. */
  WALLET_CONNECT_CONNECTOR_NOT_FOUND: 'WalletConnectConnector not found',
  /** `getActors(client)` was read before the machines loaded (they load with `import()`). */
  RUNTIME_NOT_LOADED: 'Latch is still loading: await latch.preload() before using actors',
  /** The code of the machines could not be loaded (a network error, a deployment gone). */
  RUNTIME_LOAD_FAILED: 'Latch could not load its state machines: {reason}',
  /** A call reached a client after `destroy()`. */
  CLIENT_DESTROYED: 'This Latch client has been destroyed',
  /** A machine's side effect was not supplied through `machine.provide()`. */
  NOT_PROVIDED: '{name} is not provided',
} as const

export type InternalErrorCode = keyof typeof internalErrorMessages

type Options<Code extends InternalErrorCode> = ErrorOptionsOf<(typeof internalErrorMessages)[Code]>

/**
 * Misconfiguration or a broken invariant. `new InternalError(code)` is an instance of that
 * code's class too (see `BaseError`).
 */
export class InternalError<
  Code extends InternalErrorCode = InternalErrorCode,
> extends BaseError<Code> {
  override name = 'InternalError'
  constructor(code: NoInfer<Code>, options?: BaseErrorOptions) {
    super(internalErrorMessages, code, options)
  }
}

/** The network-switch machine was started without its wallet actors. */
export class NetworkClientNotSetError extends InternalError<'NETWORK_CLIENT_NOT_SET'> {
  static override [Symbol.hasInstance](value: unknown): value is NetworkClientNotSetError {
    return value instanceof InternalError && value.code === 'NETWORK_CLIENT_NOT_SET'
  }
  constructor(options?: Options<'NETWORK_CLIENT_NOT_SET'>) {
    super('NETWORK_CLIENT_NOT_SET', options)
  }
}

/** A connection machine was started without its wallet actors. */
export class ConnectionClientNotSetError extends InternalError<'CONNECTION_CLIENT_NOT_SET'> {
  static override [Symbol.hasInstance](value: unknown): value is ConnectionClientNotSetError {
    return value instanceof InternalError && value.code === 'CONNECTION_CLIENT_NOT_SET'
  }
  constructor(options?: Options<'CONNECTION_CLIENT_NOT_SET'>) {
    super('CONNECTION_CLIENT_NOT_SET', options)
  }
}

/** The connector serves none of the chains the site asked for. */
export class ConnectorChainsUnsupportedError extends InternalError<'CONNECTOR_CHAINS_UNSUPPORTED'> {
  static override [Symbol.hasInstance](value: unknown): value is ConnectorChainsUnsupportedError {
    return value instanceof InternalError && value.code === 'CONNECTOR_CHAINS_UNSUPPORTED'
  }
  constructor(options?: Options<'CONNECTOR_CHAINS_UNSUPPORTED'>) {
    super('CONNECTOR_CHAINS_UNSUPPORTED', options)
  }
}

/** A chain namespace that the call does not cover. */
export class UnsupportedChainNamespaceError extends InternalError<'UNSUPPORTED_CHAIN_NAMESPACE'> {
  static override [Symbol.hasInstance](value: unknown): value is UnsupportedChainNamespaceError {
    return value instanceof InternalError && value.code === 'UNSUPPORTED_CHAIN_NAMESPACE'
  }
  constructor(options?: Options<'UNSUPPORTED_CHAIN_NAMESPACE'>) {
    super('UNSUPPORTED_CHAIN_NAMESPACE', options)
  }
}

/** No adapter of the configuration serves the namespace asked for. */
export class AdapterForNamespaceMissingError extends InternalError<'ADAPTER_FOR_NAMESPACE_MISSING'> {
  static override [Symbol.hasInstance](value: unknown): value is AdapterForNamespaceMissingError {
    return value instanceof InternalError && value.code === 'ADAPTER_FOR_NAMESPACE_MISSING'
  }
  constructor(options: Options<'ADAPTER_FOR_NAMESPACE_MISSING'>) {
    super('ADAPTER_FOR_NAMESPACE_MISSING', options)
  }
}

/** The configuration gave both `siweConfig` and `siwx` (SPEC.md §5). */
export class SiweConfigAndSiwxError extends InternalError<'SIWE_CONFIG_AND_SIWX'> {
  static override [Symbol.hasInstance](value: unknown): value is SiweConfigAndSiwxError {
    return value instanceof InternalError && value.code === 'SIWE_CONFIG_AND_SIWX'
  }
  constructor(options?: Options<'SIWE_CONFIG_AND_SIWX'>) {
    super('SIWE_CONFIG_AND_SIWX', options)
  }
}

/** The wallet could neither switch to the chain nor add it (SPEC.md §4). */
export class ChainNotSupportedError extends InternalError<'CHAIN_NOT_SUPPORTED'> {
  static override [Symbol.hasInstance](value: unknown): value is ChainNotSupportedError {
    return value instanceof InternalError && value.code === 'CHAIN_NOT_SUPPORTED'
  }
  constructor(options?: Options<'CHAIN_NOT_SUPPORTED'>) {
    super('CHAIN_NOT_SUPPORTED', options)
  }
}

/** The machines were used before they loaded. */
export class RuntimeNotLoadedError extends InternalError<'RUNTIME_NOT_LOADED'> {
  static override [Symbol.hasInstance](value: unknown): value is RuntimeNotLoadedError {
    return value instanceof InternalError && value.code === 'RUNTIME_NOT_LOADED'
  }
  constructor(options?: Options<'RUNTIME_NOT_LOADED'>) {
    super('RUNTIME_NOT_LOADED', options)
  }
}

/** The code of the machines could not be loaded; `values.reason` says why. */
export class RuntimeLoadFailedError extends InternalError<'RUNTIME_LOAD_FAILED'> {
  static override [Symbol.hasInstance](value: unknown): value is RuntimeLoadFailedError {
    return value instanceof InternalError && value.code === 'RUNTIME_LOAD_FAILED'
  }
  constructor(options: Options<'RUNTIME_LOAD_FAILED'>) {
    super('RUNTIME_LOAD_FAILED', options)
  }
}

/** A call reached a client after `destroy()`. */
export class ClientDestroyedError extends InternalError<'CLIENT_DESTROYED'> {
  static override [Symbol.hasInstance](value: unknown): value is ClientDestroyedError {
    return value instanceof InternalError && value.code === 'CLIENT_DESTROYED'
  }
  constructor(options?: Options<'CLIENT_DESTROYED'>) {
    super('CLIENT_DESTROYED', options)
  }
}

/** A side effect was not supplied; `values.name` names it. */
export class NotProvidedError extends InternalError<'NOT_PROVIDED'> {
  static override [Symbol.hasInstance](value: unknown): value is NotProvidedError {
    return value instanceof InternalError && value.code === 'NOT_PROVIDED'
  }
  constructor(options: Options<'NOT_PROVIDED'>) {
    super('NOT_PROVIDED', options)
  }
}

/** WalletConnect was asked of a client whose site did not configure it. */
export class WalletConnectConnectorNotFoundError extends InternalError<'WALLET_CONNECT_CONNECTOR_NOT_FOUND'> {
  static override [Symbol.hasInstance](
    value: unknown,
  ): value is WalletConnectConnectorNotFoundError {
    return value instanceof InternalError && value.code === 'WALLET_CONNECT_CONNECTOR_NOT_FOUND'
  }
  constructor(options?: Options<'WALLET_CONNECT_CONNECTOR_NOT_FOUND'>) {
    super('WALLET_CONNECT_CONNECTOR_NOT_FOUND', options)
  }
}
