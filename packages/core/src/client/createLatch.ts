import type { AuthThemePayload } from '../auth/authConnector.js'
import type { SecureFrameRect, SecureFrameShowOptions } from '../auth/secureFrameHost.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Features } from '../config/features.js'
import type { Alert } from '../errors/alerts.js'
import { runtimeLoadFailedAlert } from '../errors/clientAlerts.js'
import { InternalError } from '../errors/internal.js'
import type { ModalOpenOptions } from '../machines/modal.js'
import { modalOpening } from '../machines/modalOpening.js'
import type { RouterNavigationEvent } from '../machines/router.js'
import type { RouterEntry } from '../machines/views.js'
import { resolveActiveNetwork } from '../networks/activeNetwork.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { AccountData } from '../services/accountData.js'
import type { WalletRegistry } from '../services/walletRegistry.js'
import { createStorage } from '../storage/createStorage.js'
import type { Connection } from '../storage/schemas.js'
import { localStorageBackend } from '../storage/storageBackend.js'
import { afterPaint } from './afterPaint.js'
import { deferLoginControls } from './deferredLoginControls.js'
import { initialLatchState } from './initialLatchState.js'
import type { LatchActors } from './latchActors.js'
import { createLatchAuthLoader } from './latchAuthLoader.js'
import { type LatchConfig, validateLatchConfig } from './latchConfig.js'
import type { LatchRuntime } from './latchRuntime.js'
import { createLatchServices } from './latchServices.js'
import type { LatchState } from './latchState.js'
import {
  type LatchRuntimeModule,
  loadedLatchRuntime,
  loadLatchRuntime,
} from './loadLatchRuntime.js'
import type { EmailLoginControls, SocialLoginControls } from './loginControls.js'
import type { SendTokensParameters, SendTokensReturnType } from './sendFlow.js'
import { shareUnchanged } from './shareUnchanged.js'

export type ConnectParameters = { connectorId: string; namespace?: ChainNamespace }

export type DisconnectOptions = {
  /**
   * Whether the modal closes once disconnected (SPEC.md §4: it does unless told not to).
   * `'whenNoneLeft'`: only when no other namespace stays connected, as from the Wallets view.
   */
  closeModal?: boolean | 'whenNoneLeft'
}

export type SwitchNetworkOptions = {
  /**
   * The visitor chose the network in the modal: core opens what the switch needs (SPEC.md §4
   * "Network switch"): SwitchNetwork to ask the wallet, SwitchActiveChain to connect a wallet
   * on a namespace that has none while another is connected, or nothing when no wallet is
   * there to ask (the network becomes active). Resolves once that is done, not when the
   * wallet has switched.
   */
  confirm?: boolean
}

export type LatchClient = {
  /**
   * Opens the modal by the rules of SPEC.md §2 "Opening the modal". Called before the machines
   * run, the state shows the modal open at once (unless the rules start a network switch), and
   * the machines start loading once the page has painted it.
   */
  open(options?: ModalOpenOptions): void
  close(): void
  /**
   * Sends an event to the modal's router (push, replace, back, reset): at once when the
   * machines run, else in call order once they have loaded, as a click on a view shown before
   * then needs.
   *
   * @example
   * latch.route({ type: 'router.push', view: 'AllWallets' })
   */
  route(event: RouterNavigationEvent): void
  /** Connects a namespace (the active one by default); resolves with the connection. */
  connect(parameters: ConnectParameters): Promise<Connection>
  /**
   * Disconnects a namespace (the active one by default) and those sharing its session. When
   * the active namespace is disconnected and another stays connected, that one's network
   * becomes active.
   */
  disconnect(namespace?: ChainNamespace, options?: DisconnectOptions): Promise<void>
  /**
   * Makes a configured network active, asking the wallet when one is connected there; with
   * `confirm`, through the modal's views instead (see {@link SwitchNetworkOptions}).
   *
   * @example
   * await latch.switchNetwork(solana, { confirm: true }) // a wallet to connect on Solana first
   */
  switchNetwork(network: CaipNetwork, options?: SwitchNetworkOptions): Promise<void>
  /** Signs the waiting sign-in message (SIWXSignMessage). */
  signIn(): Promise<void>
  dismissAlert(): void
  getState(): LatchState
  /**
   * Calls `listener` when the selected part of the state changes (compared with
   * `isEqual`, `Object.is` by default). Returns the unsubscribe function.
   */
  subscribe<Selected>(
    selector: (state: LatchState) => Selected,
    listener: (selected: Selected, previous: Selected) => void,
    isEqual?: (a: Selected, b: Selected) => boolean,
  ): () => void
  /**
   * The running machines, for custom UIs that send their events directly. The machines load
   * with `import()` (see {@link LatchClient.preload}): reading `actors` before they run throws
   * "Latch is still loading: await latch.preload() before using actors".
   *
   * @example
   * await latch.preload()
   * latch.actors.router.send({ type: 'router.push', view: 'AllWallets' })
   */
  readonly actors: LatchActors
  /**
   * Loads and starts the machines now rather than on the first call that needs them (a UI
   * calls it when the pointer enters or focus reaches its connect button). Idempotent;
   * resolves once the machines run; rejects with "Latch could not load its state machines"
   * when their code cannot load (a later call tries again).
   */
  preload(): Promise<void>
  /** Stops every machine and listener. */
  destroy(): void
  /** Resolves once the project's remote configuration has loaded (or failed to). */
  readonly ready: Promise<void>
  /** Whether this page's origin may use email and social login (SPEC.md §5). */
  checkOrigin(): Promise<boolean>
  /** Balances, activity, identity and names through the blockchain service, when configured. */
  readonly accountData: AccountData | undefined
  /** The wallet registry of the config service (SPEC §7 GET /getWallets); undefined when no config service is configured. */
  readonly wallets: WalletRegistry | undefined
  /**
   * Sends the native coin (no `token`) or a token through the namespace's adapter (SPEC.md §4
   * "Send", §5): "An amount and receiver address are required", "A token is required" (a
   * token Latch cannot use), "Unsupported chain" outside eip155 and solana or without the
   * adapter's capability. On success the router returns to Account, the form resets and the
   * account's cached balances are dropped; resolves with the transaction id as soon as the
   * wallet has sent it (not once mined). Rejects with the error `state.send` shows.
   *
   * @example
   * const { hash } = await latch.sendTokens({ amount: '0.01', to: '0x…' })
   */
  sendTokens(parameters: SendTokensParameters): Promise<SendTokensReturnType>
  /**
   * Registers a name for the connected eip155 account (SPEC.md §4 "Name registration"): the
   * name (letters, digits, hyphens, at least four; `ada` or `ada.latch`) is signed by the
   * wallet, posted to the blockchain service and becomes the account's first name; the router
   * shows RegisterAccountNameSuccess. On failure it shows RegisterAccountName and
   * `state.nameRegistration.error` says why; the promise rejects with the same error.
   */
  registerName(name: string): Promise<void>
  /** Free names like `name` (`GET /v1/profile/suggestions/{name}`); "Error fetching name suggestions" on failure. */
  getNameSuggestions(name: string, signal?: AbortSignal): Promise<readonly string[]>
  /**
   * Email login through the embedded wallet (`config.auth`), for custom UIs; the modal's
   * EmailLogin view uses `actors.emailLogin` directly. Without `auth` every call rejects with
   * "No auth connector found". Sign out with `disconnect()`.
   *
   * @example
   * await latch.email.submit('ada@example.com') // 'awaitingOtp'
   * await latch.email.submitOtp('123456') // connected
   */
  readonly email: EmailLoginControls
  /**
   * Social login through the embedded wallet (`config.auth`), for custom UIs.
   *
   * @example
   * button.onclick = () => latch.social.start('github')
   */
  readonly social: SocialLoginControls
  /**
   * Tells the embedded wallet's frame the modal's theme (`APP_SYNC_THEME`): at once when the
   * frame runs, else when it has loaded. Does nothing without `auth`.
   */
  syncAuthTheme(theme: AuthThemePayload): void
  /**
   * Shows the embedded wallet's secure frame over `rect` (a `getBoundingClientRect()` of the
   * ApproveTransaction view's area): position fixed, above the modal, rounded, taking the
   * pointer. The frame draws the approval card of the waiting request there; its Approve and
   * Reject are the frame's own, out of reach of the page's script. Call again when the area
   * moves; does nothing without `auth` or before the frame has loaded.
   */
  showSecureFrame(rect: SecureFrameRect, options?: SecureFrameShowOptions): void
  /** Hides the secure frame again (when ApproveTransaction goes away). */
  hideSecureFrame(): void
  /** Moves the keyboard focus into the shown secure frame. */
  focusSecureFrame(): void
  /**
   * Rejects the wallet requests waiting for the visitor ("User rejected the request."; the
   * frame drops their cards) and leaves ApproveTransaction: back to the view the request came
   * from, else the modal closes.
   */
  rejectWalletRequests(): void
}

/**
 * The headless Latch client: validates the configuration, gives a UI (React, custom, or none)
 * one state to render and a few calls to make, and restores the last visit's connections.
 *
 * `createLatch` is synchronous and small: its state starts as the machines' first state,
 * computed without them. The machines (and XState) load with `import()` on the first call
 * that needs them (`open`, `connect`, `preload`...), at once when a saved connection must be
 * restored, sign-in is configured or the modal is embedded, and synchronously once any client
 * of the page has loaded them (or after `preloadLatchRuntime()`). Calls made meanwhile apply in order once they
 * run; listeners stay subscribed. With `auth`, the embedded wallet's code loads as the client
 * is created (its AUTH connectors are listed at once); a page without `auth` never loads it.
 *
 * @example
 * const latch = createLatch({ networks: [mainnet], adapters: [evmAdapter] })
 * latch.subscribe((state) => state.view, (view) => render(view))
 * latch.open()
 */
export function createLatch(config: LatchConfig): LatchClient {
  validateLatchConfig(config)
  const adapters = config.adapters ?? []
  const namespaces = adapters.map((adapter) => adapter.namespace)
  const storage = createStorage({ backend: config.storage ?? localStorageBackend() })

  let runtime: LatchRuntime | undefined
  let starting: Promise<LatchRuntime> | undefined
  // Calls waiting for the machines; while any waits, later calls wait behind it.
  let waiting = 0
  let destroyed = false

  // Derived state, recomputed once per change.
  let state: LatchState | undefined
  let previousState: LatchState | undefined
  const listeners = new Set<() => void>()
  function notify() {
    state = undefined
    if (!destroyed) runtime?.syncFacts()
    for (const listener of [...listeners]) listener()
  }

  // The modal opened before the machines ran: shown by the opening rules until they apply it.
  let opening: RouterEntry | undefined

  let alert: Alert | undefined
  // Alerts come with their texts: the code that raises them brings the catalogue it needs.
  const showAlert = (shown: Alert) => {
    alert = shown
    notify()
  }
  let features: Features
  const services = createLatchServices({
    config,
    storage,
    showAlert,
    showSnackbar: (code) => command((running) => running.showSnackbar(code)),
    onFeatures: (next) => {
      features = next
      notify()
    },
    getConnectors: () => adapters.flatMap((adapter) => adapter.getConnectors()),
  })
  features = services.features()

  let recentWalletIds: readonly string[] = recentIds()
  function recentIds(): readonly string[] {
    return (storage.get('recentWallets') ?? []).map(({ id }) => id)
  }
  function rememberWallet(namespace: ChainNamespace, connectorId: string) {
    const connector = adapters
      .find((adapter) => adapter.namespace === namespace)
      ?.getConnectors()
      .find((candidate) => candidate.id === connectorId)
    const rdns = connector?.info?.rdns
    storage.addRecentWallet({
      id: connectorId,
      name: connector?.name ?? connectorId,
      ...(rdns ? { rdns } : {}),
    })
    recentWalletIds = recentIds()
  }

  const activeNetwork = resolveActiveNetwork({
    stored: storage.get('activeCaipNetworkId') as CaipNetworkId | undefined,
    requested: config.networks,
    defaultNetwork: config.defaultNetwork,
    supportedNamespaces: namespaces,
  })
  const auth = createLatchAuthLoader({
    config,
    storage,
    showAlert,
    checkOrigin: (origin) => services.checkOrigin(origin),
    network: activeNetwork,
    // Signing requests open ApproveTransaction: the machines load for them if they have not.
    approve: (request) => withRuntime((running) => running.approveWalletRequest(request)),
  })
  const reconnect = config.enableReconnect ?? true
  const savedConnector = (namespace: ChainNamespace) =>
    storage.get('connectedConnectorId', namespace) !== undefined
  const restoring = reconnect ? namespaces.filter(savedConnector) : []
  // Without reconnect the machines forget saved connections at start; they load to do so.
  const forgetting =
    !reconnect &&
    namespaces.some(
      (namespace) => savedConnector(namespace) || storage.get('connections')?.[namespace],
    )

  function run(module: LatchRuntimeModule): LatchRuntime {
    const running = module.createLatchRuntime({
      config,
      storage,
      services,
      activeNetwork,
      showAlert,
      connected: rememberWallet,
      getState: () => client.getState(),
      changed: notify,
      auth: auth?.loaded(),
    })
    runtime = running
    // A failed load is over once the machines run.
    if (alert?.code === 'RUNTIME_LOAD_FAILED') alert = undefined
    notify()
    return running
  }
  // The machines, and the embedded wallet's code they use when the site configured `auth`.
  // The adapters load their code for wallets meanwhile: the first connect follows.
  const load = () => {
    for (const adapter of adapters) adapter.preload?.().catch(() => {})
    return Promise.all([loadLatchRuntime(), auth?.load()]).then(([module]) => module)
  }
  // One promise for every waiting call, so that they run in the order they were made.
  // `afterPaintFirst`: the load waits until the page has painted (see `open`).
  function start(afterPaintFirst = false): Promise<LatchRuntime> {
    starting ??= runtime
      ? Promise.resolve(runtime)
      : (afterPaintFirst ? afterPaint().then(load) : load()).then(
          (module) => {
            if (destroyed) throw new InternalError('CLIENT_DESTROYED')
            return run(module)
          },
          (error: unknown) => {
            starting = undefined
            throw error
          },
        )
    return starting
  }
  /** `use` on the machines: at once when they run, else once they have loaded, in call order. */
  function withRuntime<T>(
    use: (running: LatchRuntime) => Promise<T>,
    afterPaintFirst = false,
  ): Promise<T> {
    if (runtime && waiting === 0) return use(runtime)
    waiting += 1
    return start(afterPaintFirst).then(
      (running) => {
        waiting -= 1
        return use(running)
      },
      (error: unknown) => {
        waiting -= 1
        throw error
      },
    )
  }
  // Nobody awaits a load started by the client itself: its failure shows as an alert.
  function loadFailed() {
    if (!destroyed) showAlert(runtimeLoadFailedAlert)
  }
  /** A call nobody awaits; the only failure it can meet is the load's. */
  function command(use: (running: LatchRuntime) => void) {
    withRuntime(async (running) => use(running)).catch(loadFailed)
  }

  /**
   * Opens the modal. Before the machines run, the state shows it open at once (when the rules
   * give a view rather than a network switch), so that a UI renders it while they load; the
   * machines then open it at the same view, or the alert of their failed load replaces it.
   */
  function open(options: ModalOpenOptions = {}) {
    const shown = runtime ? undefined : openingView(options)
    if (shown) {
      opening = shown
      notify()
    }
    const applied = () => {
      if (!shown || opening !== shown) return
      opening = undefined
      notify()
    }
    // A modal shown before the machines run is painted first: starting their import
    // (its requests, its module graph) in the click's task would hold that frame back.
    withRuntime(async (running) => {
      running.open(options)
      applied()
    }, shown !== undefined).catch(() => {
      applied()
      loadFailed()
    })
  }
  function openingView(options: ModalOpenOptions): RouterEntry | undefined {
    const opened = modalOpening(
      {
        // Nothing connects before the machines run.
        connected: false,
        activeNamespace: activeNetwork?.chainNamespace as ChainNamespace | undefined,
        noAdapters: adapters.length === 0,
        manualControl: config.manualWalletConnectControl ?? false,
        mobile: config.isMobile ?? false,
      },
      options,
    )
    return opened.kind === 'view' ? opened.entry : undefined
  }

  const client: LatchClient = {
    open,
    close: () => {
      if (opening) {
        opening = undefined
        notify()
      }
      command((running) => running.close())
    },
    route: (event) => command((running) => running.actors.router.send(event)),
    connect: (parameters) => withRuntime((running) => running.connect(parameters)),
    disconnect: (namespace, options) =>
      withRuntime((running) => running.disconnect(namespace, options)),
    switchNetwork: (network, options) =>
      withRuntime((running) => running.switchNetwork(network, options)),
    signIn: () => withRuntime((running) => running.signIn()),
    dismissAlert() {
      alert = undefined
      notify()
    },
    getState() {
      if (state) return state
      const parts = { embedded: config.embedded ?? false, recentWalletIds, features, alert }
      const machines = runtime
        ? runtime.readState(parts)
        : initialLatchState({
            adapters,
            networks: config.networks,
            activeNetwork,
            restoring,
            auth: auth && { email: storage.get('email') ?? '' },
            parts,
          })
      const next = opening
        ? { ...machines, open: true, view: opening.view, history: [opening] }
        : machines
      state = previousState ? shareUnchanged(previousState, next) : next
      previousState = state
      return state
    },
    subscribe(selector, listener, isEqual = Object.is) {
      let previous = selector(client.getState())
      const onChange = () => {
        const next = selector(client.getState())
        if (isEqual(next, previous)) return
        const last = previous
        previous = next
        listener(next, last)
      }
      listeners.add(onChange)
      return () => listeners.delete(onChange)
    },
    get actors() {
      if (!runtime) throw new InternalError('RUNTIME_NOT_LOADED')
      return runtime.actors
    },
    preload: async () => {
      await start()
    },
    ready: services.ready,
    checkOrigin: () => services.checkOrigin(),
    accountData: services.accountData,
    wallets: services.wallets,
    sendTokens: (parameters) => withRuntime((running) => running.sendTokens(parameters)),
    registerName: (name) => withRuntime((running) => running.registerName(name)),
    getNameSuggestions: (name, signal) => services.getNameSuggestions(name, signal),
    ...deferLoginControls({ withRuntime, openPopup: () => auth?.loaded()?.popup.open() }),
    syncAuthTheme: (theme) => auth?.syncTheme(theme),
    showSecureFrame: (rect, options) => auth?.showFrame(rect, options),
    hideSecureFrame: () => auth?.hideFrame(),
    focusSecureFrame: () => auth?.focusFrame(),
    rejectWalletRequests: () => command((running) => running.rejectWalletRequests()),
    destroy() {
      destroyed = true
      for (const unsubscribe of adapterSubscriptions) unsubscribe()
      listeners.clear()
      runtime?.destroy()
      auth?.destroy()
    },
  }
  const adapterSubscriptions = adapters.map((adapter) =>
    adapter.subscribe((event) => {
      if (event.type === 'connectorsChanged') return notify()
      // Only a connection hears of its wallet, and none exists before the machines run (a
      // connection being restored or made waits for them too, and its wallet's answer
      // carries the accounts and network of that moment).
      runtime?.onWalletEvent(adapter.namespace, event)
    }),
  )
  // Machines needed on page load: a connection to restore or forget, sign-in (it checks the
  // sessions at start), an embedded modal (shown, and used, before any click).
  const needed = restoring.length > 0 || forgetting || config.siwx || config.embedded
  const module = loadedLatchRuntime()
  if (module && (!auth || auth.loaded())) run(module)
  else if (needed) start().catch(loadFailed)
  return client
}
