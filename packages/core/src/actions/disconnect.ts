import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import type { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'

export type DisconnectParameters = {
  /** The namespace to disconnect; the active one by default. */
  namespace?: ChainNamespace | undefined
  /**
   * Whether the modal closes once disconnected (SPEC.md §4: it does unless told not to).
   * `'whenNoneLeft'`: only when no other namespace stays connected, as from the Wallets view.
   */
  closeModal?: boolean | 'whenNoneLeft' | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type DisconnectReturnType = void

/** "Failed to disconnect chains: <reason>" when the wallet failed (the namespace stays connected). */
export type DisconnectErrorType = ConnectionError | InternalError

/**
 * Disconnects a namespace (the active one by default) and those sharing its session (the
 * embedded wallet and WalletConnect hold one for every namespace). When the active namespace
 * is disconnected and another stays connected, that one's network becomes active.
 *
 * @example
 * await disconnect(latch, { namespace: 'solana', closeModal: false })
 */
export function disconnect(
  latch: LatchClient,
  parameters: DisconnectParameters = {},
): Promise<DisconnectReturnType> {
  return latch._internal.run((runtime) => disconnectWith(runtime, parameters))
}

const waitsForWallet = (snapshot: { matches(state: 'connecting' | 'reconnecting'): boolean }) =>
  snapshot.matches('connecting') || snapshot.matches('reconnecting')

/** Sends the visitor's disconnect to the root, and waits for the root to have ended it. */
async function disconnectWith(
  runtime: LatchRuntime,
  { namespace: requested, closeModal = true }: DisconnectParameters,
): Promise<void> {
  const { namespace, actor } = runtime.connectionOf(requested)
  runtime.send({ type: 'disconnect.requested', namespace, closeModal })
  // The root decided what the disconnect ends: the connected namespaces sharing the session
  // (with a disconnect under way, if one is: they end together), or the namespace's wait for
  // its wallet, which stops at once.
  const ended = [namespace, ...(runtime.context().disconnecting?.targets ?? [])]
  await Promise.all([
    settled(runtime.root, (snapshot) => snapshot.context.disconnecting === undefined),
    settled(actor, (snapshot) => !snapshot.matches('disconnecting') && !waitsForWallet(snapshot)),
  ])
  // A wallet that failed to disconnect keeps its namespace connected, and says why.
  const failure = [...new Set(ended)]
    .map((target) => runtime.connectionOf(target).actor.getSnapshot())
    .find((snapshot) => snapshot.matches('connected') && snapshot.context.error)
  if (failure) throw failure.context.error
}
