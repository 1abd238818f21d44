import { type Features, resolveFeatures } from '../config/features.js'
import type { Connector } from '../connectors/connector.js'
import type { Alert } from '../errors/alerts.js'
import { projectIdNotConfiguredAlert } from '../errors/clientAlerts.js'
import type { SnackbarCode } from '../errors/snackbars.js'
import type { NameRegistrationBody } from '../machines/nameRegistration.js'
import type { AccountData } from '../services/accountData.js'
import type { AnalyticsEventName } from '../services/analyticsService.js'
import type { SdkInfo } from '../services/serviceClient.js'
import type { WalletRegistry } from '../services/walletRegistry.js'
import type { LatchStorage } from '../storage/createStorage.js'
import type { LatchConfig, LatchEvent } from './latchConfig.js'

/** What the client reports as its SDK to the services (`st`, `sv`). */
export const LATCH_SDK_TYPE = 'latch-core'
export const LATCH_SDK_VERSION = '0.1.0'

type PageInfo = { origin: string; url: string; domain: string }

function currentPage(): PageInfo {
  const location = (globalThis as { location?: Location }).location
  return location
    ? { origin: location.origin, url: location.href, domain: location.hostname }
    : { origin: '', url: '', domain: '' }
}

export type LatchServicesParameters = {
  config: LatchConfig
  storage: LatchStorage
  /** Shows an alert; the service clients' bundle brings the catalogue's texts. */
  showAlert: (alert: Alert) => void
  showSnackbar: (code: SnackbarCode) => void
  /** Called when the features in force change (after the remote configuration loaded). */
  onFeatures: (features: Features) => void
  /** The wallets the adapters have found: the registry marks those as installed. */
  getConnectors: () => readonly Connector[]
}

/**
 * The services of SPEC.md §7 as the client uses them: the remote features (local values
 * until they load, or if they cannot), analytics only when the site and the service enable
 * them, the allowed-origins check, and the account data. With no `services` configured,
 * Latch runs on local settings only and sends nothing anywhere.
 */
export function createLatchServices({
  config,
  storage,
  showAlert,
  showSnackbar,
  onFeatures,
  getConnectors,
}: LatchServicesParameters) {
  let features = resolveFeatures({ local: config.features, basic: config.basic }).features
  const endpoints = config.services
  const projectId = config.projectId
  if (endpoints && !projectId) showAlert(projectIdNotConfiguredAlert)
  const sdk: SdkInfo | undefined = projectId
    ? { projectId, sdkType: LATCH_SDK_TYPE, sdkVersion: LATCH_SDK_VERSION }
    : undefined
  // The clients load on first use (see serviceBundle.ts).
  type Bundle = typeof import('../services/serviceBundle.js')
  const load = lazy<Bundle>(() => import('../services/serviceBundle.js'))
  const configUrl = endpoints?.configUrl
  const blockchainUrl = endpoints?.blockchainUrl
  const analyticsUrl = endpoints?.analyticsUrl
  const configService =
    configUrl && sdk
      ? lazy(async () => (await load()).createConfigService({ baseUrl: configUrl, sdk }))
      : undefined
  const blockchainService =
    blockchainUrl && sdk
      ? lazy(async () => (await load()).createBlockchainService({ baseUrl: blockchainUrl, sdk }))
      : undefined
  const blockchain =
    blockchainService &&
    lazy(async () =>
      (await load()).createAccountData({
        blockchain: await blockchainService(),
        storage,
        showSnackbar,
      }),
    )
  const registry =
    configService &&
    lazy(async () =>
      (await load()).createWalletRegistry({
        getWallets: (await configService()).getWallets,
        featuredWalletIds: config.featuredWalletIds,
        includeWalletIds: config.includeWalletIds,
        excludeWalletIds: config.excludeWalletIds,
        chains: config.networks.map((network) => network.caipNetworkId),
        installedRdns: () =>
          new Set(
            getConnectors().flatMap((connector) =>
              connector.info?.rdns ? [connector.info.rdns] : [],
            ),
          ),
      }),
    )

  let analyticsEnabledRemotely = false
  const analytics =
    analyticsUrl && sdk
      ? lazy(async () => {
          const loaded = await load()
          return loaded.createAnalyticsService({
            baseUrl: analyticsUrl,
            sdk,
            enabled: () => features.analytics && analyticsEnabledRemotely,
            page: () => currentPage(),
            showAlert: (code) => showAlert(loaded.getAlert(code)),
          })
        })
      : undefined

  const ready = (async () => {
    if (!configService) return
    const [service, loaded] = await Promise.all([configService(), load()])
    const [resolved, analyticsEnabled] = await Promise.all([
      loaded.loadFeatures({
        getRemote: () => service.getFeatures(),
        local: config.features,
        basic: config.basic,
        showAlert: (code, values) => showAlert(loaded.getAlert(code, values)),
      }),
      service.getAnalyticsEnabled().catch(() => false),
    ])
    features = resolved.features
    analyticsEnabledRemotely = analyticsEnabled
    onFeatures(features)
  })()

  const accountData: AccountData | undefined = blockchain && {
    getTokenBalances: async (...args) => (await blockchain()).getTokenBalances(...args),
    getTransactions: async (...args) => (await blockchain()).getTransactions(...args),
    getIdentity: async (...args) => (await blockchain()).getIdentity(...args),
    getNames: async (...args) => (await blockchain()).getNames(...args),
  }

  const wallets: WalletRegistry | undefined = registry && {
    featured: async (signal) => (await registry()).featured(signal),
    recommended: async (signal) => (await registry()).recommended(signal),
    page: async (page, signal) => (await registry()).page(page, signal),
    search: async (query, signal) => (await registry()).search(query, signal),
  }

  return {
    /** Resolves once the remote configuration has loaded or failed to. */
    ready,
    features: () => features,
    track(event: LatchEvent) {
      config.onEvent?.(event)
      if (!analytics) return
      void analytics().then((service) =>
        service.send(event.event as AnalyticsEventName, event.properties),
      )
    },
    /**
     * Whether this page may use the secure frame (SPEC.md §5): its origin must match the
     * project's allowed origins or the default allowed ancestors; else the alert shows.
     */
    async checkOrigin(origin = currentPage().origin): Promise<boolean> {
      const loaded = await load()
      const result = configService
        ? await (await configService()).getAllowedOrigins()
        : { allowedOrigins: [] }
      if (result.alert) {
        showAlert(loaded.getAlert(result.alert, result.cause ? { cause: result.cause } : {}))
      }
      const allowed = loaded.isOriginAllowed(origin, result.allowedOrigins)
      if (!allowed) showAlert(loaded.getAlert('ORIGIN_NOT_ALLOWED'))
      return allowed
    },
    accountData,
    wallets,
    /** Suggested names still free (SPEC.md §7); "Error fetching name suggestions" on failure. */
    async getNameSuggestions(name: string, signal?: AbortSignal): Promise<readonly string[]> {
      const [loaded, service] = await Promise.all([load(), blockchainService?.()])
      return loaded.getNameSuggestions(service, name, signal)
    },
    /** `POST /v1/profile/account` (SPEC.md §7), when a blockchain service is configured. */
    registerName:
      blockchainService &&
      (async (body: NameRegistrationBody) => (await blockchainService()).registerName(body)),
    /** The account has registered `name`: it comes first among its names. */
    setProfileName(address: string, name: string) {
      if (blockchain) void blockchain().then((data) => data.addName(address, name))
    },
    /** The account has sent tokens: its cached balances are stale. */
    invalidateBalances(address: string) {
      if (blockchain) void blockchain().then((data) => data.invalidateBalances(address))
    },
  }
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
