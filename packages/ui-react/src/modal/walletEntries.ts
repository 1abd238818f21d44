import type { Connector, ConnectorType, ConnectorTypeKey, Wallet } from '@latch/core'
import { connectorMergeKey, getConnectorTypeOrder } from '@latch/core/internal'

/** One wallet to pick, found in this browser (a connector) or in the wallet registry. */
export type WalletEntry = {
  key: string
  name: string
  imageUrl: string | undefined
  installed: boolean
  recent: boolean
  source: { kind: 'connector'; connector: Connector } | { kind: 'listed'; wallet: Wallet }
}

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

/** Whether the wallet was found in this browser (announced or injected). */
export function isInstalled(connector: Connector): boolean {
  return groupOfType[connector.type] === 'injected'
}

/** Whether the connector is a wallet of the lists (not the embedded email/social wallet). */
export function isListedConnector(connector: Connector): boolean {
  return groupOfType[connector.type] !== undefined
}

export function connectorEntry(connector: Connector, recent = false): WalletEntry {
  return {
    key: `connector:${connector.chain}:${connector.id}`,
    name: connector.name,
    imageUrl: connector.imageUrl ?? connector.info?.icon,
    installed: isInstalled(connector),
    recent,
    source: { kind: 'connector', connector },
  }
}

export function listedEntry(wallet: Wallet, recent = false): WalletEntry {
  return {
    key: `listed:${wallet.id}`,
    name: wallet.name,
    imageUrl: wallet.image_url,
    installed: wallet.installed ?? false,
    recent,
    source: { kind: 'listed', wallet },
  }
}

/** Whether a registry wallet is the wallet behind a connector (by registry id or rdns). */
export function isSameWallet(wallet: Wallet, connector: Connector): boolean {
  if (connector.explorerId === wallet.id || connector.id === wallet.id) return true
  const rdns = wallet.rdns
  return Boolean(rdns) && (connector.id === rdns || connector.info?.rdns === rdns)
}

export type WalletGroup = { type: ConnectorTypeKey; entries: WalletEntry[] }

export type WalletGroupsInput = {
  connectors: readonly Connector[]
  /** Most recent first (core keeps at most two). */
  recentWalletIds: readonly string[]
  featured: readonly Wallet[]
  recommended: readonly Wallet[]
  /** The site's own wallets (`state.customWallets`). */
  custom?: readonly Wallet[]
}

/**
 * The Connect view's wallets in core's connector-type order (SPEC.md §2 "Default orderings"):
 * each wallet once, in the first group it belongs to — a recent wallet only under recent, a
 * registry wallet this browser has only as its connector.
 */
export function walletGroups({
  connectors,
  recentWalletIds,
  featured,
  recommended,
  custom = [],
}: WalletGroupsInput): WalletGroup[] {
  // One entry per wallet (SPEC.md §3, core's merge key): a wallet of the same name on several
  // namespaces is one MULTI_CHAIN entry, WalletConnect one entry for every namespace its
  // session serves. A pick connects each of them (`pickWallet`).
  const all = connectors.filter(isListedConnector)
  // Each wallet's connector (the first one of its key) until an entry lists it.
  const unlisted = new Map<string, Connector>()
  for (const connector of all) {
    const key = connectorMergeKey(connector)
    if (!unlisted.has(key)) unlisted.set(key, connector)
  }
  const groups = new Map<ConnectorTypeKey, WalletEntry[]>()
  const add = (type: ConnectorTypeKey, entry: WalletEntry) =>
    groups.set(type, [...(groups.get(type) ?? []), entry])
  // Registry wallets already listed.
  const shown = new Set<string>()

  for (const id of recentWalletIds) {
    const used = all.find((candidate) => candidate.id === id || candidate.explorerId === id)
    const connector = used && unlisted.get(connectorMergeKey(used))
    const wallet = [...featured, ...recommended].find((candidate) => candidate.id === id)
    if (connector) {
      unlisted.delete(connectorMergeKey(connector))
      add('recent', connectorEntry(connector, true))
    } else if (wallet && !used) {
      shown.add(wallet.id)
      add('recent', listedEntry(wallet, true))
    }
  }
  for (const connector of unlisted.values()) {
    // A listed connector always has a group (`isListedConnector`).
    add(groupOfType[connector.type] as ConnectorTypeKey, connectorEntry(connector))
  }
  const addListed = (type: ConnectorTypeKey, wallets: readonly Wallet[]) => {
    for (const wallet of wallets) {
      if (shown.has(wallet.id) || all.some((connector) => isSameWallet(wallet, connector))) {
        continue
      }
      shown.add(wallet.id)
      add(type, listedEntry(wallet))
    }
  }
  addListed('featured', featured)
  addListed('custom', custom)
  addListed('recommended', recommended)
  return getConnectorTypeOrder({ present: [...groups.keys()] }).map((type) => ({
    type,
    entries: groups.get(type) ?? [],
  }))
}
