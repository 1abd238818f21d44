// The views of the modal (SPEC.md §2). There are no URL routes: the router machine keeps a
// history of these and the modal renders the last one.
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Wallet } from '../storage/schemas.js'

export const views = [
  'Connect',
  'Account',
  'AllWallets',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ConnectingExternal',
  'ConnectingFarcaster',
  'EmailLogin',
  'UpdateEmailWallet',
  'ProfileWallets',
  'SwitchNetwork',
  'SwitchActiveChain',
  'UnsupportedChain',
  'SIWXSignMessage',
  'ApproveTransaction',
  'RegisterAccount',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Swap',
  'Pay',
] as const

export type View = (typeof views)[number]

/**
 * What each view is given to render (SPEC.md §2): the wallet chosen, the network to switch
 * to, the swap's arguments... `undefined` for a view that takes nothing.
 */
export type RouterDataOf = {
  Connect: undefined
  Account: undefined
  AllWallets: undefined
  /** A wallet of the registry this browser lacks, to connect through WalletConnect. */
  ConnectingWalletConnect: { wallet?: Wallet | undefined }
  ConnectingWalletConnectBasic: undefined
  /** A wallet of this browser: its connector, its namespace, the name to show meanwhile. */
  ConnectingExternal: { connectorId: string; namespace?: ChainNamespace; name?: string }
  ConnectingFarcaster: undefined
  /** The email typed on Connect. */
  EmailLogin: { email?: string }
  /** The current email, when known. */
  UpdateEmailWallet: { email?: string }
  ProfileWallets: undefined
  /** The network the wallet is asked to switch to. */
  SwitchNetwork: { network: CaipNetwork }
  /**
   * A network of a namespace with no wallet: the namespace, the network, and where the view
   * hands over (Connect by default, replacing itself unless `navigateWithReplace` is false).
   */
  SwitchActiveChain: {
    switchToChain: ChainNamespace
    network?: CaipNetwork
    navigateTo?: 'Connect' | 'AllWallets'
    navigateWithReplace?: boolean
  }
  UnsupportedChain: undefined
  SIWXSignMessage: undefined
  ApproveTransaction: undefined
  RegisterAccount: undefined
  RegisterAccountName: undefined
  /** The name just registered. */
  RegisterAccountNameSuccess: { name?: string }
  /** The swap to start from; each part is optional. */
  Swap: { fromToken?: string; toToken?: string; amount?: string }
  /** The payment a site asked for (`pay`): the pay machine holds it. */
  Pay: undefined
}

/** The data of any view (what a router entry may carry). */
export type RouterData = Exclude<RouterDataOf[View], undefined>

type EntryOf<V extends View> = RouterDataOf[V] extends undefined
  ? { readonly view: V; readonly data?: undefined }
  : Partial<RouterDataOf[V]> extends RouterDataOf[V]
    ? { readonly view: V; readonly data?: Readonly<RouterDataOf[V]> | undefined }
    : { readonly view: V; readonly data: Readonly<RouterDataOf[V]> }

/** An entry of the router's history: a view with the data that view takes. */
export type RouterEntry = { [V in View]: EntryOf<V> }[View]

/** The entry of one view. */
export type RouterEntryOf<V extends View> = Extract<RouterEntry, { view: V }>

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (views as readonly string[]).includes(value)
}

/**
 * The views a visitor connects from (a wallet, WalletConnect, an email code, a Farcaster
 * link). A connection that succeeds while one of them is on screen shows Account; on any
 * other view something else has moved the router on (a required sign-in, a network to
 * switch...) and it stays there.
 */
export const connectingViews: readonly View[] = [
  'Connect',
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'EmailLogin',
  'ConnectingFarcaster',
]

/**
 * The view on screen. Here rather than beside the router machine, so that a page reading it
 * does not load XState.
 */
export function currentView(context: { readonly history: readonly RouterEntry[] }): View {
  return context.history.at(-1)?.view ?? 'Connect'
}
