import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from '../connectors/connector.js'
import {
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAME,
  WALLET_CONNECT_CONNECTOR_ID,
  WALLET_CONNECT_CONNECTOR_NAME,
} from '../connectors/connectorIds.js'
import type { AuthProvider } from './chainAdapter.js'

/**
 * The connectors whose wallet is a session core holds for every namespace at once, given to an
 * adapter as an {@link AuthProvider}: the embedded wallet of email and social login, and
 * WalletConnect.
 */
export type SessionConnectorType = 'AUTH' | 'WALLET_CONNECT'

const identities = {
  AUTH: { id: AUTH_CONNECTOR_ID, name: AUTH_CONNECTOR_NAME },
  WALLET_CONNECT: { id: WALLET_CONNECT_CONNECTOR_ID, name: WALLET_CONNECT_CONNECTOR_NAME },
} as const satisfies Record<SessionConnectorType, { id: string; name: string }>

/** A session connector's place among one adapter's connectors. */
export type SessionConnectorSlot = {
  /** The connector while core offers its provider, else `undefined`. */
  connector(): Connector | undefined
  /** The provider when `connectorId` is the connector's. */
  provider(connectorId: string): AuthProvider | undefined
  /**
   * Takes the provider core offers (`addAuthProvider`, `walletConnect.addProvider`); returns
   * its removal, which leaves a provider offered after it in place.
   */
  add(provider: AuthProvider): () => void
}

/**
 * One session connector of one namespace (SPEC.md §3 "Connector"), listed while core offers
 * its provider, under the id and name core gives it everywhere. `onChange` hears when it comes
 * or goes, so that the adapter can report `connectorsChanged`.
 *
 * @example
 * const auth = createSessionConnectorSlot('solana', 'AUTH', () => emitConnectorsChanged())
 * const remove = auth.add(provider) // auth.connector() is now the AUTH connector
 */
export function createSessionConnectorSlot(
  namespace: ChainNamespace,
  type: SessionConnectorType,
  onChange: () => void,
): SessionConnectorSlot {
  const { id, name } = identities[type]
  let current: { provider: AuthProvider; connector: Connector } | undefined
  return {
    connector: () => current?.connector,
    provider: (connectorId) => (connectorId === id ? current?.provider : undefined),
    add(provider) {
      const entry = {
        provider,
        connector: { id, name, type, chain: namespace } satisfies Connector,
      }
      current = entry
      onChange()
      return () => {
        if (current !== entry) return
        current = undefined
        onChange()
      }
    },
  }
}
