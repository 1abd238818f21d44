import {
  hasSiteAdapters,
  withWalletConnectOnlyAdapters,
} from '../adapters/walletConnectOnlyAdapter.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { ListedCustomWallet } from '../config/customWallets.js'
import type { Features } from '../config/features.js'
import { type LegalState, legalState } from '../config/legalConsent.js'
import { runsOnPhone } from '../config/userAgent.js'
import type { Alert } from '../errors/alerts.js'
import { runtimeLoadFailedAlert } from '../errors/clientAlerts.js'
import { InternalError } from '../errors/internal.js'
import type { ModalOpenOptions } from '../machines/modal.js'
import { modalOpening } from '../machines/modalOpening.js'
import { withErrorReporting } from '../machines/telemetry.js'
import type { RouterEntry } from '../machines/views.js'
import { resolveActiveNetwork } from '../networks/activeNetwork.js'
import { cookieHeaderBackend } from '../storage/cookieHeaderBackend.js'
import { createStorage } from '../storage/createStorage.js'
import { localStorageBackend } from '../storage/storageBackend.js'
import type { followAccountProfile } from './accountProfile.js'
import { afterPaint } from './afterPaint.js'
import { connectionsToRestore } from './connectionsToRestore.js'
import { type InitialLatchStateParameters, initialLatchState } from './initialLatchState.js'
import { createLatchAuthLoader } from './latchAuthLoader.js'
import type { LatchClient } from './latchClient.js'
import { type LatchConfig, validateLatchConfig } from './latchConfig.js'
import type { LatchRuntime } from './latchRuntime.js'
import { createLatchServices } from './latchServices.js'
import type { LatchState } from './latchState.js'
import {
  type LatchRuntimeModule,
  loadedLatchRuntime,
  loadLatchRuntime,
} from './loadLatchRuntime.js'
import { shareUnchanged } from './shareUnchanged.js'

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
export function createLatch(siteConfig: LatchConfig): LatchClient {
  validateLatchConfig(siteConfig)
  const config = withWalletConnectOnlyAdapters(siteConfig)
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
    for (const listener of [...listeners]) listener()
  }

  // The connected account's name and avatar, followed once the client exists (below).
  let accountProfile: ReturnType<typeof followAccountProfile> | undefined

  // The modal opened before the machines ran: shown by the opening rules until they apply it.
  let opening: RouterEntry | undefined
  // The last request's server state (a server renders many requests with one client).
  let serverState: { cookie: string | undefined; state: LatchState } | undefined

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
    showSnackbar: (code) => command((running) => running.send({ type: 'snackbar.show', code })),
    onFeatures: (next) => {
      features = next
      notify()
    },
    getConnectors: () => adapters.flatMap((adapter) => adapter.getConnectors()),
    activeNamespace: () => client.getState().activeNetwork?.chainNamespace,
  })
  features = services.features()

  // The visitor's consent to the site's terms (`acceptLegalTerms`), for this page's visit.
  let legalAccepted = false
  let legal: LegalState | undefined
  // One object while neither the flag nor the consent changes, so that selectors keep it.
  function legalNow(): LegalState {
    const { legalCheckbox } = features
    if (legal?.checkbox !== legalCheckbox || legal.accepted !== legalAccepted) {
      legal = legalState({
        legalCheckbox,
        accepted: legalAccepted,
        termsConditionsUrl: config.termsConditionsUrl,
        privacyPolicyUrl: config.privacyPolicyUrl,
      })
    }
    return legal
  }
  // Checked in a chunk of their own (the deep-link check's scheme list is not in the page's
  // first bytes), fetched only by a site that lists wallets of its own.
  let customWallets: readonly ListedCustomWallet[] = []
  if (config.customWallets?.length) {
    const given = config.customWallets
    import('../config/customWallets.js').then(({ listCustomWallets }) => {
      if (destroyed) return
      customWallets = listCustomWallets(given)
      notify()
    })
  }

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
    // The frame is followed by the machines' frame lifecycle: they load for it too.
    frameLifecycle: () => withRuntime((running) => running.frameLifecycle()),
  })
  // The `walletConnect` connectors are listed at once; the SDK loads when one is used. The
  // connector brings its set-up, so that a page without WalletConnect does not load it.
  const walletConnect = config.walletConnect?.setUp(config, storage, services.reach, showAlert)
  const reconnect = config.enableReconnect ?? true
  const restoring = reconnect ? connectionsToRestore(storage, namespaces) : new Map()
  // Without reconnect the machines forget saved connections at start; they load to do so.
  const forgetting =
    !reconnect &&
    namespaces.some(
      (namespace) =>
        storage.get('connectedConnectorId', namespace) !== undefined ||
        storage.get('connections')?.[namespace],
    )

  // The state before the machines run: the visitor's, from their storage (`getState`), or a
  // server's, from the request's cookies if any (`getServerState`).
  function stateBeforeMachines(
    read: Pick<InitialLatchStateParameters, 'activeNetwork' | 'restoring' | 'parts'> & {
      email: string
    },
  ): LatchState {
    return initialLatchState({
      adapters,
      networks: config.networks,
      activeNetwork: read.activeNetwork,
      restoring: read.restoring,
      walletConnect: walletConnect !== undefined,
      auth: auth && { email: read.email },
      parts: read.parts,
    })
  }

  function run(module: LatchRuntimeModule): LatchRuntime {
    const running = module.createLatchRuntime({
      config,
      storage,
      services,
      activeNetwork,
      showAlert,
      connected: rememberWallet,
      changed: notify,
      auth: auth?.loaded(),
      walletConnect,
    })
    runtime = running
    // No account is connected before the machines run: its profile is followed from then on,
    // with code of their chunk, not of the page's first bytes.
    if (services.accountData && !accountProfile) {
      accountProfile = module.followAccountProfile({
        accountData: services.accountData,
        getState: () => client.getState(),
        subscribe: (listener) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
        changed: notify,
      })
    }
    // A failed load is over once the machines run.
    if (alert?.code === 'RUNTIME_LOAD_FAILED') alert = undefined
    notify()
    return running
  }
  // The machines, and the embedded wallet's code they use when the site configured `auth`.
  const load = () => Promise.all([loadLatchRuntime(), auth?.load()]).then(([module]) => module)
  // One promise for every waiting call, so that they run in the order they were made.
  // `afterPaintFirst`: the machines' load waits until the page has painted (see `open`).
  function start(afterPaintFirst = false): Promise<LatchRuntime> {
    if (!starting && !runtime) {
      // The adapters find their wallets (and each then loads its wallet code if it found one)
      // as the machines load. For a modal shown before a paint, in the next task rather than
      // after the paint: the wallet list needs nothing else, and a discovery is a chunk or two
      // of a few hundred bytes, not the machines' module graph, so the list does not wait for
      // a frame; but not in the click's task, whose frame would wait for their requests.
      const preloadAdapters = () => {
        if (destroyed) return
        for (const adapter of adapters) adapter.preload?.().catch(() => {})
      }
      if (afterPaintFirst) setTimeout(preloadAdapters)
      else preloadAdapters()
    }
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
    use: (running: LatchRuntime) => T | Promise<T>,
    afterPaintFirst = false,
  ): Promise<T> {
    if (runtime && waiting === 0) {
      // At once, so that an event reaches the machines in the caller's task.
      try {
        return Promise.resolve(use(runtime))
      } catch (error) {
        return Promise.reject(error)
      }
    }
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
      running.send({ type: 'modal.open', ...options })
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
        activeNamespace: activeNetwork?.chainNamespace,
        noAdapters: !hasSiteAdapters(adapters),
        manualControl: config.manualWalletConnectControl ?? false,
        mobile: runsOnPhone(config),
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
      command((running) => running.send({ type: 'modal.close' }))
    },
    getState() {
      if (state) return state
      const parts = {
        embedded: config.embedded ?? false,
        recentWalletIds,
        features,
        alert,
        accountProfile: accountProfile?.current(),
        legal: legalNow(),
        customWallets,
      }
      const machines = runtime
        ? runtime.readState(parts)
        : stateBeforeMachines({
            activeNetwork,
            restoring,
            email: storage.get('email') ?? '',
            parts,
          })
      const next = opening
        ? { ...machines, open: true, view: opening.view, history: [opening] }
        : machines
      state = previousState ? shareUnchanged(previousState, next) : next
      previousState = state
      return state
    },
    getServerState(cookie) {
      // The same object for the same request: React asks for it again as it renders and
      // hydrates. Of the visitor's storage, only what the cookies carry: no email or recent
      // wallet (the closed modal shows neither).
      const header = cookie ?? undefined
      if (serverState && serverState.cookie === header) return serverState.state
      const sent =
        header === undefined
          ? undefined
          : createStorage({ backend: cookieHeaderBackend(header), warn: ignoreCorruptCookie })
      const state = stateBeforeMachines({
        activeNetwork: resolveActiveNetwork({
          stored: sent?.get('activeCaipNetworkId') as CaipNetworkId | undefined,
          requested: config.networks,
          defaultNetwork: config.defaultNetwork,
          supportedNamespaces: namespaces,
        }),
        restoring: sent && reconnect ? connectionsToRestore(sent, namespaces) : new Map(),
        email: '',
        parts: {
          embedded: config.embedded ?? false,
          recentWalletIds: [],
          features,
          alert: undefined,
          accountProfile: undefined,
          legal: legalNow(),
          customWallets: [],
        },
      })
      serverState = { cookie: header, state }
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
    get actor() {
      if (!runtime) throw new InternalError('RUNTIME_NOT_LOADED')
      return runtime.root
    },
    preload: async () => {
      await start()
    },
    ready: services.ready,
    destroy() {
      destroyed = true
      for (const unsubscribe of adapterSubscriptions) unsubscribe()
      listeners.clear()
      runtime?.destroy()
      auth?.destroy()
      walletConnect?.destroy()
    },
    _internal: {
      // The actions run here: a failure is reported (SPEC.md §8 "Generic") and rethrown.
      run: withErrorReporting(withRuntime, services.errorReporter) as typeof withRuntime,
      command,
      runtime: () => runtime,
      services,
      storage,
      auth,
      preloadDiscovery: async () => {
        await Promise.all(adapters.map((adapter) => adapter.preloadDiscovery?.()))
      },
      dismissAlert() {
        alert = undefined
        notify()
      },
      acceptLegalTerms(accepted) {
        if (legalAccepted === accepted) return
        legalAccepted = accepted
        notify()
      },
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
  const needed = restoring.size > 0 || forgetting || config.siwx || config.embedded
  const module = loadedLatchRuntime()
  if (module && (!auth || auth.loaded())) run(module)
  else if (needed) start().catch(loadFailed)
  return client
}

// A cookie that does not read as a Latch value is another version's or tampered with: the
// server renders without it, and the page's own read of its storage reports it.
const ignoreCorruptCookie = () => {}
