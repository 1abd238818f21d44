import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from './connector.js'
import { connectorMergeKey } from './connectorMergeKey.js'

/** A wallet as the connect views list it: one entry, with every namespace it can serve. */
export type MergedConnector = Connector & {
  /** The per-namespace connectors behind a MULTI_CHAIN, AUTH or WALLET_CONNECT entry. */
  connectors: readonly Connector[]
  chains: readonly ChainNamespace[]
}

/**
 * SPEC.md §3: connectors with the same name on several namespaces merge into one
 * MULTI_CHAIN entry (the first one's id and image); the embedded wallet's connectors merge
 * into one AUTH entry, WalletConnect's into one WALLET_CONNECT entry (one session serves every
 * namespace). Order follows the first appearance.
 */
export function mergeConnectors(connectors: readonly Connector[]): MergedConnector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const key = connectorMergeKey(connector)
    groups.set(key, [...(groups.get(key) ?? []), connector])
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [Connector, ...Connector[]]
    const chains = [...new Set(group.map((connector) => connector.chain))]
    // The embedded wallet and WalletConnect keep their type: their key is it.
    const type =
      connectorMergeKey(first) === first.type || chains.length === 1 ? first.type : 'MULTI_CHAIN'
    return { ...first, type, chains, connectors: group }
  })
}
