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
