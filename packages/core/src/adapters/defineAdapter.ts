import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from '../connectors/connector.js'
import { AdapterError } from '../errors/adapter.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type {
  AdapterEvent,
  AdapterWalletConnect,
  AuthProvider,
  ChainAdapter,
  ChainAdapterCapabilities,
} from './chainAdapter.js'
import { createSessionConnectorSlot } from './sessionConnectorSlot.js'

/** The methods every adapter has that need a wallet's code, loaded on first use. */
const walletMethods = [
  'connect',
  'reconnect',
  'disconnect',
  'switchNetwork',
  'getBalance',
  'signMessage',
  'sendTransfer',
  'waitForTransaction',
  'request',
] as const satisfies readonly (keyof ChainAdapter)[]
type WalletMethod = (typeof walletMethods)[number]

/** The optional methods, each named as the capability that says whether it is there. */
const capabilityMethods = [
  'signTypedData',
  'sendCalls',
  'addNetwork',
  'estimateTransferFee',
] as const satisfies readonly (keyof ChainAdapter & keyof ChainAdapterCapabilities)[]
type CapabilityMethod = (typeof capabilityMethods)[number]

/**
 * The optional methods as `capabilities` says: required where it is `true`, absent where it
 * is `false` (ChainAdapter: "present exactly when its capability is true").
 */
type CapabilityMethods<Capabilities extends ChainAdapterCapabilities> = {
  [Method in CapabilityMethod as Capabilities[Method] extends true ? Method : never]-?: NonNullable<
    ChainAdapter[Method]
  >
} & {
  [Method in CapabilityMethod as Capabilities[Method] extends false ? Method : never]?: never
}

/** What an adapter does once a wallet is in use: the module it loads with `import()`. */
export type AdapterWalletMethods<
  Capabilities extends ChainAdapterCapabilities = ChainAdapterCapabilities,
> = Pick<ChainAdapter, WalletMethod> & CapabilityMethods<Capabilities>

/** A connector the adapter found (or was given), with the wallet behind it. */
export type AdapterConnector<Wallet> = { connector: Connector; wallet: Wallet }

/**
 * What a connector id stands for: a session core holds for every namespace (the embedded
 * wallet, WalletConnect), given as an {@link AuthProvider}, or one of the adapter's wallets.
 */
export type ConnectorWallet<Wallet> =
  | { type: 'SESSION'; wallet: AuthProvider }
  | { type: 'FOUND'; wallet: Wallet }

/** What the wallet code of a {@link defineAdapter} adapter reports through and looks up. */
export type AdapterWalletContext<Wallet> = {
  /** Tells the adapter's subscribers of a wallet event. */
  emit(event: AdapterEvent): void
  /**
   * The wallet behind one of the adapter's connectors, the session connectors' first: throws
   * `AdapterError('CONNECTOR_NOT_FOUND')` for an id the adapter does not list.
   */
  walletOf(connectorId: string): ConnectorWallet<Wallet>
}

/**
 * How an adapter finds its namespace's wallets, once: `connectorsChanged` tells the
 * subscribers of a later find, and the function returned lists what has been found so far,
 * each wallet with its connector (the AUTH connector is listed apart).
 * - `discover` starts with the adapter, on the page's load: for wallets that announce
 *   themselves then, so that the modal lists them the moment it opens with nothing more to
 *   load (adapter-evm: EIP-6963 wallets are most of a site's visitors, and finding them on
 *   the click made the first wallet wait for the wallet code).
 * - `loadDiscovery` loads on `preloadDiscovery()` (which the client calls once the page is
 *   idle, when it is asked to) or with the wallet code (`preload()`, which the client calls as
 *   the visitor is about to open the modal, or the first wallet method), so that the page's
 *   first bytes carry no discovery: for wallets a page can find or ask at any time (the
 *   Wallet Standard's registry, objects on `window`). Nothing is listed before; the find is
 *   reported.
 * Written before `loadWallet`, it gives `walletOf` its type.
 */
export type AdapterDiscovery<Wallet> =
  | {
      discover(connectorsChanged: () => void): () => readonly AdapterConnector<Wallet>[]
      loadDiscovery?: never
    }
  | {
      loadDiscovery(
        connectorsChanged: () => void,
      ): Promise<() => readonly AdapterConnector<Wallet>[]>
      discover?: never
    }

export type DefineAdapterParameters<
  Namespace extends ChainNamespace,
  Capabilities extends ChainAdapterCapabilities,
  Wallet,
  EmbeddedWallet extends boolean,
> = {
  namespace: Namespace
  capabilities: Capabilities
  /** Whether `address` is a valid account address on this namespace; needs no wallet code. */
  isAddress(address: string): boolean
  /**
   * Lists the embedded wallet (email and social login) as the AUTH connector once core offers
   * it (`addAuthProvider`); the wallet code then gets its provider from `walletOf`.
   */
  embeddedWallet?: EmbeddedWallet
  /**
   * Takes WalletConnect: the wallet methods and session events the namespace's wallet code
   * uses, proposed for the site's networks of the namespace. Its session's provider is listed
   * as the `walletConnect` connector, and `walletOf` gives it as a session.
   */
  walletConnect?: { methods: readonly string[]; events: readonly string[] }
} & AdapterDiscovery<Wallet> & {
    /**
     * Loads the methods that need a wallet, with `import()` so that a page carries only
     * discovery until then. Called once, and again after a failure.
     */
    loadWallet(context: AdapterWalletContext<Wallet>): Promise<AdapterWalletMethods<Capabilities>>
    /**
     * Whether `preload()` loads the wallet code too (`true` by default) once discovery has
     * found a wallet of this namespace in the browser, so that the first connect does not
     * wait for it; with none (an embedded or WalletConnect wallet connects after a code or a
     * scan), the code loads with the first call that needs it. `false` for a namespace whose
     * wallet code is heavy and whose wallets few visitors use: `preload()`, which runs as the
     * modal opens, then only finds the wallets, and the code loads with the first call that
     * needs it.
     */
    preloadWallet?: boolean
  }

export type DefineAdapterReturnType<
  Namespace extends ChainNamespace = ChainNamespace,
  Capabilities extends ChainAdapterCapabilities = ChainAdapterCapabilities,
  EmbeddedWallet extends boolean = boolean,
> = Omit<
  ChainAdapter,
  | 'namespace'
  | 'capabilities'
  | 'preload'
  | 'preloadDiscovery'
  | 'addAuthProvider'
  | 'walletConnect'
  | CapabilityMethod
> & {
  walletConnect?: AdapterWalletConnect
  readonly namespace: Namespace
  readonly capabilities: Capabilities
  preload(): Promise<void>
  preloadDiscovery(): Promise<void>
} & CapabilityMethods<Capabilities> &
  (EmbeddedWallet extends true
    ? Required<Pick<ChainAdapter, 'addAuthProvider'>>
    : { addAuthProvider?: never })

/** What the helper's own part throws: `walletOf` for an id the adapter does not list. */
export type DefineAdapterErrorType = AdapterError<'CONNECTOR_NOT_FOUND'>

/**
 * Makes a {@link ChainAdapter} from a namespace's own parts: its capabilities, address check,
 * discovery and the wallet code it loads on demand. The helper supplies what every adapter
 * shares: the event subscription, the connector list with the AUTH connector of the embedded
 * wallet, the connector lookup, and the lazy load of the wallet code (`preload()`, each wallet
 * method waiting for it, a failed load tried again). `capabilities` decides the optional
 * methods: the wallet code must have those that are `true` and none of those that are `false`.
 *
 * @example
 * const adapter = defineAdapter({
 *   namespace: 'eip155',
 *   capabilities: { signMessage: true, signTypedData: false, sendCalls: false, ... },
 *   isAddress: isHexAddress,
 *   embeddedWallet: true,
 *   loadDiscovery: async (connectorsChanged) =>
 *     (await import('./discovery.js')).discoverWallets(window, connectorsChanged).wallets,
 *   loadWallet: ({ emit, walletOf }) =>
 *     import('./evmWallet.js').then(({ createEvmWallet }) => createEvmWallet({ emit, walletOf })),
 * })
 */
export function defineAdapter<
  Namespace extends ChainNamespace,
  Capabilities extends ChainAdapterCapabilities,
  Wallet,
  EmbeddedWallet extends boolean = false,
>(
  parameters: DefineAdapterParameters<Namespace, Capabilities, Wallet, EmbeddedWallet>,
): DefineAdapterReturnType<Namespace, Capabilities, EmbeddedWallet> {
  const { namespace, capabilities } = parameters
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const connectorsChanged = () => {
    // Discovery may report while it starts, before anyone can have subscribed.
    if (listeners.size > 0) emit({ type: 'connectorsChanged', connectors: getConnectors() })
  }
  const auth = createSessionConnectorSlot(namespace, 'AUTH', connectorsChanged)
  const walletConnect = createSessionConnectorSlot(namespace, 'WALLET_CONNECT', connectorsChanged)
  const sessions = [walletConnect, auth]
  let discovered: () => readonly AdapterConnector<Wallet>[] = () => []
  if (parameters.discover) discovered = parameters.discover(connectorsChanged)
  let discovering: Promise<void> | undefined
  function discoverLater(): Promise<void> {
    const load = parameters.loadDiscovery
    if (!load) return Promise.resolve()
    discovering ??= load(connectorsChanged).then(
      (found) => {
        discovered = found
        connectorsChanged()
      },
      (error: unknown) => {
        discovering = undefined
        throw error
      },
    )
    return discovering
  }

  function getConnectors(): Connector[] {
    const listed = sessions.flatMap((slot) => slot.connector() ?? [])
    return [...discovered().map((wallet) => wallet.connector), ...listed]
  }

  function walletOf(connectorId: string): ConnectorWallet<Wallet> {
    const provider = sessions.map((slot) => slot.provider(connectorId)).find(Boolean)
    if (provider) return { type: 'SESSION', wallet: provider }
    const listed = discovered().find(({ connector }) => connector.id === connectorId)
    if (!listed) throw new AdapterError('CONNECTOR_NOT_FOUND', { values: { connectorId } })
    return { type: 'FOUND', wallet: listed.wallet }
  }

  let loading: Promise<AdapterWalletMethods<Capabilities>> | undefined
  function loadWallet(): Promise<AdapterWalletMethods<Capabilities>> {
    // The wallet methods look wallets up: a discovery that loads with them comes first.
    loading ??= Promise.all([discoverLater(), parameters.loadWallet({ emit, walletOf })])
      .then(([, methods]) => methods)
      .catch((error: unknown) => {
        loading = undefined
        throw error
      })
    return loading
  }
  /** The wallet code's `name`, called once it has loaded. */
  function later(name: WalletMethod | CapabilityMethod) {
    return async (...args: unknown[]) => {
      // `capabilities` decided that `name` is there (AdapterWalletMethods).
      const methods = (await loadWallet()) as unknown as Record<
        typeof name,
        (...values: unknown[]) => unknown
      >
      return methods[name](...args)
    }
  }

  const adapter: Record<string, unknown> = {
    namespace,
    capabilities,
    isAddress: parameters.isAddress,
    getConnectors,
    subscribe(listener: (event: AdapterEvent) => void) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    // Nothing to load for a `discover` found with the page.
    preloadDiscovery: discoverLater,
    preload: async () => {
      await discoverLater()
      // The wallet code is for a wallet to connect at a click: without one of this namespace
      // in the browser, it waits for the first call that needs it, and the modal's page does
      // not hold a namespace's code that no visitor's wallet uses. A session connector does
      // not count: an embedded or WalletConnect wallet connects after a code or a scan, which
      // the code's load does not keep waiting.
      if (parameters.preloadWallet === false || discovered().length === 0) return
      await loadWallet()
    },
  }
  for (const name of walletMethods) adapter[name] = later(name)
  for (const name of capabilityMethods) if (capabilities[name]) adapter[name] = later(name)
  if (parameters.embeddedWallet) adapter.addAuthProvider = auth.add
  const proposed = parameters.walletConnect
  if (proposed) {
    adapter.walletConnect = {
      namespace: (networks: readonly CaipNetwork[]) => ({
        chains: networks
          .filter((network) => network.chainNamespace === namespace)
          .map((network) => network.caipNetworkId),
        methods: proposed.methods,
        events: proposed.events,
      }),
      addProvider: walletConnect.add,
    } satisfies AdapterWalletConnect
  }
  return adapter as DefineAdapterReturnType<Namespace, Capabilities, EmbeddedWallet>
}
