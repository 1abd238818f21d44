import { USER_REJECTED_REQUEST_CODE } from './providerCodes.js'

/**
 * EIP-1193's `ProviderRpcError`: what an EIP-1193 provider rejects with, a message and a
 * numeric `code` (4001 for a rejection by the visitor), which wallets libraries such as viem
 * map to their own errors.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: { cause?: unknown; data?: unknown } = {}) {
    super(message, { cause: options.cause })
    this.code = code
    this.data = options.data
  }
}

/**
 * The embedded wallet's refusal as a provider error: a request the visitor rejected (in the
 * frame's card, or by leaving ApproveTransaction) is EIP-1193's 4001 with the same text, so
 * that a site tells it from a failure as it does with any wallet. Anything else is unchanged.
 */
export function asProviderRejection(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code !== 'RPC_USER_REJECTED' || typeof message !== 'string') return error
  return new ProviderRpcError(USER_REJECTED_REQUEST_CODE, message, { cause: error })
}
