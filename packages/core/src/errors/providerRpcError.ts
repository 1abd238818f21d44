import {
  INVALID_PARAMS_CODE,
  UNAUTHORIZED_CODE,
  USER_REJECTED_REQUEST_CODE,
} from './providerCodes.js'

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

// The secure frame's refusals that EIP-1193 and JSON-RPC give a code of their own, by the text
// its server answers them with (the frame's `_ERROR` reply carries a message only).
const frameRefusalCodes: readonly (readonly [RegExp, number])[] = [
  [/^Invalid params: /, INVALID_PARAMS_CODE],
  [/^The request is for another account$/, UNAUTHORIZED_CODE],
]

/**
 * The embedded wallet's refusal as a provider error: a request the visitor rejected (in the
 * frame's card, or by leaving ApproveTransaction) is EIP-1193's 4001 with the same text, so
 * that a site tells it from a failure as it does with any wallet; malformed params are
 * JSON-RPC's -32602 and another account's request EIP-1193's 4100 Unauthorized. Anything else
 * is unchanged.
 */
export function asProviderRejection(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (typeof message !== 'string') return error
  if (code === 'RPC_USER_REJECTED') {
    return new ProviderRpcError(USER_REJECTED_REQUEST_CODE, message, { cause: error })
  }
  if (code !== 'REQUEST_FAILED') return error
  const numeric = frameRefusalCodes.find(([text]) => text.test(message))?.[1]
  return numeric === undefined ? error : new ProviderRpcError(numeric, message, { cause: error })
}
