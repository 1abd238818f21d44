import { type Address, numberToHex } from 'viem'
import type { RpcHandlers } from './walletMethods.js'
import type { WalletSession } from './walletSession.js'

/**
 * EIP-1102 and EIP-2255: the site asks for the accounts (connecting it, again after a
 * disconnect), reads them and its permissions, and gives them up.
 */
export function connectionHandlers(session: WalletSession): RpcHandlers {
  const connectSite = (): Address[] => {
    if (session.disconnected) {
      session.disconnected = false
      session.events.emit('connect', { chainId: numberToHex(session.chainId) })
    }
    const address = session.currentAccount().address
    if (!session.authorized) {
      session.authorized = true
      session.events.emit('accountsChanged', [address])
    }
    return [address]
  }

  const permissions = () =>
    session.authorized
      ? [
          {
            parentCapability: 'eth_accounts',
            caveats: [
              { type: 'restrictReturnedAccounts', value: [session.currentAccount().address] },
            ],
          },
        ]
      : []

  return {
    eth_accounts: () => (session.authorized ? [session.currentAccount().address] : []),
    eth_requestAccounts: () => connectSite(),
    wallet_requestPermissions: () => {
      connectSite()
      return permissions()
    },
    wallet_getPermissions: () => permissions(),
    wallet_revokePermissions: () => {
      if (session.authorized) {
        session.authorized = false
        session.events.emit('accountsChanged', [])
      }
      return null
    },
  }
}
