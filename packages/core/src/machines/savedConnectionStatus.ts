// The saved connections' facts as the client reads them, apart from their machine
// (`savedConnections.ts`) so that reading them does not load XState.
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connection } from '../storage/schemas.js'

/**
 * The status of a saved connection (SPEC.md §4 "Status of a saved connection"): `connected`
 * for the active connector of its namespace, `active` for another wallet live in this visit,
 * `disconnected` for one remembered from an earlier visit or whose wallet ended it.
 */
export type SavedConnectionStatus = 'connected' | 'active' | 'disconnected'

export type SavedConnectionsContext = {
  /** Every wallet the visitor connected, per namespace, the most recent first. */
  saved: Partial<Record<ChainNamespace, readonly Connection[]>>
  /** The connectors of each namespace that connected in this visit and are still granted. */
  live: Partial<Record<ChainNamespace, readonly string[]>>
}

/** The status of each saved connection of a namespace, given its active connector. */
export function savedConnectionStatus(
  context: SavedConnectionsContext,
  namespace: ChainNamespace,
  connectorId: string,
  activeConnectorId: string | undefined,
): SavedConnectionStatus | undefined {
  if (!context.saved[namespace]?.some((saved) => saved.connectorId === connectorId)) {
    return undefined
  }
  if (connectorId === activeConnectorId) return 'connected'
  return context.live[namespace]?.includes(connectorId) ? 'active' : 'disconnected'
}

/** The live connector that goes on when the active one of the namespace is disconnected. */
export function nextLiveConnector(
  context: SavedConnectionsContext,
  namespace: ChainNamespace,
  leaving: string,
): string | undefined {
  return context.live[namespace]?.find((id) => id !== leaving)
}

/** A saved wallet as a UI lists it. */
export type SavedConnectionState = { connection: Connection; status: SavedConnectionStatus }

/**
 * The saved wallets of each namespace with their status, given each namespace's active
 * connector. With multi-wallet off only the active connector's are shown (SPEC.md §6).
 */
export function savedConnectionsOf(
  context: SavedConnectionsContext,
  activeConnectorIds: Partial<Record<ChainNamespace, string>>,
  multiWallet: boolean,
): Partial<Record<ChainNamespace, readonly SavedConnectionState[]>> {
  const result: Partial<Record<ChainNamespace, readonly SavedConnectionState[]>> = {}
  for (const [namespace, list] of Object.entries(context.saved) as [
    ChainNamespace,
    readonly Connection[],
  ][]) {
    const active = activeConnectorIds[namespace]
    const shown = multiWallet ? list : list.filter((saved) => saved.connectorId === active)
    if (!shown.length) continue
    result[namespace] = shown.map((connection) => ({
      connection,
      status: savedConnectionStatus(
        context,
        namespace,
        connection.connectorId,
        active,
      ) as SavedConnectionStatus,
    }))
  }
  return result
}

/** The connector of each connected namespace, from the namespaces' connection states. */
export function activeConnectorIdsOf(
  connections: Partial<
    Record<ChainNamespace, { status: string; connection: Connection | undefined }>
  >,
): Partial<Record<ChainNamespace, string>> {
  const ids: Partial<Record<ChainNamespace, string>> = {}
  for (const [namespace, state] of Object.entries(connections) as [
    ChainNamespace,
    { status: string; connection: Connection | undefined },
  ][]) {
    if (state.status === 'connected' && state.connection) {
      ids[namespace] = state.connection.connectorId
    }
  }
  return ids
}
