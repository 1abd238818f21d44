/**
 * A JSON-RPC error of the cluster, answered to a raw `request()`: its own code (such as
 * -32002 for a failed preflight), message and data.
 */
export class SolanaRpcError extends Error {
  override name = 'SolanaRpcError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}
