/**
 * The JSON-RPC error codes the relay answers with: JSON-RPC 2.0's own, then the relay's
 * limits in the range the specification leaves to servers (-32000 to -32099).
 */
export const relayErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  messageTooLarge: -32010,
  tooManySubscriptions: -32011,
  rateLimited: -32012,
  storageQuotaExceeded: -32013,
} as const

export type RelayErrorCode = (typeof relayErrorCodes)[keyof typeof relayErrorCodes]

/** A request the relay refuses: answered as a JSON-RPC error, the connection stays open. */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError'
  constructor(
    readonly code: RelayErrorCode,
    message: string,
    /** Facts a client can act on (`{ field }`, `{ retryAfterMs }`, `{ max }`, `{ scope, maxBytes }`). */
    readonly data?: Readonly<Record<string, unknown>>,
  ) {
    super(message)
  }
}

/**
 * Why a connection is refused before any request: sent as the close reason with code 3000,
 * which `@walletconnect/core` treats as final (it stops reconnecting and reports the reason).
 */
export class RelayAuthError extends Error {
  override readonly name = 'RelayAuthError'
  /**
   * What the client reads as the close reason: one of the provider messages SPEC.md §8 maps
   * to an alert where one fits (`Unauthorized: invalid key`, `Unauthorized: origin not
   * allowed`, `JWT validation error: JWT Token is not yet valid`), else `Unauthorized:` and
   * the check that failed.
   */
  readonly closeReason: string
  constructor(message: string, closeReason = `Unauthorized: ${message}`) {
    super(message)
    this.closeReason = closeReason
  }
}

/** The close code of a refused connection (the SDK's "unauthorized"). */
export const unauthorizedCloseCode = 3000
