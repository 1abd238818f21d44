import { type LatchClient, route } from '@latch/core'
import { isListedConnector, isSameWallet, type WalletEntry } from './walletEntries.js'

/**
 * Where picking a wallet leads: a wallet of this browser to ConnectingExternal, WalletConnect
 * to its QR code, a registry wallet this browser lacks to ConnectingWalletConnect with it.
 */
export function selectWallet(client: LatchClient, entry: WalletEntry): void {
  if (entry.source.kind === 'connector') {
    const { connector } = entry.source
    if (connector.type === 'WALLET_CONNECT') {
      route(client, { type: 'router.push', view: 'ConnectingWalletConnectBasic' })
      return
    }
    route(client, {
      type: 'router.push',
      view: 'ConnectingExternal',
      data: { connectorId: connector.id, namespace: connector.chain },
    })
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
  route(client, {
    type: 'router.push',
    view: 'ConnectingExternal',
    data: {
      connectorId: connector?.id ?? wallet.rdns ?? wallet.id,
      name: wallet.name,
      ...(connector ? { namespace: connector.chain } : {}),
    },
  })
}
