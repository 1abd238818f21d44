import type {
  WalletConnectClientDefaults,
  WalletConnectConnector,
  WalletConnectSetUp,
} from '@latch/core'
import { createWalletConnectLoader } from '@latch/core/internal'
import type { SignClientConnection } from './signClientSession.js'

/** The site as a wallet shows it when asked to connect. */
export type WalletConnectMetadata = {
  name: string
  description: string
  /** The site's origin: wallets show it, and sign-client checks it against the page. */
  url: string
  icons: string[]
}

export type WalletConnectParameters = {
  /** The site as the wallet shows it. */
  metadata: WalletConnectMetadata
  /**
   * The relay (`ws(s)://…`); the site's latch-server (`/relay` beside its services) by
   * default. Any WalletConnect v2 relay works, the vendor's with a vendor project id.
   */
  relayUrl?: string | undefined
  /** The project at the relay; the site's `projectId` by default. */
  projectId?: string | undefined
  /**
   * Keeps this client's sessions apart from another WalletConnect client's on the same page
   * (sign-client's `customStoragePrefix`); `latch` by default.
   */
  storagePrefix?: string | undefined
  /**
   * Where sign-client keeps its keys, pairings and sessions. In a browser its own default
   * (IndexedDB) is right; elsewhere (Node) give one, for sign-client's Node default writes a
   * database file into the working directory.
   */
  storage?: WalletConnectStorage | undefined
}

/**
 * A key-value store of sign-client's shape (its `IKeyValueStorage`): values are JSON-like and
 * must come back equal, not identical.
 */
export type WalletConnectStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/** {@link walletConnect}'s connector: core's `WalletConnectConnector`, whose clients also close. */
export type WalletConnectReturnType = {
  createClient(defaults: WalletConnectClientDefaults): Promise<SignClientConnection>
  /** The relay given in the parameters; absent: the site's latch-server's (core's default). */
  readonly relayUrl: string | undefined
  /** Core's set-up of WalletConnect on a client (see core's `WalletConnectConnector`). */
  readonly setUp: WalletConnectSetUp
}

/**
 * WalletConnect for `createLatch({ walletConnect })`: the pairing and the session over the
 * unmodified `@walletconnect/sign-client`, whose code (and the relay's socket) loads only
 * when the visitor picks WalletConnect or a stored session is restored. Telemetry is off; no
 * host the site did not configure is contacted.
 *
 * @example
 * const latch = createLatch({
 *   networks,
 *   adapters: [evmAdapter(), solanaAdapter()],
 *   walletConnect: walletConnect({ metadata: { name: 'Shop', description: '', url: location.origin, icons: [] } }),
 * })
 */
export function walletConnect(parameters: WalletConnectParameters): WalletConnectReturnType {
  return {
    relayUrl: parameters.relayUrl,
    async createClient(defaults) {
      // The module itself, not destructured: Vite turns `const { name } = await import()` into
      // a wrapper of its own in the page's first chunk.
      const session = await import('./signClientSession.js')
      return session.createSignClientSession({
        metadata: parameters.metadata,
        relayUrl: parameters.relayUrl ?? defaults.relayUrl,
        defaultRelay: parameters.relayUrl === undefined,
        projectId: parameters.projectId ?? defaults.projectId,
        storagePrefix: parameters.storagePrefix ?? 'latch',
        storage: parameters.storage,
      })
    },
    // Core's set-up of WalletConnect on a client, brought here so that a page without
    // WalletConnect does not load it.
    setUp: createWalletConnectLoader,
    // What core takes as `config.walletConnect`; the clients' `close()` is beyond it.
  } satisfies WalletConnectConnector
}
