// What a visitor's disconnect ends and what goes on after it (SPEC.md §4 "Disconnect"): the
// root machine (latch.ts) decides both with these, as each connection tells it it has ended.
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { namespacesToDisconnect } from '../connectors/namespacesToDisconnect.js'
import type { ConnectorIds } from './networkSwitch.js'

/** A disconnect under way: what it ends, what is still to end, and whether the active one goes. */
export type DisconnectCascade = {
  targets: readonly ChainNamespace[]
  pending: readonly ChainNamespace[]
  endsActive: boolean
}

export type DisconnectRequest = {
  namespace: ChainNamespace
  /**
   * Whether the modal closes once disconnected (SPEC.md §4: it does unless told not to).
   * `'whenNoneLeft'`: only when no other namespace stays connected, as from the Wallets view.
   */
  closeModal: boolean | 'whenNoneLeft'
}

/**
 * The namespaces a disconnect of `request.namespace` ends and whether the modal closes: a
 * namespace still waiting for its wallet stops waiting, alone; a connected one ends with every
 * namespace sharing its session (the embedded wallet, WalletConnect).
 *
 * @example
 * planDisconnect({ namespace: 'solana', closeModal: 'whenNoneLeft' }, { solana: 'walletConnect', eip155: 'walletConnect' }, false)
 * // { targets: ['solana', 'eip155'], closeModal: true }
 */
export function planDisconnect(
  request: DisconnectRequest,
  connectorIds: ConnectorIds,
  waitsForWallet: boolean,
): { targets: ChainNamespace[]; closeModal: boolean } {
  const targets = waitsForWallet
    ? [request.namespace]
    : namespacesToDisconnect(request.namespace, connectorIds)
  const remaining = Object.keys(connectorIds).filter(
    (namespace) => !targets.includes(namespace as ChainNamespace),
  )
  const closeModal =
    request.closeModal === 'whenNoneLeft' ? remaining.length === 0 : request.closeModal
  return { targets, closeModal }
}

/** A new disconnect joins one under way: together they end both's namespaces. */
export function joinCascade(
  cascade: DisconnectCascade | undefined,
  targets: readonly ChainNamespace[],
  endsActive: boolean,
): DisconnectCascade {
  return {
    targets: [...new Set([...(cascade?.targets ?? []), ...targets])],
    pending: [...new Set([...(cascade?.pending ?? []), ...targets])],
    endsActive: (cascade?.endsActive ?? false) || endsActive,
  }
}

/**
 * One namespace of the cascade has ended, or `failed` to (its wallet stays): the cascade that
 * is left, and, once none is, the network of the namespace that goes on when the active one
 * ended and another (outside the cascade, `connected`) stays connected.
 */
export function cascadeStep(
  cascade: DisconnectCascade,
  ended: { namespace: ChainNamespace; failed: boolean; active: boolean },
  connected: readonly { namespace: ChainNamespace; network: CaipNetworkId | undefined }[],
): { cascade: DisconnectCascade | undefined; next: CaipNetworkId | undefined } {
  const pending = cascade.pending.filter((namespace) => namespace !== ended.namespace)
  // The active namespace kept its wallet: it goes on itself.
  const endsActive = cascade.endsActive && !(ended.failed && ended.active)
  if (pending.length > 0) {
    return { cascade: { ...cascade, pending, endsActive }, next: undefined }
  }
  const next = endsActive
    ? connected.find(
        (candidate) =>
          candidate.network !== undefined && !cascade.targets.includes(candidate.namespace),
      )?.network
    : undefined
  return { cascade: undefined, next }
}
