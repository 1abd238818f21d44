import { type ChainNamespace, type FeaturesOption, isChainNamespace } from '@latch/core'
import {
  DEFAULT_BORDER_RADIUS_PX,
  DEFAULT_FONT_SIZE_PX,
  defaultFeatureFlags,
  defaultRemoteFeatures,
  MODAL_Z_INDEX,
  remoteFeatureKeys,
} from '@latch/core/constants'
import { locales, type ThemeVariables } from '@latch/ui-react'

/** The feature flags a site owner sets (SPEC.md §6), in the spec's order. */
export const demoFeatures = [
  'receive',
  'send',
  'swaps',
  'onramp',
  'activity',
  'email',
  'socials',
  'multiWallet',
  'smartSessions',
  'legalCheckbox',
  'collapseWallets',
  'emailShowWallets',
  'allWallets',
  'analytics',
  'pay',
  'branding',
] as const
export type DemoFeature = (typeof demoFeatures)[number]

/** Whether the project's remote configuration decides the feature once it loads. */
export function isRemoteFeature(feature: DemoFeature): boolean {
  return (remoteFeatureKeys as readonly string[]).includes(feature)
}

/** The UI's languages the demo offers: the browser's, or one Latch speaks. */
export const demoLanguages = ['browser', ...locales] as const
export type DemoLanguage = (typeof demoLanguages)[number]

export const themeModeOptions = ['system', 'light', 'dark'] as const
export type ThemeModeOption = (typeof themeModeOptions)[number]

export const siwxModes = ['off', 'optional', 'required'] as const
export type SiwxMode = (typeof siwxModes)[number]

/** The embedded wallet's eip155 account types a site can start on (`defaultAccountTypes`). */
export const evmAccountTypes = ['smartAccount', 'eoa'] as const
export type EvmAccountType = (typeof evmAccountTypes)[number]

/** The bounds of the numeric theme variables the panel offers. */
export const themeLimits = {
  fontSizePx: { min: 8, max: 24 },
  radiusPx: { min: 0, max: 24 },
  zIndex: { min: 0, max: 2_147_483_647 },
} as const

/** The modal's own accent colour (ui-react's theme), so "default" looks unchanged. */
export const DEFAULT_ACCENT = '#3b82f6'

export type DemoThemeOptions = {
  mode: ThemeModeOption
  /** `#rrggbb`, what a colour input gives. */
  accent: string
  fontSizePx: number
  radiusPx: number
  zIndex: number
}

/** Everything a visitor can try in the Configuration panel. */
export type DemoOptions = {
  features: Readonly<Record<DemoFeature, boolean>>
  theme: Readonly<DemoThemeOptions>
  /** Namespaces whose adapter the client gets (when the demo has one installed). */
  namespaces: readonly ChainNamespace[]
  /** `<LatchModal embedded />` in the page instead of the overlay. */
  embedded: boolean
  /** `isMobile`: the site tells Latch it runs on a phone (SPEC §2: AllWallets on mobile). */
  mobile: boolean
  siwx: SiwxMode
  /** `inspect`: the client reports its machines to the Machines panel. */
  inspect: boolean
  /** `customWallets`: the demo lists a wallet of its own (`demoSiteOptions`). */
  customWallets: boolean
  /** `defaultAccountTypes.eip155`: the account the embedded wallet signs with at first. */
  evmAccountType: EvmAccountType
  /** `<LatchProvider locale>`: a language of the UI, or the browser's (`'browser'`). */
  language: DemoLanguage
}

/** The options that are part of `createLatch`'s config: changing one recreates the client. */
export type DemoClientOptions = Pick<
  DemoOptions,
  | 'features'
  | 'namespaces'
  | 'embedded'
  | 'mobile'
  | 'siwx'
  | 'inspect'
  | 'customWallets'
  | 'evmAccountType'
>

function coreDefault(feature: DemoFeature): boolean {
  if (feature in defaultFeatureFlags) {
    return defaultFeatureFlags[feature as keyof typeof defaultFeatureFlags]
  }
  // Remote-controlled lists (socials, swaps, onramp) are on when core has a default list.
  return defaultRemoteFeatures[feature as keyof typeof defaultRemoteFeatures] !== false
}

export const defaultDemoOptions: DemoOptions = {
  features: Object.fromEntries(
    demoFeatures.map((feature) => [feature, coreDefault(feature)]),
  ) as Record<DemoFeature, boolean>,
  theme: {
    mode: 'system',
    accent: DEFAULT_ACCENT,
    fontSizePx: DEFAULT_FONT_SIZE_PX,
    radiusPx: DEFAULT_BORDER_RADIUS_PX,
    zIndex: MODAL_Z_INDEX,
  },
  // Every namespace the demo has an adapter for (the others are offered once they exist).
  namespaces: ['eip155', 'solana', 'bip122', 'polkadot', 'cosmos'],
  embedded: false,
  mobile: false,
  siwx: 'off',
  inspect: false,
  customWallets: false,
  evmAccountType: 'smartAccount',
  language: 'browser',
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function oneOf<Value extends string>(
  value: unknown,
  allowed: readonly Value[],
  fallback: Value,
): Value {
  return allowed.includes(value as Value) ? (value as Value) : fallback
}

function integerIn(value: unknown, limits: { min: number; max: number }, fallback: number) {
  return Number.isInteger(value) &&
    (value as number) >= limits.min &&
    (value as number) <= limits.max
    ? (value as number)
    : fallback
}

function booleanOr(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback
}

const hexColour = /^#[0-9a-f]{6}$/i

/**
 * Options read back from storage: each value that is missing or invalid falls back to its
 * default, so an old or hand-edited entry never breaks the page.
 */
export function parseDemoOptions(value: unknown): DemoOptions {
  const input = isRecord(value) ? value : {}
  const features = isRecord(input.features) ? input.features : {}
  const theme = isRecord(input.theme) ? input.theme : {}
  const defaults = defaultDemoOptions
  return {
    features: Object.fromEntries(
      demoFeatures.map((feature) => [
        feature,
        booleanOr(features[feature], defaults.features[feature]),
      ]),
    ) as Record<DemoFeature, boolean>,
    theme: {
      mode: oneOf(theme.mode, themeModeOptions, defaults.theme.mode),
      accent:
        typeof theme.accent === 'string' && hexColour.test(theme.accent)
          ? theme.accent.toLowerCase()
          : defaults.theme.accent,
      fontSizePx: integerIn(theme.fontSizePx, themeLimits.fontSizePx, defaults.theme.fontSizePx),
      radiusPx: integerIn(theme.radiusPx, themeLimits.radiusPx, defaults.theme.radiusPx),
      zIndex: integerIn(theme.zIndex, themeLimits.zIndex, defaults.theme.zIndex),
    },
    namespaces: Array.isArray(input.namespaces)
      ? [...new Set(input.namespaces.filter(isChainNamespace))]
      : defaults.namespaces,
    embedded: booleanOr(input.embedded, defaults.embedded),
    mobile: booleanOr(input.mobile, defaults.mobile),
    siwx: oneOf(input.siwx, siwxModes, defaults.siwx),
    inspect: booleanOr(input.inspect, defaults.inspect),
    customWallets: booleanOr(input.customWallets, defaults.customWallets),
    evmAccountType: oneOf(input.evmAccountType, evmAccountTypes, defaults.evmAccountType),
    language: oneOf(input.language, demoLanguages, defaults.language),
  }
}

/**
 * The `features` option for `createLatch`: only what differs from core's defaults, so that
 * the defaults raise no "local configuration ignored" alert once the remote one loads.
 */
export function featuresOption(features: DemoOptions['features']): FeaturesOption {
  return Object.fromEntries(
    demoFeatures
      .filter((feature) => features[feature] !== coreDefault(feature))
      .map((feature) => [feature, features[feature]]),
  )
}

/** The theme variables for `<LatchProvider theme>` and the page's own CSS variables. */
export function themeVariables(theme: DemoThemeOptions): ThemeVariables {
  return {
    accent: theme.accent,
    fontSizeMaster: `${theme.fontSizePx}px`,
    borderRadiusMaster: `${theme.radiusPx}px`,
    zIndex: theme.zIndex,
  }
}
