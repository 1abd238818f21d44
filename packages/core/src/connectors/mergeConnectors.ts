import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from './connector.js'

/** A wallet as the connect views list it: one entry, with every namespace it can serve. */
export type MergedConnector = Connector & {
  /** The per-namespace connectors behind a MULTI_CHAIN, AUTH or WALLET_CONNECT entry. */
  connectors: readonly Connector[]
  chains: readonly ChainNamespace[]
}

// Connectors of one session that core holds for every namespace at once.
const sessionTypes = new Set<Connector['type']>(['AUTH', 'WALLET_CONNECT'])

/**
 * SPEC.md §3: connectors with the same name on several namespaces merge into one
 * MULTI_CHAIN entry (the first one's id and image); the embedded wallet's connectors merge
 * into one AUTH entry, WalletConnect's into one WALLET_CONNECT entry (one session serves every
 * namespace). Order follows the first appearance.
 */
export function mergeConnectors(connectors: readonly Connector[]): MergedConnector[] {
  const groups = new Map<string, Connector[]>()
  for (const connector of connectors) {
    const key = sessionTypes.has(connector.type)
      ? connector.type
      : `name:${connector.name.trim().toLowerCase()}`
    groups.set(key, [...(groups.get(key) ?? []), connector])
  }
  return [...groups.values()].map((group) => {
    const [first] = group as [Connector, ...Connector[]]
    const chains = [...new Set(group.map((connector) => connector.chain))]
    const type = sessionTypes.has(first.type) || chains.length === 1 ? first.type : 'MULTI_CHAIN'
    return { ...first, type, chains, connectors: group }
  })
}
