import type { LatchEvent } from '../client/latchConfig.js'
import type { LatchServicesParameters } from '../client/latchServices.js'
import { LATCH_SDK_TYPE, LATCH_SDK_VERSION } from '../client/latchServices.js'
import type { Features } from '../config/features.js'
import { isOriginAllowed } from '../config/origins.js'
import { runsOnPhone } from '../config/userAgent.js'
import { getAlert } from '../errors/alerts.js'
import { InternalError } from '../errors/internal.js'
import { ServiceError } from '../errors/service.js'
import { type AccountData, createAccountData } from './accountData.js'
import { readAdapterBalance } from './adapterBalance.js'
import { type AnalyticsEventName, createAnalyticsService } from './analyticsService.js'
import { createBlockchainService } from './blockchainService.js'
import { createConfigService } from './configService.js'
import { loadFeatures } from './loadFeatures.js'
import type { SdkInfo } from './serviceClient.js'
import { createWalletRegistry, type WalletRegistry } from './walletRegistry.js'

export type ServiceClientsParameters = Omit<LatchServicesParameters, 'onFeatures'> & {
  /** The features in force, which the client owns (analytics follow its `analytics` flag). */
  features: () => Features
  /** Sends an analytics event the way the client does (to the site's `onEvent` too). */
  track: (event: LatchEvent) => void
}

type PageInfo = { origin: string; url: string; domain: string }

function currentPage(): PageInfo {
  const location = (globalThis as { location?: Location }).location
  return location
    ? { origin: location.origin, url: location.href, domain: location.hostname }
    : { origin: '', url: '', domain: '' }
}

/**
 * The service clients of one Latch client, wired to its configuration, storage and alerts
 * (SPEC.md §7). `createLatchServices` loads this module on the first use of a service, so
 * the clients' code and their schemas load with it: a page without services never loads
 * them. Each client is made on its own first use. `accountData`, `wallets` and
 * the blockchain service are only asked for when the site configured their service, as
 * `createLatchServices` offers them only then.
 */
export function createServiceClients({
  config,
  storage,
  showAlert,
  showSnackbar,
  getConnectors,
  features,
  activeNamespace,
  track,
}: ServiceClientsParameters) {
  const projectId = config.projectId
  const sdk: SdkInfo | undefined = projectId
    ? { projectId, sdkType: LATCH_SDK_TYPE, sdkVersion: LATCH_SDK_VERSION }
    : undefined
  const { configUrl, blockchainUrl, analyticsUrl } = config.services ?? {}
  const configService =
    configUrl && sdk ? once(() => createConfigService({ baseUrl: configUrl, sdk })) : undefined
  const blockchainService =
    blockchainUrl && sdk
      ? once(() => createBlockchainService({ baseUrl: blockchainUrl, sdk }))
      : undefined
  const blockchain =
    blockchainService &&
    once(() =>
      createAccountData({
        blockchain: blockchainService(),
        storage,
        showSnackbar,
        // The chain answers when the blockchain service does not: its adapter reads it.
        readNativeBalance: (address, chainId) =>
          readAdapterBalance({
            adapters: config.adapters ?? [],
            networks: config.networks,
            address,
            chainId,
          }),
        findNetwork: (chainId) =>
          config.networks.find((network) => network.caipNetworkId === chainId),
        onTransactionsError: (error, chainId) =>
          track({
            event: 'ERROR_FETCH_TRANSACTIONS',
            properties: {
              chainId,
              message: error instanceof Error ? error.message : String(error),
            },
          }),
      }),
    )
  const registry =
    configService &&
    once(() =>
      createWalletRegistry({
        getWallets: configService().getWallets,
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
        // SPEC.md §5's phone list, where the site says it runs on one or the user agent does.
        mobile: runsOnPhone(config),
        ...(activeNamespace ? { activeNamespace } : {}),
      }),
    )

  let analyticsEnabledRemotely = false
  const analytics =
    analyticsUrl && sdk
      ? once(() =>
          createAnalyticsService({
            baseUrl: analyticsUrl,
            sdk,
            enabled: () => features().analytics && analyticsEnabledRemotely,
            page: () => currentPage(),
            showAlert: (code) => showAlert(getAlert(code)),
          }),
        )
      : undefined

  /** The client of a service the site configured (see `createServiceClients`). */
  function configured<T>(client: (() => T) | undefined, name: string): T {
    if (!client) throw new InternalError('NOT_PROVIDED', { values: { name } })
    return client()
  }

  return {
    /** The features the remote configuration gives, once it has loaded or failed to. */
    async loadFeatures(): Promise<Features> {
      const service = configured(configService, 'services.configUrl')
      const [resolved, analyticsEnabled] = await Promise.all([
        loadFeatures({
          getRemote: () => service.getFeatures(),
          local: config.features,
          basic: config.basic,
          showAlert: (code, values) => showAlert(getAlert(code, values)),
        }),
        service.getAnalyticsEnabled().catch(() => false),
      ])
      analyticsEnabledRemotely = analyticsEnabled
      return resolved.features
    },
    track(event: LatchEvent) {
      configured(analytics, 'services.analyticsUrl').send(
        event.event as AnalyticsEventName,
        event.properties,
        event.type,
      )
    },
    /**
     * Resolves once the config service answers, whatever it answers (an error status or a bad
     * body is still an answer); rejects with its `ServiceError` when it cannot be reached or
     * does not answer in time.
     */
    async reach(): Promise<void> {
      try {
        await configured(configService, 'services.configUrl').getFeatures()
      } catch (error) {
        if (error instanceof ServiceError && error.code !== 'INVALID_RESPONSE') throw error
      }
    },
    async checkOrigin(origin = currentPage().origin): Promise<boolean> {
      const result = configService
        ? await configService().getAllowedOrigins()
        : { allowedOrigins: [] }
      if (result.alert) {
        showAlert(getAlert(result.alert, result.cause ? { cause: result.cause } : {}))
      }
      const allowed = isOriginAllowed(origin, result.allowedOrigins)
      if (!allowed) showAlert(getAlert('ORIGIN_NOT_ALLOWED'))
      return allowed
    },
    accountData: (): AccountData => configured(blockchain, 'services.blockchainUrl'),
    blockchainService: () => configured(blockchainService, 'services.blockchainUrl'),
    wallets: (): WalletRegistry => configured(registry, 'services.configUrl'),
    setProfileName(address: string, name: string) {
      blockchain?.().addName(address, name)
    },
    invalidateBalances(address: string) {
      blockchain?.().invalidateBalances(address)
    },
  }
}

export type ServiceClients = ReturnType<typeof createServiceClients>

/** `make()` once, on first call; every call gets the same value. */
function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => {
    made ??= { value: make() }
    return made.value
  }
}
