import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { Connection } from '../storage/schemas.js'

/**
 * Saves a namespace's connection as the one to restore next visit (SPEC.md §3 "Persisted in
 * browser storage"): its connector, no longer disconnected. The list of saved connections is
 * the saved-connections machine's, stored by {@link persistSavedConnections}.
 */
export function persistConnection(
  storage: LatchStorage,
  namespace: ChainNamespace,
  connection: Connection,
): void {
  storage.set('connectedConnectorId', connection.connectorId, namespace)
  const disconnected = storage.get('disconnectedConnectorIds') ?? {}
  const remaining = (disconnected[namespace] ?? []).filter((id) => id !== connection.connectorId)
  storage.set('disconnectedConnectorIds', { ...disconnected, [namespace]: remaining })
}

/** Reconnect is off: nothing saved of the namespace is restored. */
export function forgetConnections(storage: LatchStorage, namespace: ChainNamespace): void {
  storage.remove('connectedConnectorId', namespace)
  const all = storage.get('connections') ?? {}
  const { [namespace]: _dropped, ...others } = all
  storage.set('connections', others)
}

/** The visitor disconnected `connectorId`: it is not restored next visit. */
export function recordDisconnected(
  storage: LatchStorage,
  namespace: ChainNamespace,
  connectorId: string,
): void {
  storage.remove('connectedConnectorId', namespace)
  const disconnected = storage.get('disconnectedConnectorIds') ?? {}
  const ids = (disconnected[namespace] ?? []).filter((id) => id !== connectorId)
  storage.set('disconnectedConnectorIds', { ...disconnected, [namespace]: [...ids, connectorId] })
}

/** Stores every saved connection of the namespace (SPEC.md §3 "connections"). */
export function persistSavedConnections(
  storage: LatchStorage,
  namespace: ChainNamespace,
  connections: readonly Connection[],
): void {
  const all = storage.get('connections') ?? {}
  storage.set('connections', { ...all, [namespace]: [...connections] })
}
