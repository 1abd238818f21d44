import type { LatchClient } from '../client/latchClient.js'
import { settled } from '../client/settled.js'
import type { SocialProvider } from '../config/features.js'
import type { ConnectionError } from '../errors/connection.js'
import type { FrameError } from '../errors/frame.js'
import type { InternalError } from '../errors/internal.js'
import { loginFailure, socialLoginOf } from './loginActors.js'

export type StartSocialLoginParameters = { provider: SocialProvider }

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type StartSocialLoginReturnType = void

/**
 * "Popup closed", "Failed to initiate social connection", "Failed to connect to farcaster",
 * the frame's error, or "No auth connector found" without `auth`.
 */
export type StartSocialLoginErrorType = ConnectionError | FrameError | InternalError

/**
 * Social login through the embedded wallet (`config.auth`, SPEC.md §4 "Social login"). Call
 * it in the click: it opens the 600×800 popup at once, before the machines have loaded if
 * need be (farcaster shows its link in `state.socialLogin.farcasterUrl` instead). Resolves
 * once the embedded wallet is connected.
 *
 * @example
 * button.onclick = () => startSocialLogin(latch, { provider: 'github' })
 */
export function startSocialLogin(
  latch: LatchClient,
  { provider }: StartSocialLoginParameters,
): Promise<StartSocialLoginReturnType> {
  // The popup opens in the click: the machines may still be loading.
  if (provider !== 'farcaster') latch._internal.auth?.loaded()?.popup.open()
  return latch._internal.run(async (runtime) => {
    const found = socialLoginOf(runtime)
    // At once when it runs: the click's command reaches it in the click's task.
    const actor = 'send' in found ? found : await found
    // The machine opens the popup (or focuses the one the click opened).
    actor.send({ type: 'social.start', provider })
    const done = await settled(
      actor,
      (snapshot) =>
        snapshot.matches('connected') || snapshot.matches('failed') || snapshot.matches('idle'),
    )
    if (!done.matches('connected')) throw loginFailure(done.context.error)
  })
}
