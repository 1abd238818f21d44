import { ProviderRpcError } from '@latch/core'
import { USER_REJECTED_REQUEST_CODE } from '@latch/core/errors'

// EIP-1193's "unrecognized chain", which core answers by adding the network (`addNetwork`).
const unrecognizedChainCode = 4902

// What Keplr-style wallets reject with when the visitor says no (Keplr and Leap
// `Error('Request rejected')`, others a few variants of the same words), and when they do not
// know a chain (`There is no chain info for …`, `… modular chain info …` in newer Keplr).
const rejectionMessage =
  /^(?:request rejected|rejected|user rejected(?: the)? request|cancell?ed)\.?$/i
const unknownChainMessage = /^there is no (?:modular )?chain info for /i

/**
 * A wallet's refusal as EIP-1193's 4001 (core shows "Connection rejected") and its "I do not
 * know this chain" as 4902 (core then adds the network); any other error unchanged.
 */
function asProviderError(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const said = typeof message === 'string' ? message.trim() : ''
  if (code === USER_REJECTED_REQUEST_CODE || rejectionMessage.test(said)) {
    return new ProviderRpcError(USER_REJECTED_REQUEST_CODE, said || 'User rejected the request', {
      cause: error,
    })
  }
  if (unknownChainMessage.test(said)) {
    return new ProviderRpcError(unrecognizedChainCode, said, { cause: error })
  }
  return error
}

/** Whether the wallet said it does not know the chain (see {@link askWallet}). */
export function isUnknownChain(error: unknown): boolean {
  return error instanceof ProviderRpcError && error.code === unrecognizedChainCode
}

/** Calls the wallet, its refusal as 4001 and an unknown chain as 4902. */
export async function askWallet<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw asProviderError(error)
  }
}
