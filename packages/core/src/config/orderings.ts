// The default orderings of SPEC.md §2.

export const connectMethods = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof connectMethods)[number]

/** The connect view lists email first, then social logins, then wallets. */
export const defaultConnectMethodOrder: readonly ConnectMethod[] = ['email', 'social', 'wallet']
/** When the visitor has an injected or announced wallet, wallets come first. */
export const walletFirstConnectMethodOrder: readonly ConnectMethod[] = ['wallet', 'email', 'social']

/**
 * The order of the connect view's sections: the site owner's order when given, else wallets
 * first when the visitor has a visible injected or announced wallet, else the default. Wallets
 * kept behind a button (`walletsBehindButton`) come after the logins they give way to.
 *
 * @example
 * getConnectMethodOrder({ hasVisibleWallets: true }) // ['wallet', 'email', 'social']
 */
export function getConnectMethodOrder(options: {
  order?: readonly ConnectMethod[] | undefined
  hasVisibleWallets: boolean
  walletsBehindButton?: boolean | undefined
}): readonly ConnectMethod[] {
  const order =
    options.order ??
    (options.hasVisibleWallets ? walletFirstConnectMethodOrder : defaultConnectMethodOrder)
  if (!options.walletsBehindButton || !order.includes('wallet')) return order
  return [...order.filter((method) => method !== 'wallet'), 'wallet']
}

export const connectorTypes = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorTypeKey = (typeof connectorTypes)[number]
/** The wallet list's groups, in order. */
export const defaultConnectorTypeOrder: readonly ConnectorTypeKey[] = connectorTypes

/**
 * The groups to show, in order: the site owner's preferred groups first, then the rest in
 * the default order; groups with nothing in them are left out.
 *
 * @example
 * getConnectorTypeOrder({ present: ['injected', 'recent'], preferred: ['injected'] })
 * // ['injected', 'recent']
 */
export function getConnectorTypeOrder(options: {
  present: readonly ConnectorTypeKey[]
  preferred?: readonly ConnectorTypeKey[] | undefined
}): ConnectorTypeKey[] {
  const order = [...new Set([...(options.preferred ?? []), ...defaultConnectorTypeOrder])]
  return order.filter((type) => options.present.includes(type))
}
