// The connection machine's vocabulary (its context, events and input, and its actors'
// inputs), apart from the machine (connection.ts), whose states and transitions are the rest.
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { AccountType } from '../connectors/connector.js'
import type { ConnectionError } from '../errors/connection.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Connection } from '../storage/schemas.js'

/** The status of a namespace's connection (SPEC.md §4 "Connection status"). */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export type ConnectionContext = {
  namespace: ChainNamespace
  reconnect: boolean
  /** The connector remembered from the last visit, tried again at start-up. */
  savedConnectorId: string | undefined
  /**
   * The account type the visitor wants shown (SPEC.md §3 "preferred account types"): the
   * connection lists its account of that type first, whenever the wallet gives its accounts.
   */
  preferredAccountType: AccountType | undefined
  connection: Connection | undefined
  /**
   * The saved connector's connection as the last visit left it: what the namespace shows
   * while it is restored (`reconnecting`), so that a page renders the account at once.
   */
  restoring: Connection | undefined
  /** Whether the current disconnect should close the modal. */
  closeModalOnDisconnect: boolean
  error: ConnectionError | undefined
}

export type ConnectionEvent =
  | { type: 'connection.start' }
  /**
   * `network`: the one the wallet is asked to start on (the root machine adds the active
   * network of the namespace, or the one a SwitchActiveChain view awaits).
   */
  | { type: 'connection.connect'; connectorId: string; network?: CaipNetwork | undefined }
  /**
   * Multi-wallet: another wallet of the namespace connects while this one stays saved; the
   * namespace shows this one until the other has answered.
   */
  | { type: 'connection.add'; connectorId: string; network?: CaipNetwork | undefined }
  /** Multi-wallet: a wallet already granted in this visit becomes the active one again. */
  | { type: 'connection.reactivate'; connectorId: string }
  | { type: 'connection.cancel' }
  | { type: 'connection.accountsChanged'; accounts: Connection['accounts'] }
  /** The visitor chose which account type the namespace shows (stored for later visits). */
  | { type: 'connection.preferAccountType'; accountType: AccountType }
  | { type: 'connection.networkChanged'; network: NonNullable<Connection['network']> }
  | { type: 'connection.disconnect'; closeModal?: boolean }
  | { type: 'connection.lost' }

export type ConnectionInput = {
  namespace: ChainNamespace
  /** `false`: start disconnected and drop what was saved (SPEC.md §4 "Startup"). */
  reconnect?: boolean
  savedConnectorId?: string | undefined
  /** The saved connector's stored connection (its accounts and network), if storage has it. */
  savedConnection?: Connection | undefined
  /** The stored choice of account type, or the namespace's default. */
  preferredAccountType?: AccountType | undefined
}

export type ConnectActorInput = {
  namespace: ChainNamespace
  connectorId: string
  network?: CaipNetwork | undefined
}
export type DisconnectActorInput = { namespace: ChainNamespace; connection: Connection }
