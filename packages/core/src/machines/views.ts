// The views of the modal (SPEC.md §2). There are no URL routes: the router machine keeps a
// history of these and the modal renders the last one.

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
] as const

export type View = (typeof views)[number]

/** What a view needs to render: the wallet chosen, the network to switch to, swap arguments... */
export type RouterData = Readonly<Record<string, unknown>>

export type RouterEntry = {
  readonly view: View
  readonly data?: RouterData | undefined
}

export function isView(value: unknown): value is View {
  return typeof value === 'string' && (views as readonly string[]).includes(value)
}
