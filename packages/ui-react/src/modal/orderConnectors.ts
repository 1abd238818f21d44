import {
  type Connector,
  type ConnectorType,
  type ConnectorTypeKey,
  getConnectorTypeOrder,
} from '@latch/core'

// The wallet-list group of each kind of connector. The embedded wallet (email, social) is
// not a wallet to pick from the list.
const groupOfType: Record<ConnectorType, ConnectorTypeKey | undefined> = {
  WALLET_CONNECT: 'walletConnect',
  ANNOUNCED: 'injected',
  INJECTED: 'injected',
  MULTI_CHAIN: 'injected',
  EXTERNAL: 'external',
  AUTH: undefined,
}

export type ConnectorGroup = { type: ConnectorTypeKey; connectors: Connector[] }

/** Whether the wallet was found in this browser (announced or injected). */
export function isInstalled(connector: Connector): boolean {
  return groupOfType[connector.type] === 'injected'
}

/**
 * The connectors grouped and ordered by core's connector-type order (SPEC.md §2 "Default
 * orderings"); within a group, in the adapters' order.
 */
export function orderConnectors(connectors: readonly Connector[]): ConnectorGroup[] {
  const groups = new Map<ConnectorTypeKey, Connector[]>()
  for (const connector of connectors) {
    const type = groupOfType[connector.type]
    if (type) groups.set(type, [...(groups.get(type) ?? []), connector])
  }
  return getConnectorTypeOrder({ present: [...groups.keys()] }).map((type) => ({
    type,
    connectors: groups.get(type) ?? [],
  }))
}
