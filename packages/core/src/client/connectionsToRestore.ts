import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { Connection } from '../storage/schemas.js'

/**
 * The namespaces whose last connection is restored at start (SPEC.md §4 "Startup"): those
 * with a saved connector, each with the connection storage saved of that connector (its
 * accounts and network, shown while it is restored), if storage has it.
 */
export function connectionsToRestore(
  storage: LatchStorage,
  namespaces: readonly ChainNamespace[],
): Map<ChainNamespace, Connection | undefined> {
  const restoring = new Map<ChainNamespace, Connection | undefined>()
  const saved = storage.get('connections')
  for (const namespace of namespaces) {
    const connectorId = storage.get('connectedConnectorId', namespace)
    if (connectorId === undefined) continue
    restoring.set(
      namespace,
      saved?.[namespace]?.find((connection) => connection.connectorId === connectorId),
    )
  }
  return restoring
}
