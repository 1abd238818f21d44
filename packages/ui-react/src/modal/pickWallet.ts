import { type LatchClient, route, selectWallet } from '@latch/core'
import { isListedConnector, isSameWallet, type WalletEntry } from './walletEntries.js'

/**
 * What picking a wallet asks for: a wallet of this browser is selected (core shows
 * ConnectingExternal and connects it in one command), WalletConnect opens its QR code, a
 * registry wallet this browser lacks opens ConnectingWalletConnect with it.
 */
export function pickWallet(client: LatchClient, entry: WalletEntry): void {
  if (entry.source.kind === 'connector') {
    const { connector } = entry.source
    if (connector.type === 'WALLET_CONNECT') {
      route(client, { type: 'router.push', view: 'ConnectingWalletConnectBasic' })
      return
    }
    // A MULTI_CHAIN wallet connects each namespace it serves, the active one first (its
    // connection is the one the view follows). The view shows the failure; nobody else waits.
    const active = client.getState().activeNamespace
    const first = connector.connectors.find((candidate) => candidate.chain === active) ?? connector
    const alsoConnect = connector.connectors
      .filter((candidate) => candidate.chain !== first.chain)
      .map((candidate) => ({ namespace: candidate.chain, connectorId: candidate.id }))
    selectWallet(client, {
      connectorId: first.id,
      namespace: first.chain,
      ...(alsoConnect.length ? { alsoConnect } : {}),
    }).catch(() => {})
    return
  }
  const { wallet } = entry.source
  if (!wallet.installed) {
    route(client, { type: 'router.push', view: 'ConnectingWalletConnect', data: { wallet } })
    return
  }
  const connector = client
    .getState()
    .connectors.find((candidate) => isListedConnector(candidate) && isSameWallet(wallet, candidate))
  selectWallet(client, {
    connectorId: connector?.id ?? wallet.rdns ?? wallet.id,
    name: wallet.name,
    namespace: connector?.chain,
  }).catch(() => {})
}
