import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import { whenLoaded } from '../client/whenLoaded.js'
import type { InternalError } from '../errors/internal.js'
import { SiwxError } from '../errors/siwx.js'
import { siwxOf } from '../machines/latchContext.js'

/** None: the client is all it takes. */
export type SignInParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type SignInReturnType = void

/**
 * "SIWX is not enabled" without `siwx`, "No ActiveCaipAddress found" when no message waits
 * for a signature, else the signing's error (`state.siwx.error`).
 */
export type SignInErrorType = SiwxError | InternalError

/**
 * Signs the waiting sign-in message (SIWXSignMessage, SPEC.md §4 "Sign in"): the wallet signs
 * it, the site's `siwx` verifies and stores the session.
 *
 * @example
 * await signIn(latch)
 */
export function signIn(latch: LatchClient): Promise<SignInReturnType> {
  return latch._internal.run(signInWith)
}

async function signInWith(runtime: LatchRuntime): Promise<void> {
  const loader = runtime.context().siwx
  if (!loader) throw new SiwxError('NOT_ENABLED')
  // Sign-in's code loads as the client starts: wait for it.
  const siwx = await whenLoaded(
    loader,
    () => siwxOf(runtime.context()),
    () => new SiwxError('NOT_ENABLED'),
  )
  if (!siwx.getSnapshot().matches('awaitingSignature')) {
    throw new SiwxError('NO_ACTIVE_CAIP_ADDRESS')
  }
  runtime.send({ type: 'siwx.sign' })
  const done = await settled(siwx, (snapshot) => !snapshot.matches('signing'))
  if (!done.matches('signedIn')) throw done.context.error ?? new SiwxError('SIGN_MESSAGE_FAILED')
}
