// The login machines as the email and social actions reach them.
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import { whenLoaded } from '../client/whenLoaded.js'
import { ConnectionError } from '../errors/connection.js'

type Login<Name extends 'emailLogin' | 'socialLogin'> = NonNullable<LatchRuntime['actors'][Name]>

/**
 * The login machine of `name`: itself once its code has loaded (as the client starts), so
 * that a click's command reaches it in the click's task (a popup opens only there); else a
 * promise of it. "No auth connector found" without `auth`, the load's failure if it failed.
 */
function loginOf<Name extends 'emailLogin' | 'socialLogin'>(
  runtime: LatchRuntime,
  name: Name,
): Login<Name> | Promise<Login<Name>> {
  if (!runtime.context()[name]) throw new ConnectionError('NO_AUTH_CONNECTOR')
  return runtime.actors[name] ?? loaded(runtime, name)
}

function loaded<Name extends 'emailLogin' | 'socialLogin'>(
  runtime: LatchRuntime,
  name: Name,
): Promise<Login<Name>> {
  const loader = runtime.context()[name] as NonNullable<ReturnType<LatchRuntime['context']>[Name]>
  return whenLoaded(
    loader,
    () => runtime.actors[name] as Login<Name> | undefined,
    () => new ConnectionError('NO_AUTH_CONNECTOR'),
  )
}

/** The email login machine (see {@link loginOf}); "No auth connector found" without `auth`. */
export const emailLoginOf = (runtime: LatchRuntime) => loginOf(runtime, 'emailLogin')

/** The social login machine (see {@link loginOf}); "No auth connector found" without `auth`. */
export const socialLoginOf = (runtime: LatchRuntime) => loginOf(runtime, 'socialLogin')

/**
 * The email login machine once the email change has left the steps in `passing` (see
 * `emailLogin.ts`'s `update` region).
 */
export async function emailUpdatePast(
  runtime: LatchRuntime,
  passing: readonly ('requesting' | 'currentEmailCode' | 'newEmailCode')[],
) {
  return settled(await emailLoginOf(runtime), (snapshot) =>
    passing.every((step) => !snapshot.matches({ update: step })),
  )
}

/** A login that ended without saying why failed to connect. */
export const loginFailure = (error: Error | undefined): Error =>
  error ?? new ConnectionError('FAILED_TO_CONNECT')
