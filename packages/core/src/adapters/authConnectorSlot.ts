import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from '../connectors/connector.js'
import { AUTH_CONNECTOR_ID, AUTH_CONNECTOR_NAME } from '../connectors/connectorIds.js'
import type { AuthProvider } from './chainAdapter.js'

/** The embedded wallet's place among one adapter's connectors. */
export type AuthConnectorSlot = {
  /** The AUTH connector while core offers the embedded wallet, else `undefined`. */
  connector(): Connector | undefined
  /** The embedded wallet's provider when `connectorId` is the AUTH connector's. */
  provider(connectorId: string): AuthProvider | undefined
  /**
   * Takes the provider core offers (`ChainAdapter.addAuthProvider`); returns its removal, which
   * leaves a provider offered after it in place.
   */
  add(provider: AuthProvider): () => void
}

/**
 * The AUTH connector of one namespace (SPEC.md §3 "Connector"): listed while core offers the
 * embedded wallet of email and social login, under the id and name core gives it everywhere.
 * `onChange` hears when it comes or goes, so that the adapter can report `connectorsChanged`.
 *
 * @example
 * const auth = createAuthConnectorSlot('solana', () => emitConnectorsChanged())
 * const remove = auth.add(provider) // auth.connector() is now the AUTH connector
 */
export function createAuthConnectorSlot(
  namespace: ChainNamespace,
  onChange: () => void,
): AuthConnectorSlot {
  let current: { provider: AuthProvider; connector: Connector } | undefined
  return {
    connector: () => current?.connector,
    provider: (connectorId) => (connectorId === AUTH_CONNECTOR_ID ? current?.provider : undefined),
    add(provider) {
      const entry = {
        provider,
        connector: {
          id: AUTH_CONNECTOR_ID,
          name: AUTH_CONNECTOR_NAME,
          type: 'AUTH',
          chain: namespace,
        } satisfies Connector,
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
