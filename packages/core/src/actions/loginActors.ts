// The login machines as the email and social actions reach them.
import type { LatchRuntime } from '../client/latchRuntime.js'
import { ConnectionError } from '../errors/connection.js'

/** The email login machine; "No auth connector found" without `auth`. */
export function emailLoginOf({ actors }: LatchRuntime) {
  if (!actors.emailLogin) throw new ConnectionError('NO_AUTH_CONNECTOR')
  return actors.emailLogin
}

/** The social login machine; "No auth connector found" without `auth`. */
export function socialLoginOf({ actors }: LatchRuntime) {
  if (!actors.socialLogin) throw new ConnectionError('NO_AUTH_CONNECTOR')
  return actors.socialLogin
}

/** The embedded wallet's session; "No auth connector found" without `auth`. */
export function authSessionOf({ auth }: LatchRuntime) {
  if (!auth) throw new ConnectionError('NO_AUTH_CONNECTOR')
  return auth.session()
}

/** A login that ended without saying why failed to connect. */
export const loginFailure = (error: Error | undefined): Error =>
  error ?? new ConnectionError('FAILED_TO_CONNECT')
