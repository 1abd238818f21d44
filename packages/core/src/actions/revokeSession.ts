import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import type { AdapterError } from '../errors/adapter.js'
import type { InternalError } from '../errors/internal.js'

export type RevokeSessionParameters = {
  /** The session's id: `pci` of {@link getSessions}, `permissionsContext` of {@link grantPermissions}. */
  id: string
  /** The namespace whose connected account granted it (the active one by default). */
  namespace?: ChainNamespace | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type RevokeSessionReturnType = void

/** An `AdapterError` ("The wallet is not connected"), or the wallet's refusal. */
export type RevokeSessionErrorType = AdapterError | InternalError

/**
 * Revokes a session the connected account granted (ERC-7715 `wallet_revokePermissions`): the
 * embedded wallet shows it on its card and, on Approve, removes it on chain, so its key can
 * send nothing more; the blockchain service then lists it as revoked. `state.sessions` shows
 * it (`revoking`, then the list read again, or `revokeError`); one revocation at a time, so a
 * second waits for the first.
 *
 * @example
 * await revokeSession(latch, { id: session.pci })
 */
export function revokeSession(
  latch: LatchClient,
  { id, namespace }: RevokeSessionParameters,
): Promise<RevokeSessionReturnType> {
  return latch._internal.run(async (runtime) => {
    const sessions = runtime.context().sessions
    const free = (snapshot: ReturnType<typeof sessions.getSnapshot>) =>
      snapshot.matches({ revocation: 'idle' })
    // The machine takes one revocation at a time: wait for the one under way, if any.
    do await settled(sessions, free)
    while (!revokes(runtime, id, namespace))
    const done = await settled(sessions, free)
    if (done.context.revokeError) throw done.context.revokeError
  })
}

/** Sends the revocation; whether the machine took it (another may have gone first). */
function revokes(runtime: LatchRuntime, id: string, namespace: ChainNamespace | undefined) {
  runtime.send({ type: 'sessions.revoke', id, namespace })
  return runtime.context().sessions.getSnapshot().context.revoking === id
}
