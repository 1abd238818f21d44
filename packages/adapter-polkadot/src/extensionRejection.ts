import { ProviderRpcError } from '@latch/core'
import { USER_REJECTED_REQUEST_CODE } from '@latch/core/errors'

// What the extensions reject with when the visitor says no: Polkadot{.js} (and the wallets
// built from it) `Error('Cancelled')` for a signature, and for access its background's own
// words for the popup's Cancel and Reject ('Connection request was cancelled by the user.',
// '… rejected by the user.'); older builds and others a few variants of the same words.
const rejectionMessage =
  /^(?:cancell?ed|rejected|rejected by (?:the )?user|user rejected(?: the)? request|connection request was (?:cancell?ed|rejected) by the user)\.?$/i

/**
 * An extension's "the visitor said no" as EIP-1193's 4001, which core reads as a rejection
 * ("Connection rejected" on connect); any other error unchanged.
 */
function asRejection(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  const said = typeof message === 'string' ? message.trim() : ''
  if (code !== USER_REJECTED_REQUEST_CODE && !rejectionMessage.test(said)) return error
  return new ProviderRpcError(USER_REJECTED_REQUEST_CODE, said || 'User rejected the request', {
    cause: error,
  })
}

/** Calls the extension, turning its rejection into 4001. */
export async function askExtension<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    throw asRejection(error)
  }
}
