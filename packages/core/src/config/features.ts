import type { ConnectMethod } from './orderings.js'

export const socialProviders = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
export type SocialProvider = (typeof socialProviders)[number]

/** The default swap provider: a DEX aggregator, run by the blockchain service. */
export const DEFAULT_SWAP_PROVIDER = 'aggregator'
/** The default onramp provider: an onramp aggregator, run by the blockchain service. */
export const DEFAULT_ONRAMP_PROVIDER = 'onramp-aggregator'

/** Features the site owner sets locally; the project's remote configuration cannot. */
export type FeatureFlags = {
  receive: boolean
  send: boolean
  emailShowWallets: boolean
  analytics: boolean
  allWallets: boolean
  legalCheckbox: boolean
  smartSessions: boolean
  collapseWallets: boolean
  pay: boolean
}

export const defaultFeatureFlags: Readonly<FeatureFlags> = {
  receive: true,
  send: true,
  emailShowWallets: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
}

/** Features the project's remote configuration decides once it has loaded (SPEC.md §6). */
export type RemoteFeatures = {
  email: boolean
  socials: readonly SocialProvider[] | false
  swaps: readonly string[] | false
  onramp: readonly string[] | false
  activity: boolean
  branding: boolean
  multiWallet: boolean
}
export type RemoteFeatureKey = keyof RemoteFeatures
export const remoteFeatureKeys = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'branding',
  'multiWallet',
] as const satisfies readonly RemoteFeatureKey[]

export const defaultRemoteFeatures: Readonly<RemoteFeatures> = {
  email: true,
  socials: socialProviders,
  swaps: [DEFAULT_SWAP_PROVIDER],
  onramp: [DEFAULT_ONRAMP_PROVIDER],
  activity: true,
  branding: true,
  multiWallet: false,
}

const disabledRemoteFeatures: Readonly<RemoteFeatures> = {
  email: false,
  socials: false,
  swaps: false,
  onramp: false,
  activity: false,
  branding: false,
  multiWallet: false,
}

/** What the site owner may write in `features`: lists may also be `true` for the defaults. */
export type FeaturesOption = Partial<FeatureFlags> & {
  email?: boolean
  socials?: readonly SocialProvider[] | boolean
  swaps?: readonly string[] | boolean
  onramp?: readonly string[] | boolean
  activity?: boolean
  branding?: boolean
  multiWallet?: boolean
  connectMethodsOrder?: readonly ConnectMethod[]
}

/**
 * The remote configuration as the config service gave it. A key set to `null` means the
 * project leaves that feature to the local setting; a missing key means it is off.
 */
export type RemoteFeaturesResponse = { [K in RemoteFeatureKey]?: RemoteFeatures[K] | null }

export type Features = FeatureFlags &
  RemoteFeatures & { connectMethodsOrder?: readonly ConnectMethod[] }

export type ResolveFeaturesParameters = {
  local?: FeaturesOption | undefined
  /** `undefined` when the remote configuration could not be fetched. */
  remote?: RemoteFeaturesResponse | undefined
  /** Basic mode: no remote-controlled feature at all. */
  basic?: boolean | undefined
}

export type ResolveFeaturesReturnType = {
  features: Features
  /** Local settings the remote configuration overrode, as `features.<key>`, for a warning. */
  ignoredLocal: string[]
}

function localFallback<K extends RemoteFeatureKey>(
  key: K,
  local: FeaturesOption,
): RemoteFeatures[K] {
  const value = local[key]
  if (value === undefined) return defaultRemoteFeatures[key]
  if (value === true && Array.isArray(defaultRemoteFeatures[key])) return defaultRemoteFeatures[key]
  return value as RemoteFeatures[K]
}

/**
 * The features in force: local flags over their defaults, and the remote-controlled
 * features from the remote configuration when it loaded, else from the local settings.
 * Paying turns email and social login off.
 *
 * @example
 * resolveFeatures({ local: { swaps: false }, remote: { swaps: ['aggregator'] } })
 * // { features: { swaps: ['aggregator'], … }, ignoredLocal: ['features.swaps'] }
 */
export function resolveFeatures({
  local = {},
  remote,
  basic = false,
}: ResolveFeaturesParameters): ResolveFeaturesReturnType {
  const flags = { ...defaultFeatureFlags }
  for (const key of Object.keys(defaultFeatureFlags) as (keyof FeatureFlags)[]) {
    flags[key] = local[key] ?? defaultFeatureFlags[key]
  }
  const ignoredLocal: string[] = []
  const resolved = { ...disabledRemoteFeatures } as Record<RemoteFeatureKey, unknown>
  if (!basic) {
    for (const key of remoteFeatureKeys) {
      if (remote === undefined || remote[key] === null) {
        resolved[key] = localFallback(key, local)
        continue
      }
      if (local[key] !== undefined) ignoredLocal.push(`features.${key}`)
      const value = remote[key]
      resolved[key] = Array.isArray(value) ? (value.length > 0 ? value : false) : (value ?? false)
    }
  }
  const features: Features = {
    ...flags,
    ...(resolved as RemoteFeatures),
    ...(local.connectMethodsOrder ? { connectMethodsOrder: local.connectMethodsOrder } : {}),
  }
  // SPEC.md §5: when the pay feature is on, email and socials are turned off.
  if (features.pay) {
    features.email = false
    features.socials = false
  }
  return { features, ignoredLocal }
}

/** The app a page runs inside, when it is a messaging app's webview. */
export type WebviewPlatform = 'ios' | 'mac' | 'android'

const webviewBlockedSocials: Record<WebviewPlatform, readonly SocialProvider[]> = {
  // These providers refuse OAuth inside embedded webviews on those platforms.
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
}

/**
 * The social providers that work where the page runs (SPEC.md §5): inside a messaging app's
 * webview some providers are removed.
 */
export function socialsForWebview(
  socials: readonly SocialProvider[],
  webview: WebviewPlatform | undefined,
): SocialProvider[] {
  const blocked = webview ? webviewBlockedSocials[webview] : []
  return socials.filter((provider) => !blocked.includes(provider))
}
