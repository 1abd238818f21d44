import type { ChainAdapter } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Features } from '../config/features.js'
import type { Connector } from '../connectors/connector.js'
import type { Alert } from '../errors/alerts.js'
import { type ConnectionStatus, connectionStatusOf } from '../machines/connection.js'
import { currentView } from '../machines/router.js'
import type { Snackbar } from '../machines/snackbar.js'
import type { RouterEntry, View } from '../machines/views.js'
import type { WalletRequest } from '../machines/walletRequest.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Connection } from '../storage/schemas.js'
import type { LatchActors } from './latchActors.js'

export type NamespaceConnectionState = {
  status: ConnectionStatus
  connection: Connection | undefined
  error: Error | undefined
}

export type SiwxStatus =
  | 'disabled'
  | 'idle'
  | 'checking'
  | 'awaitingSignature'
  | 'signing'
  | 'signedIn'
  | 'signingOut'

/** Everything a UI renders, derived from the machines' snapshots. */
export type LatchState = {
  open: boolean
  shaking: boolean
  loading: boolean
  view: View
  history: readonly RouterEntry[]
  snackbar: Snackbar | undefined
  /** The last alert raised (network not found, multi-wallet off...), until dismissed. */
  alert: Alert | undefined
  activeNetwork: CaipNetwork | undefined
  activeNamespace: ChainNamespace | undefined
  networks: readonly CaipNetwork[]
  networkStatus: 'idle' | 'switching' | 'addingChain'
  networkError: Error | undefined
  connections: Partial<Record<ChainNamespace, NamespaceConnectionState>>
  /** The connection of the active namespace, when connected. */
  connection: Connection | undefined
  siwx: { status: SiwxStatus; error: Error | undefined }
  /** The features in force: local settings, then the project's remote configuration. */
  features: Features
  /** Every wallet the adapters have found, in adapter order. */
  connectors: readonly Connector[]
  walletRequests: { pending: readonly WalletRequest[]; transactionStack: number }
}

export function readLatchState(
  actors: LatchActors,
  alert: Alert | undefined,
  adapters: readonly ChainAdapter[],
): Omit<LatchState, 'features'> {
  const modal = actors.modal.getSnapshot()
  const router = actors.router.getSnapshot()
  const snackbar = actors.snackbar.getSnapshot()
  const network = actors.network.getSnapshot()
  const requests = actors.walletRequest.getSnapshot()
  const connections: LatchState['connections'] = {}
  for (const [namespace, actor] of Object.entries(actors.connections)) {
    const snapshot = actor.getSnapshot()
    connections[namespace as ChainNamespace] = {
      status: connectionStatusOf(snapshot),
      connection: snapshot.context.connection,
      error: snapshot.context.error,
    }
  }
  const activeNetwork = network.context.activeNetwork
  const activeNamespace = activeNetwork?.chainNamespace as ChainNamespace | undefined
  const active = activeNamespace ? connections[activeNamespace] : undefined
  const siwx = actors.siwx?.getSnapshot()
  return {
    open: modal.matches('open'),
    shaking: modal.matches({ open: 'shaking' }),
    loading: modal.context.loading,
    view: currentView(router.context),
    history: router.context.history,
    snackbar: snackbar.matches('hidden') ? undefined : snackbar.context.current,
    alert,
    activeNetwork,
    activeNamespace,
    networks: network.context.networks,
    networkStatus: network.value,
    networkError: network.context.error,
    connections,
    connection: active?.status === 'connected' ? active.connection : undefined,
    siwx: siwx
      ? { status: siwx.value, error: siwx.context.error }
      : { status: 'disabled', error: undefined },
    connectors: adapters.flatMap((adapter) => adapter.getConnectors()),
    walletRequests: {
      pending: requests.context.pending,
      transactionStack: requests.context.transactionStack,
    },
  }
}
