import type { RouterEntry, View } from '@latch/core'
import { Fragment, Suspense } from 'react'
import { lazyNamed } from './lazyNamed.js'
import { PartLoading } from './PartLoading.js'
import { AccountView } from './views/AccountView.js'
import { AllWalletsView } from './views/AllWalletsView.js'
import { ApproveTransactionView } from './views/ApproveTransactionView.js'
import { ConnectingExternalView } from './views/ConnectingExternalView.js'
import { ConnectingWalletConnectView } from './views/ConnectingWalletConnectView.js'
import { ConnectView } from './views/ConnectView.js'
import { ProfileWalletsView } from './views/ProfileWalletsView.js'
import { RegisterAccountNameSuccessView } from './views/RegisterAccountNameSuccessView.js'
import { RegisterAccountNameView } from './views/RegisterAccountNameView.js'
import { RegisterAccountView } from './views/RegisterAccountView.js'
import { SiwxSignMessageView } from './views/SiwxSignMessageView.js'
import { SwitchActiveChainView } from './views/SwitchActiveChainView.js'
import { SwitchNetworkView } from './views/SwitchNetworkView.js'
import { UnsupportedChainView } from './views/UnsupportedChainView.js'

// Feature parts (email login, social login, swaps) load on demand (SPEC.md §2).
const lazyViews: ReadonlySet<View> = new Set([
  'EmailLogin',
  'UpdateEmailWallet',
  'ConnectingFarcaster',
  'Swap',
])
const EmailLoginView = lazyNamed(() => import('./views/EmailLoginView.js'), 'EmailLoginView')
const UpdateEmailWalletView = lazyNamed(
  () => import('./views/UpdateEmailWalletView.js'),
  'UpdateEmailWalletView',
)
const ConnectingFarcasterView = lazyNamed(
  () => import('./views/ConnectingFarcasterView.js'),
  'ConnectingFarcasterView',
)
const SwapView = lazyNamed(() => import('./views/SwapView.js'), 'SwapView')

function viewOf(view: View) {
  switch (view) {
    case 'Connect':
      return <ConnectView />
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
      return <ConnectingFarcasterView />
    case 'EmailLogin':
      return <EmailLoginView />
    case 'UpdateEmailWallet':
      return <UpdateEmailWalletView />
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
      return <SwapView />
  }
}

// Each history entry gets its own key: a new entry is a new screen, with fresh state, even
// when it shows the same view as the one it replaced.
const entryKeys = new WeakMap<RouterEntry, number>()
let nextEntryKey = 0
function keyOf(entry: RouterEntry | undefined): number {
  if (!entry) return -1
  let key = entryKeys.get(entry)
  if (key === undefined) {
    key = nextEntryKey++
    entryKeys.set(entry, key)
  }
  return key
}

/**
 * The router's current view. Only the views of chunks of their own sit in a Suspense
 * boundary: React holds back a boundary's content for a moment once it has suspended, which
 * the first view of a click (Connect) must not wait for.
 */
export function ModalView({ view, entry }: { view: View; entry: RouterEntry | undefined }) {
  const key = keyOf(entry)
  return lazyViews.has(view) ? (
    <Suspense fallback={<PartLoading />} key={key}>
      {viewOf(view)}
    </Suspense>
  ) : (
    <Fragment key={key}>{viewOf(view)}</Fragment>
  )
}
