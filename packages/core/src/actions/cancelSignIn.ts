import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

/** It takes the client only. */
export type CancelSignInParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type CancelSignInReturnType = void

/** An `InternalError` when the machines cannot load. */
export type CancelSignInErrorType = InternalError

/**
 * The visitor cancels the sign-in message (SIWXSignMessage's Cancel): with sign-in required
 * and no session, the account disconnects; otherwise the modal closes (SPEC.md §4 "Sign-in").
 * Nothing happens where the site did not configure `siwx`.
 *
 * @example
 * await cancelSignIn(latch)
 */
export function cancelSignIn(latch: LatchClient): Promise<CancelSignInReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'siwx.cancel' })
  })
}
