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
    // The view shows the failure; nobody else waits for the answer.
    selectWallet(client, { connectorId: connector.id, namespace: connector.chain }).catch(() => {})
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
