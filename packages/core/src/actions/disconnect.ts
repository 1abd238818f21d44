import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import { type ChainNamespace, isChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import { namespacesToDisconnect } from '../connectors/namespacesToDisconnect.js'
import type { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import { connectorIdsOf } from '../machines/latchContext.js'

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

/** The disconnect itself, for the root machine's own `disconnectActive` too. */
export async function disconnectWith(
  runtime: LatchRuntime,
  { namespace: requested, closeModal = true }: DisconnectParameters = {},
): Promise<void> {
  const { namespace: first, actor: firstActor } = runtime.connectionOf(requested)
  const connectorIds = connectorIdsOf(runtime.context())
  // A namespace still connecting (or reconnecting) stops waiting for its wallet instead.
  const targets = waitsForWallet(firstActor.getSnapshot())
    ? [first]
    : namespacesToDisconnect(first, connectorIds)
  const remaining = Object.keys(connectorIds)
    .filter(isChainNamespace)
    .filter((name) => !targets.includes(name))
  const close = closeModal === 'whenNoneLeft' ? remaining.length === 0 : closeModal
  const failures = await Promise.all(
    targets.map(async (namespace) => {
      const { actor } = runtime.connectionOf(namespace)
      runtime.send({ type: 'connection.disconnect', namespace, closeModal: close })
      const done = await settled(
        actor,
        (snapshot) => !snapshot.matches('disconnecting') && !waitsForWallet(snapshot),
      )
      return done.matches('connected') ? done.context.error : undefined
    }),
  )
  const failure = failures.find((error) => error !== undefined)
  if (failure) throw failure
  // The active namespace lost its wallet while another keeps one: that one goes on.
  const active = runtime.activeNamespace()
  const next = remaining.map(runtime.connectedAccount).find((connection) => connection?.network)
  if (active && targets.includes(active) && next?.network) {
    runtime.send({ type: 'network.walletChanged', caipNetworkId: next.network as CaipNetworkId })
  }
}
