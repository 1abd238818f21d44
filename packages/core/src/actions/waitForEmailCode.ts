import type { LatchClient } from '../client/latchClient.js'
import { settled } from '../client/settled.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { emailLoginOf, loginFailure } from './loginActors.js'

/** None: the client is all it takes. */
export type WaitForEmailCodeParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type WaitForEmailCodeReturnType = void

/** What ended the code (`codeRefused`: expired, no tries left, rate limit) or the login. */
export type WaitForEmailCodeErrorType = ConnectionError | FrameError | InternalError

/**
 * Waits for the one-time code of {@link submitEmail}: the visitor types it in the secure
 * frame's own field (the page never sees it; the frame says when one is wrong). Resolves once
 * the frame verified it and the embedded wallet is connected.
 *
 * @example
 * await waitForEmailCode(latch)
 */
export function waitForEmailCode(latch: LatchClient): Promise<WaitForEmailCodeReturnType> {
  return latch._internal.run(async (runtime) => {
    const done = await settled(
      await emailLoginOf(runtime),
      (snapshot) =>
        !snapshot.matches({ login: 'awaitingOtp' }) && !snapshot.matches({ login: 'connecting' }),
    )
    if (!done.matches({ login: 'connected' })) throw loginFailure(done.context.error)
  })
}
