import { type Features, resolveFeatures } from '../config/features.js'
import { isOriginAllowed } from '../config/origins.js'
import type { AlertCode } from '../errors/alerts.js'
import type { SnackbarCode } from '../errors/snackbars.js'
import type { AccountData } from '../services/accountData.js'
import type { AnalyticsEventName } from '../services/analyticsService.js'
import type { SdkInfo } from '../services/serviceClient.js'
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
  showAlert: (code: AlertCode, values?: { features?: readonly string[]; cause?: string }) => void
  showSnackbar: (code: SnackbarCode) => void
  /** Called when the features in force change (after the remote configuration loaded). */
  onFeatures: (features: Features) => void
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
}: LatchServicesParameters) {
  let features = resolveFeatures({ local: config.features, basic: config.basic }).features
  const endpoints = config.services
  const projectId = config.projectId
  if (endpoints && !projectId) showAlert('PROJECT_ID_NOT_CONFIGURED')
  const sdk: SdkInfo | undefined = projectId
    ? { projectId, sdkType: LATCH_SDK_TYPE, sdkVersion: LATCH_SDK_VERSION }
    : undefined
  // The clients load on first use (see serviceBundle.ts).
  type Bundle = typeof import('../services/serviceBundle.js')
  let bundle: Promise<Bundle> | undefined
  const load = () => {
    bundle ??= import('../services/serviceBundle.js')
    return bundle
  }
  const once = <T>(make: (loaded: Bundle) => T) => {
    let made: Promise<T> | undefined
    return () => {
      made ??= load().then(make)
      return made
    }
  }
  const configUrl = endpoints?.configUrl
  const blockchainUrl = endpoints?.blockchainUrl
  const analyticsUrl = endpoints?.analyticsUrl
  const configService =
    configUrl && sdk
      ? once((loaded) => loaded.createConfigService({ baseUrl: configUrl, sdk }))
      : undefined
  const blockchain =
    blockchainUrl && sdk
      ? once((loaded) =>
          loaded.createAccountData({
            blockchain: loaded.createBlockchainService({ baseUrl: blockchainUrl, sdk }),
            storage,
            showSnackbar,
          }),
        )
      : undefined

  let analyticsEnabledRemotely = false
  const analytics =
    analyticsUrl && sdk
      ? once((loaded) =>
          loaded.createAnalyticsService({
            baseUrl: analyticsUrl,
            sdk,
            enabled: () => features.analytics && analyticsEnabledRemotely,
            page: () => currentPage(),
            showAlert,
          }),
        )
      : undefined

  const ready = (async () => {
    if (!configService) return
    const [service, loaded] = await Promise.all([configService(), load()])
    const [resolved, analyticsEnabled] = await Promise.all([
      loaded.loadFeatures({
        getRemote: () => service.getFeatures(),
        local: config.features,
        basic: config.basic,
        showAlert,
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
      const result = configService
        ? await (await configService()).getAllowedOrigins()
        : { allowedOrigins: [] }
      if (result.alert) showAlert(result.alert, result.cause ? { cause: result.cause } : {})
      const allowed = isOriginAllowed(origin, result.allowedOrigins)
      if (!allowed) showAlert('ORIGIN_NOT_ALLOWED')
      return allowed
    },
    accountData,
  }
}

export type LatchServices = ReturnType<typeof createLatchServices>
