import type { View } from '@latch/core'
import { type LazyPart, lazyPart } from './lazyPart.js'
import { PartBoundary } from './PartBoundary.js'
import { useAuthThemeSync } from './useAuthThemeSync.js'
import { AccountView } from './views/AccountView.js'
import { AllWalletsView } from './views/AllWalletsView.js'
import { ApproveTransactionView } from './views/ApproveTransactionView.js'
import { ConnectingExternalView } from './views/ConnectingExternalView.js'
import { ConnectingWalletConnectView } from './views/ConnectingWalletConnectView.js'
import { ProfileWalletsView } from './views/ProfileWalletsView.js'
import { RegisterAccountNameSuccessView } from './views/RegisterAccountNameSuccessView.js'
import { RegisterAccountNameView } from './views/RegisterAccountNameView.js'
import { RegisterAccountView } from './views/RegisterAccountView.js'
import { SiwxSignMessageView } from './views/SiwxSignMessageView.js'
import { SwitchActiveChainView } from './views/SwitchActiveChainView.js'
import { SwitchNetworkView } from './views/SwitchNetworkView.js'
import { UnsupportedChainView } from './views/UnsupportedChainView.js'

// Feature parts (email login, social login, swaps, pay) are chunks of their own again, loaded
// when first shown (SPEC.md §2).
const emailLogin = lazyPart(() => import('./views/EmailLoginView.js'), 'EmailLoginView')
const updateEmailWallet = lazyPart(
  () => import('./views/UpdateEmailWalletView.js'),
  'UpdateEmailWalletView',
)
const connectingFarcaster = lazyPart(
  () => import('./views/ConnectingFarcasterView.js'),
  'ConnectingFarcasterView',
)
const swap = lazyPart(() => import('./views/SwapView.js'), 'SwapView')
const payment = lazyPart(() => import('./views/PayView.js'), 'PayView')

function featureView({ Part, preload }: LazyPart<object>) {
  return (
    <PartBoundary retry={preload}>
      <Part />
    </PartBoundary>
  )
}

/**
 * Every view but Connect (the modal's shell shows that one itself): one chunk, fetched once the
 * visitor goes on to one (a pick, All wallets, a login), not as the modal shows (see
 * `modalOpenParts`).
 */
export function ViewOutsideShell({ view }: { view: Exclude<View, 'Connect'> }) {
  useAuthThemeSync()
  switch (view) {
    case 'AllWallets':
      return <AllWalletsView />
    case 'Account':
      return <AccountView />
    case 'ConnectingExternal':
      return <ConnectingExternalView />
    case 'ConnectingWalletConnect':
      return <ConnectingWalletConnectView basic={false} />
    case 'ConnectingWalletConnectBasic':
      return <ConnectingWalletConnectView basic />
    case 'ConnectingFarcaster':
      return featureView(connectingFarcaster)
    case 'EmailLogin':
      return featureView(emailLogin)
    case 'UpdateEmailWallet':
      return featureView(updateEmailWallet)
    case 'ProfileWallets':
      return <ProfileWalletsView />
    case 'SwitchNetwork':
      return <SwitchNetworkView />
    case 'SwitchActiveChain':
      return <SwitchActiveChainView />
    case 'UnsupportedChain':
      return <UnsupportedChainView />
    case 'SIWXSignMessage':
      return <SiwxSignMessageView />
    case 'ApproveTransaction':
      return <ApproveTransactionView />
    case 'RegisterAccount':
      return <RegisterAccountView />
    case 'RegisterAccountName':
      return <RegisterAccountNameView />
    case 'RegisterAccountNameSuccess':
      return <RegisterAccountNameSuccessView />
    case 'Swap':
      return featureView(swap)
    case 'Pay':
      return featureView(payment)
  }
}
