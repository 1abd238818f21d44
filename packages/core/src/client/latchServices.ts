import {
  type Features,
  resolveFeatures,
  socialsForWebview,
  type WebviewPlatform,
} from '../config/features.js'
import { messagingWebview, pageTimeZone, pageUserAgent } from '../config/userAgent.js'
import type { Connector } from '../connectors/connector.js'
import { RESTRICTED_TIMEZONES } from '../constants/chains.js'
import type { Alert } from '../errors/alerts.js'
import { projectIdNotConfiguredAlert } from '../errors/clientAlerts.js'
import type { SnackbarCode } from '../errors/snackbars.js'
import { createErrorReporter } from '../machines/telemetry.js'
import type { AccountData } from '../services/accountData.js'
import { readCachedBalance } from '../services/balanceCache.js'
import type { BlockchainService } from '../services/blockchainService.js'
import type { WalletRegistry } from '../services/walletRegistry.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { LatchConfig, LatchEvent } from './latchConfig.js'

/** What the client reports as its SDK to the services (`st`, `sv`). */
export const LATCH_SDK_TYPE = 'latch-core'
export const LATCH_SDK_VERSION = '0.1.0'

export type LatchServicesParameters = {
  config: LatchConfig
  storage: LatchStorage
  /** Shows an alert; the service clients' chunk brings the catalogue's texts. */
  showAlert: (alert: Alert) => void
  showSnackbar: (code: SnackbarCode) => void
  /** Called when the features in force change (after the remote configuration loaded). */
  onFeatures: (features: Features) => void
  /** The wallets the adapters have found: the registry marks those as installed. */
  getConnectors: () => readonly Connector[]
  /** The namespace of the active network: a phone's wallet list depends on it. */
  activeNamespace?: () => string | undefined
}

/**
 * The services of SPEC.md §7 as the client uses them: the remote features (local values
 * until they load, or if they cannot), analytics only when the site and the service enable
 * them, the allowed-origins check, and the account data. With no `services` configured,
 * Latch runs on local settings only and sends nothing anywhere.
 *
 * Only what the client needs at once lives here: the features in force and which services
 * the site configured. The clients, and the code that wires them to this client, load with
 * `import()` on the first use of a service (`serviceClients.ts`, a chunk of its own), at once
 * when the remote configuration is to be fetched.
 */
export function createLatchServices(parameters: LatchServicesParameters) {
  const { config, showAlert, onFeatures } = parameters
  const webview = messagingWebview(pageUserAgent())
  const restricted = (RESTRICTED_TIMEZONES as readonly string[]).includes(pageTimeZone())
  const forThisPage = (resolved: Features) => inRegion(inWebview(resolved, webview), restricted)
  let features = forThisPage(
    resolveFeatures({ local: config.features, basic: config.basic }).features,
  )
  const endpoints = config.services
  if (endpoints && !config.projectId) showAlert(projectIdNotConfiguredAlert)
  // A service is used only when the site gave its URL and a project id to send.
  const uses = (url: string | undefined) => Boolean(url && config.projectId)
  const clients = lazy(async () =>
    (await import('../services/serviceClients.js')).createServiceClients({
      ...parameters,
      features: () => features,
      track,
    }),
  )
  /** To the site's `onEvent`, and to analytics where the site configured them. */
  function track(event: LatchEvent) {
    config.onEvent?.(event)
    if (uses(endpoints?.analyticsUrl)) void clients().then((loaded) => loaded.track(event))
  }
  // SPEC.md §8 "Generic": the failures of the actions, at most 5 a rolling minute.
  const errorReporter = createErrorReporter({
    send: ({ type, event, properties }) => track({ type, event, properties }),
  })

  const ready = uses(endpoints?.configUrl)
    ? clients().then(async (loaded) => {
        features = forThisPage(await loaded.loadFeatures())
        onFeatures(features)
      })
    : Promise.resolve()

  const blockchain = async () => (await clients()).accountData()
  const accountData: AccountData | undefined = uses(endpoints?.blockchainUrl)
    ? {
        getTokenBalances: async (...args) => (await blockchain()).getTokenBalances(...args),
        getTransactions: async (...args) => (await blockchain()).getTransactions(...args),
        getIdentity: async (...args) => (await blockchain()).getIdentity(...args),
        getNames: async (...args) => (await blockchain()).getNames(...args),
        // At once, before the service clients load: a page's first paint.
        cachedBalance: (address, chainId) =>
          readCachedBalance(parameters.storage, address, chainId, Date.now()),
      }
    : undefined

  const registry = async () => (await clients()).wallets()
  const wallets: WalletRegistry | undefined = uses(endpoints?.configUrl)
    ? {
        featured: async (signal) => (await registry()).featured(signal),
        recommended: async (signal) => (await registry()).recommended(signal),
        page: async (page, signal) => (await registry()).page(page, signal),
        search: async (query, signal) => {
          try {
            return await (await registry()).search(query, signal)
          } finally {
            // A search the visitor typed past is aborted before its 300 ms: only the search
            // they stopped at is tracked, as debounced as the search itself.
            if (!signal?.aborted) track({ event: 'SEARCH_WALLET', properties: { search: query } })
          }
        },
      }
    : undefined

  return {
    /** Resolves once the remote configuration has loaded or failed to. */
    ready,
    features: () => features,
    track,
    /** Reports a failed action (SPEC.md §8 "Generic"), unless the cap is reached. */
    errorReporter,
    /**
     * Whether this page may use the secure frame (SPEC.md §5): its origin must match the
     * project's allowed origins or the default allowed ancestors; else the alert shows.
     */
    checkOrigin: async (origin?: string): Promise<boolean> => (await clients()).checkOrigin(origin),
    /**
     * Resolves once the config service answers at all; rejects with "Could not reach …" (or
     * "No response from …") when it does not: the site's services, and the relay beside them,
     * are down. Only when the site configured the config service.
     */
    reach: uses(endpoints?.configUrl)
      ? async (): Promise<void> => (await clients()).reach()
      : undefined,
    accountData,
    /**
     * The blockchain service's client (SPEC.md §7), for the swap, onramp, NFT and name calls,
     * when the site configured it.
     */
    blockchain: uses(endpoints?.blockchainUrl)
      ? async (): Promise<BlockchainService> => (await clients()).blockchainService()
      : undefined,
    wallets,
    /** The account has registered `name`: it comes first among its names. */
    setProfileName(address: string, name: string) {
      if (accountData) void clients().then((loaded) => loaded.setProfileName(address, name))
    },
    /** The account has sent tokens: its cached balances are stale. */
    invalidateBalances(address: string) {
      if (accountData) void clients().then((loaded) => loaded.invalidateBalances(address))
    },
  }
}

/**
 * The features in force where the page runs: inside a messaging app's webview the socials
 * that fail there are not offered (SPEC.md §5); none left means no social login.
 */
function inWebview(features: Features, webview: WebviewPlatform | undefined): Features {
  if (!webview || !features.socials) return features
  const socials = socialsForWebview(features.socials, webview)
  return { ...features, socials: socials.length > 0 ? socials : false }
}

/**
 * The features in force in the page's region: where the page's time zone is one of SPEC.md
 * §9's restricted ones, the onramp and swap providers do not operate, so neither is offered.
 */
function inRegion(features: Features, restricted: boolean): Features {
  return restricted ? { ...features, onramp: false, swaps: false } : features
}

/** `make()` once, on first call; every call gets the same promise. */
function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined
  return () => {
    made ??= make()
    return made
  }
}

export type LatchServices = ReturnType<typeof createLatchServices>
