import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

export type LoadSessionsParameters = {
  /** The namespace whose connected account's sessions are listed (the active one by default). */
  namespace?: ChainNamespace | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type LoadSessionsReturnType = void

/** An `InternalError` when the machines cannot load. */
export type LoadSessionsErrorType = InternalError

/**
 * Lists the smart sessions of the connected account in force now (not revoked, not expired)
 * from the blockchain service, as the Account view's Sessions tab does when it opens:
 * `state.sessions` shows them, or why they could not be read (`unavailable` without a
 * blockchain service). Each expires out of the list in time, and a revocation
 * ({@link revokeSession}) reads them again.
 *
 * @example
 * await loadSessions(latch)
 * latch.getState().sessions.status // 'loading', then 'loaded'
 */
export function loadSessions(
  latch: LatchClient,
  parameters: LoadSessionsParameters = {},
): Promise<LoadSessionsReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'sessions.load', namespace: parameters.namespace })
  })
}
