import type { LatchClient } from '../client/latchClient.js'

/** None: the client is all it takes. */
export type CheckOriginParameters = undefined

/** Whether the origin may use email and social login. */
export type CheckOriginReturnType = boolean

/** None: a failing service counts as no list of origins. */
export type CheckOriginErrorType = never

/**
 * Whether this page's origin may use email and social login (SPEC.md §5): one of the project's
 * allowed origins from the config service, or, without one, of the default allowed origins
 * (localhost, `*.vercel.app`...). Each call asks the service again; a refused origin also
 * raises the "Origin Not Allowed" alert. Never rejects: a failing service counts as no list.
 *
 * @example
 * if (!(await checkOrigin(latch))) hideEmailLogin()
 */
export function checkOrigin(latch: LatchClient): Promise<CheckOriginReturnType> {
  return latch._internal.services.checkOrigin()
}
