import { type LatchClient, route, selectWallet } from '@latch/core'
import { mergeConnectors } from '@latch/core/internal'
import { isListedConnector, isSameWallet, type WalletEntry } from './walletEntries.js'

/**
 * What picking a wallet asks for: a wallet of this browser is selected (core shows
 * ConnectingExternal and connects it in one command, on every namespace it serves), WalletConnect opens its QR code, a
 * registry wallet this browser lacks opens ConnectingWalletConnect with it.
 */
export function pickWallet(client: LatchClient, entry: WalletEntry): void {
  if (entry.source.kind === 'connector') {
    const { connector } = entry.source
    if (connector.type === 'WALLET_CONNECT') {
      route(client, { type: 'router.push', view: 'ConnectingWalletConnectBasic' })
      return
    }
    // A MULTI_CHAIN wallet (core's merge of the list's connectors) connects each namespace it
    // serves, the active one first: its connection is the one the view follows. The view shows
    // the failure; nobody else waits for the answer.
    const { activeNamespace, connectors } = client.getState()
    const serving = mergeConnectors(connectors.filter(isListedConnector)).find((merged) =>
      merged.connectors.some(
        (candidate) => candidate.id === connector.id && candidate.chain === connector.chain,
      ),
    )?.connectors ?? [connector]
    const first = serving.find((candidate) => candidate.chain === activeNamespace) ?? connector
    const alsoConnect = serving
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
