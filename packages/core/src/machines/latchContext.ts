// The root machine's context and the facts read from its children: kept apart from the
// machine (latch.ts) so that the client's actions read them without loading XState.
import type { ActorRefFrom, AnyActorLogic } from 'xstate'
import type { ChainAdapterCapabilities } from '../adapters/chainAdapter.js'
import type { CaipAddress } from '../caip/caipAddress.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { AccountType } from '../connectors/connector.js'
import { isMultiNamespaceConnector } from '../connectors/connectorIds.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { Connection } from '../storage/schemas.js'
import type { connectionMachine } from './connection.js'
import type { DisconnectCascade } from './disconnectCascade.js'
import type { emailLoginMachine } from './emailLogin.js'
import type { frameLifecycleMachine } from './frameLifecycle.js'
import type { Login } from './latchEvents.js'
import type { lazyChildMachine } from './lazyChild.js'
import type { ModalCloseFacts, ModalInput, ModalOpenFacts, modalMachine } from './modal.js'
import type { nameRegistrationMachine } from './nameRegistration.js'
import type { ConnectorIds, NetworkSwitchOptions, networkSwitchMachine } from './networkSwitch.js'
import type { nftsMachine } from './nfts.js'
import type { onrampMachine } from './onramp.js'
import type { pairingMachine } from './pairing.js'
import type { payMachine } from './pay.js'
import type { routerMachine } from './router.js'
import type { savedConnectionsMachine } from './savedConnections.js'
import type { SendSubject, sendMachine } from './send.js'
import type { sessionsMachine } from './sessions.js'
import type { SiwxInput, siwxMachine } from './siwx.js'
import type { snackbarMachine } from './snackbar.js'
import type { socialLoginMachine } from './socialLogin.js'
import type { swapMachine } from './swap.js'
import { currentView } from './views.js'
import type { walletRequestMachine } from './walletRequest.js'

type Ref<Logic> = ActorRefFrom<Logic>

export type LatchMachineContext = {
  router: Ref<typeof routerMachine>
  modal: Ref<typeof modalMachine>
  snackbar: Ref<typeof snackbarMachine>
  network: Ref<typeof networkSwitchMachine>
  walletRequest: Ref<typeof walletRequestMachine>
  /** Every wallet each namespace connected, and which are live (system id `savedConnections`). */
  savedConnections: Ref<typeof savedConnectionsMachine>
  /** One per namespace with an adapter (system id `connection.<namespace>`). */
  connections: Partial<Record<ChainNamespace, Ref<typeof connectionMachine>>>
  /** Loads sign-in as the client starts and runs it (system id `siwx`), where configured. */
  siwx: Ref<typeof lazyChildMachine> | undefined
  /**
   * Load the embedded wallet's logins as the client starts and run them (system ids
   * `emailLogin`, `socialLogin`), where the site configured `auth`.
   */
  emailLogin: Ref<typeof lazyChildMachine> | undefined
  socialLogin: Ref<typeof lazyChildMachine> | undefined
  /** Loads the secure frame's lifecycle and runs it (system id `frame`), with `auth`. */
  frame: Ref<typeof lazyChildMachine> | undefined
  /**
   * Loads the WalletConnect pairing on the first pairing and runs it (system id `pairing`),
   * where the site configured WalletConnect.
   */
  pairing: Ref<typeof lazyChildMachine> | undefined
  /** Loads the send form on the first send and runs it (system id `send`). */
  send: Ref<typeof lazyChildMachine>
  /** Loads the buy form on its first command and runs it (system id `onramp`). */
  buy: Ref<typeof lazyChildMachine>
  /** Loads the swap form when the Swap view opens and runs it (system id `swap`). */
  swap: Ref<typeof lazyChildMachine>
  /** Loads name registration on the first name and runs it (system id `nameRegistration`). */
  nameRegistration: Ref<typeof lazyChildMachine>
  /** The account's smart sessions and their revocation (system id `sessions`). */
  sessions: Ref<typeof sessionsMachine>
  /** An account's NFTs, a page at a time (system id `nfts`). */
  nfts: Ref<typeof nftsMachine>
  /** The payment a site asked for, if any (system id `pay`). */
  pay: Ref<typeof payMachine>
  /**
   * The depth of history at which a SwitchActiveChain view handed over to Connect: once the
   * visitor goes back below it, the network it was opened for waits for no wallet.
   */
  awaitedAt: number | undefined
  /**
   * The history depth the Swap view was opened at: a view over it (the approval card) and
   * back again is the same swap, not a new one.
   */
  swapAt: number | undefined
  /** The namespaces the embedded wallet connects in (none without `auth`). */
  authNamespaces: readonly ChainNamespace[]
  /**
   * An approved WalletConnect session whose first namespace (the active one) is connecting:
   * the others join its session once it has answered, and leave its network active.
   */
  pairedSession: { first: ChainNamespace; next: readonly ChainNamespace[] } | undefined
  /**
   * The embedded wallet's connection under way, and the logins that wait for it: one wallet
   * for both, so a login asking meanwhile hears the same answer (`latchEmbeddedWallet.ts`).
   */
  authConnect: { namespace: ChainNamespace; logins: readonly Login[] } | undefined
  /** A disconnect under way, until each namespace it ends has (`disconnectCascade.ts`). */
  disconnecting: DisconnectCascade | undefined
  /** What each namespace's adapter can do, fixed at start: the UI asks these. */
  capabilities: Partial<Record<ChainNamespace, ChainAdapterCapabilities>>
}

export type LatchMachineInput = {
  namespaces: readonly ChainNamespace[]
  /** What each namespace's adapter can do (send, sign typed data...). */
  capabilities?: Partial<Record<ChainNamespace, ChainAdapterCapabilities>>
  networks: readonly CaipNetwork[]
  activeNetwork: CaipNetwork | undefined
  network?: Partial<NetworkSwitchOptions>
  modal?: ModalInput
  embedded?: boolean
  /** Reconnect the saved connector of each namespace at start (SPEC.md §4 "Startup"). */
  reconnect?: boolean
  savedConnectorIds?: Partial<Record<ChainNamespace, string>>
  /** The wallets each namespace connected in earlier visits (none when reconnect is off). */
  savedConnections?: Partial<Record<ChainNamespace, readonly Connection[]>>
  /** The account type each namespace shows first (stored choices over the defaults). */
  preferredAccountTypes?: Partial<Record<ChainNamespace, AccountType>>
  /**
   * Present where the site configured `auth`: the logins run, from the stored email, and the
   * embedded wallet connects in `namespaces` (those whose adapter takes it).
   */
  logins?: { email: string; namespaces: readonly ChainNamespace[] } | undefined
  /** Whether the site configured WalletConnect (and an adapter takes it): the pairing runs. */
  walletConnect?: boolean
  /** Present where the site configured sign-in: its machine's input. */
  siwx?: SiwxInput | undefined
}

/** The connector of each connected namespace, read from the connections. */
export function connectorIdsOf(context: Pick<LatchMachineContext, 'connections'>): ConnectorIds {
  const ids: ConnectorIds = {}
  for (const ref of Object.values(context.connections)) {
    const snapshot = ref.getSnapshot()
    const connectorId = snapshot.context.connection?.connectorId
    if (snapshot.matches('connected') && connectorId) ids[snapshot.context.namespace] = connectorId
  }
  return ids
}

export function activeNetworkOf(context: LatchMachineContext): CaipNetwork | undefined {
  return context.network.getSnapshot().context.activeNetwork
}

/** Whether the active namespace has a connected account. */
export function activeConnected(context: LatchMachineContext): boolean {
  const namespace = activeNetworkOf(context)?.chainNamespace
  return (namespace && context.connections[namespace]?.getSnapshot().matches('connected')) ?? false
}

export function openFacts(context: LatchMachineContext): ModalOpenFacts {
  return {
    connected: activeConnected(context),
    activeNamespace: activeNetworkOf(context)?.chainNamespace,
  }
}

export function closeFacts(context: LatchMachineContext): ModalCloseFacts {
  return {
    connected: activeConnected(context),
    view: currentView(context.router.getSnapshot().context),
    hasSiwxSessions: siwxOf(context)?.getSnapshot().matches('signedIn') ?? false,
  }
}

export function siwxAccountOf(connection: Connection | undefined) {
  const address = connection?.accounts[0]?.address
  const network = connection?.network as CaipNetworkId | undefined
  return network && address
    ? { caipAddress: `${network}:${address}` as CaipAddress, network }
    : undefined
}

export function hasPendingRequests(context: LatchMachineContext): boolean {
  return context.walletRequest.getSnapshot().context.pending.length > 0
}

/**
 * Whether `connection` on `namespace` is one more namespace of a session the active namespace
 * holds (a multi-namespace connector: WalletConnect, the embedded wallet), connected already
 * or being restored with it after a reload.
 */
export function joinsActiveSession(
  context: LatchMachineContext,
  namespace: ChainNamespace,
  connection: Connection | undefined,
): boolean {
  const active = activeNetworkOf(context)?.chainNamespace
  const connectorId = connection?.connectorId
  if (!active || active === namespace || !connectorId) return false
  if (!isMultiNamespaceConnector(connectorId)) return false
  const snapshot = context.connections[active]?.getSnapshot()
  if (!snapshot) return false
  if (snapshot.matches('reconnecting')) return snapshot.context.savedConnectorId === connectorId
  return snapshot.matches('connected') && snapshot.context.connection?.connectorId === connectorId
}

/** The machine a lazy child runs once its code has loaded (`undefined` before, or without it). */
function loadedChild<Logic extends AnyActorLogic>(
  loader: Ref<typeof lazyChildMachine> | undefined,
): Ref<Logic> | undefined {
  return loader?.getSnapshot().context.child as Ref<Logic> | undefined
}

/** The email login once its code has loaded (it loads as the client starts, with `auth`). */
export function emailLoginOf(
  context: Pick<LatchMachineContext, 'emailLogin'>,
): Ref<typeof emailLoginMachine> | undefined {
  return loadedChild<typeof emailLoginMachine>(context.emailLogin)
}

/** The social login once its code has loaded (it loads as the client starts, with `auth`). */
export function socialLoginOf(
  context: Pick<LatchMachineContext, 'socialLogin'>,
): Ref<typeof socialLoginMachine> | undefined {
  return loadedChild<typeof socialLoginMachine>(context.socialLogin)
}

/** The secure frame's lifecycle once its code has loaded (with `auth`). */
export function frameOf(
  context: Pick<LatchMachineContext, 'frame'>,
): Ref<typeof frameLifecycleMachine> | undefined {
  return loadedChild<typeof frameLifecycleMachine>(context.frame)
}

/** The WalletConnect pairing once its code has loaded (on the first pairing). */
export function pairingOf(
  context: Pick<LatchMachineContext, 'pairing'>,
): Ref<typeof pairingMachine> | undefined {
  return loadedChild<typeof pairingMachine>(context.pairing)
}

/** Sign-in once its code has loaded (it runs under the `siwx` lazy child). */
export function siwxOf(
  context: Pick<LatchMachineContext, 'siwx'>,
): Ref<typeof siwxMachine> | undefined {
  return loadedChild<typeof siwxMachine>(context.siwx)
}

/** The name registration once its code has loaded (under the `nameRegistration` lazy child). */
export function nameRegistrationOf(
  context: Pick<LatchMachineContext, 'nameRegistration'>,
): Ref<typeof nameRegistrationMachine> | undefined {
  return loadedChild<typeof nameRegistrationMachine>(context.nameRegistration)
}

/** The buy form once its code has loaded (it runs under the `buy` lazy child). */
export function buyFormOf(
  context: Pick<LatchMachineContext, 'buy'>,
): Ref<typeof onrampMachine> | undefined {
  return loadedChild<typeof onrampMachine>(context.buy)
}

/** The swap form once its code has loaded (it runs under the `swap` lazy child). */
export function swapFormOf(
  context: Pick<LatchMachineContext, 'swap'>,
): Ref<typeof swapMachine> | undefined {
  return loadedChild<typeof swapMachine>(context.swap)
}

/** The send form once its code has loaded (it runs under the `send` lazy child). */
export function sendFormOf(
  context: Pick<LatchMachineContext, 'send'>,
): Ref<typeof sendMachine> | undefined {
  return loadedChild<typeof sendMachine>(context.send)
}

/**
 * Who sends on `namespace` (the active one by default): the account connected there and the
 * configured network it is on (the active network before the wallet says).
 */
export function sendSubjectOf(
  context: LatchMachineContext,
  requested: ChainNamespace | undefined,
): SendSubject {
  const { networks, activeNetwork } = context.network.getSnapshot().context
  const namespace =
    requested ??
    activeNetwork?.chainNamespace ??
    (Object.keys(context.connections)[0] as ChainNamespace | undefined) ??
    'eip155'
  const snapshot = context.connections[namespace]?.getSnapshot()
  const connection = snapshot?.matches('connected') ? snapshot.context.connection : undefined
  const caipNetworkId =
    connection?.network ??
    (activeNetwork?.chainNamespace === namespace ? activeNetwork.caipNetworkId : undefined)
  return {
    namespace,
    network: networks.find((network) => network.caipNetworkId === caipNetworkId),
    address: connection?.accounts[0]?.address,
  }
}

/** The namespaces whose adapter can send. */
export function sendableOf(context: Pick<LatchMachineContext, 'capabilities'>): ChainNamespace[] {
  return Object.entries(context.capabilities)
    .filter(([, capabilities]) => capabilities?.sendNative)
    .map(([namespace]) => namespace as ChainNamespace)
}

/**
 * The network a wallet connecting on `namespace` starts on: the active network, or the one a
 * SwitchActiveChain view was opened for.
 */
export function connectNetworkOf(
  context: LatchMachineContext,
  namespace: ChainNamespace,
): CaipNetwork | undefined {
  const { activeNetwork, awaitedNetwork } = context.network.getSnapshot().context
  return [activeNetwork, awaitedNetwork].find(
    (candidate) => candidate?.chainNamespace === namespace,
  )
}
