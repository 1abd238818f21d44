import type { View } from '@latch/core'
import { AccountView } from './views/AccountView.js'
import { AllWalletsView } from './views/AllWalletsView.js'
import { ConnectView } from './views/ConnectView.js'
import { SwitchNetworkView } from './views/SwitchNetworkView.js'
import { UnavailableView } from './views/UnavailableView.js'
import { UnsupportedChainView } from './views/UnsupportedChainView.js'

/** The router's current view. */
export function ModalView({ view }: { view: View }) {
  switch (view) {
    case 'Connect':
      return <ConnectView />
    case 'AllWallets':
      return <AllWalletsView />
    case 'Account':
      return <AccountView />
    case 'SwitchNetwork':
      return <SwitchNetworkView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    default:
      return <UnavailableView view={view} />
  }
}
