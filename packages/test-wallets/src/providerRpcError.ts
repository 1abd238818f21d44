/** The EIP-1193, EIP-1474 and EIP-5792 error codes the test wallet answers with. */
export const providerErrorCodes = Object.freeze({
  userRejectedRequest: 4001,
  unauthorized: 4100,
  unsupportedMethod: 4200,
  disconnected: 4900,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidRequest: -32600,
  invalidParams: -32602,
  internal: -32603,
  unsupportedNonOptionalCapability: 5700,
  unsupportedChainId: 5710,
  duplicateCallsId: 5720,
  unknownCallsId: 5730,
  atomicityNotSupported: 5760,
})

/**
 * An EIP-1193 `ProviderRpcError`: an `Error` with a numeric `code` (and optional `data`), as
 * dapps and viem expect from `provider.request`.
 */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data?: unknown

  constructor(code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    if (options.data !== undefined) this.data = options.data
  }
}
