import { type ChainNamespace, isChainNamespace } from '../caip/chainNamespace.js'
import { isMultiNamespaceConnector } from './connectorIds.js'

/**
 * The namespaces a disconnect in `namespace` ends (SPEC.md §4 "Disconnect"): the embedded
 * wallet and WalletConnect hold one session for every namespace, so disconnecting them ends
 * every namespace they connect; any other connector ends its own namespace only.
 */
export function namespacesToDisconnect(
  namespace: ChainNamespace,
  connectorIds: Partial<Record<ChainNamespace, string>>,
): ChainNamespace[] {
  const connectorId = connectorIds[namespace]
  if (connectorId === undefined) return []
  if (!isMultiNamespaceConnector(connectorId)) return [namespace]
  return Object.keys(connectorIds)
    .filter(isChainNamespace)
    .filter((other) => connectorIds[other] === connectorId)
}
