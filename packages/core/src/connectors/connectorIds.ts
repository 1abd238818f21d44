// Connector ids with a meaning of their own (SPEC.md §3 "Connector").

/** The embedded wallet: email and social login through the secure frame. */
export const AUTH_CONNECTOR_ID = 'auth'
/** The embedded wallet's connector name, as adapters list it. */
export const AUTH_CONNECTOR_NAME = 'Email / social wallet'
/** The WalletConnect protocol: QR code and deep links. */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
/** WalletConnect's connector name, as adapters list it. */
export const WALLET_CONNECT_CONNECTOR_NAME = 'WalletConnect'

/**
 * Connectors whose one session spans every namespace: disconnecting them in one namespace
 * disconnects all (SPEC.md §4 "Disconnect").
 */
export function isMultiNamespaceConnector(connectorId: string): boolean {
  return connectorId === AUTH_CONNECTOR_ID || connectorId === WALLET_CONNECT_CONNECTOR_ID
}
