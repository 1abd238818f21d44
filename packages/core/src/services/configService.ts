import * as z from 'zod/mini'
import type { RemoteFeatureKey, RemoteFeaturesResponse } from '../config/features.js'
import { type SocialProvider, socialProviders } from '../config/features.js'
import type { AlertCode } from '../errors/alerts.js'
import { HttpError } from '../errors/http.js'
import { isSafeDeepLink } from '../security/safeDeepLink.js'
import { isSafeImageUrl } from '../security/safeUrl.js'
import type { Wallet } from '../storage/schemas.js'
import {
  createServiceClient,
  type RequestOptions,
  type ServiceClientParameters,
} from './serviceClient.js'

const featureEntrySchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: z.optional(z.nullable(z.unknown())),
})
const featuresResponseSchema = z.object({ features: z.array(featureEntrySchema) })
const originsResponseSchema = z.object({ allowedOrigins: z.array(z.string()) })
const link = z.optional(z.nullable(z.string()))
const walletsResponseSchema = z.object({
  data: z.array(
    z.looseObject({
      id: z.string().check(z.minLength(1)),
      name: z.string(),
      image_id: z.optional(z.string()),
      image_url: z.optional(z.string()),
      rdns: z.optional(z.nullable(z.string())),
      chains: z.optional(z.array(z.string())),
      mobile_link: link,
      desktop_link: link,
      webapp_link: link,
      badge_type: z.optional(z.nullable(z.string())),
    }),
  ),
  count: z.number().check(z.int(), z.nonnegative()),
})
const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** Feature ids on the wire, ours and the reference product's, to Latch's keys. */
const featureIds: Record<string, RemoteFeatureKey> = {
  email: 'email',
  socials: 'socials',
  social_login: 'socials',
  swaps: 'swaps',
  swap: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
  branding: 'branding',
  reown_branding: 'branding',
  multiWallet: 'multiWallet',
  multi_wallet: 'multiWallet',
}
const listFeatures: readonly RemoteFeatureKey[] = ['socials', 'swaps', 'onramp']

function stringList(value: unknown): string[] | undefined {
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined
}

/**
 * `/appkit/v1/config` answers `{ features: [{ id, isEnabled, config }] }`. A feature the answer
 * does not name is off (SPEC.md §6); list features (socials, swaps, onramp) take their list
 * from `config`; unknown ids and unknown social providers are ignored.
 */
export function parseRemoteFeatures(
  entries: readonly z.infer<typeof featureEntrySchema>[],
): RemoteFeaturesResponse {
  const features: Record<string, unknown> = {}
  for (const { id, isEnabled, config } of entries) {
    const key = featureIds[id]
    if (!key) continue
    if (!listFeatures.includes(key)) {
      features[key] = isEnabled
      continue
    }
    const list = isEnabled ? (stringList(config) ?? []) : []
    features[key] =
      key === 'socials'
        ? list.filter((provider): provider is SocialProvider =>
            (socialProviders as readonly string[]).includes(provider),
          )
        : list
  }
  return features as RemoteFeaturesResponse
}

/** Links and images of a listed wallet that are not safe to use are dropped. */
function safeWallet(wallet: Wallet): Wallet {
  const link = (value: string | null | undefined) => (value && isSafeDeepLink(value) ? value : null)
  return {
    ...wallet,
    mobile_link: link(wallet.mobile_link),
    desktop_link: link(wallet.desktop_link),
    webapp_link:
      wallet.webapp_link &&
      isSafeDeepLink(wallet.webapp_link) &&
      wallet.webapp_link.startsWith('http')
        ? wallet.webapp_link
        : null,
    ...(wallet.image_url !== undefined
      ? { image_url: isSafeImageUrl(wallet.image_url) ? wallet.image_url : undefined }
      : {}),
  }
}

export type GetWalletsParameters = {
  page: number
  entries: number
  include?: readonly string[]
  exclude?: readonly string[]
  search?: string
  badgeType?: string
  /** CAIP-2 ids. */
  chains?: readonly string[]
}

export type AllowedOriginsResult = {
  allowedOrigins: string[]
  /** Set when the answer should be shown to the site owner (SPEC.md §8). */
  alert?: AlertCode | undefined
  /** What went wrong, for the server-error alert. */
  cause?: string | undefined
}

/**
 * The config service of SPEC.md §7: remote features, allowed origins, the wallet listing,
 * images and the analytics switch.
 */
export function createConfigService(parameters: ServiceClientParameters) {
  const client = createServiceClient(parameters)
  return {
    async getFeatures(): Promise<RemoteFeaturesResponse> {
      const { features } = await client.getJson('/appkit/v1/config', featuresResponseSchema)
      return parseRemoteFeatures(features)
    },
    /**
     * SPEC.md §8: 429 is RATE_LIMITED and 5xx SERVER_ERROR, each with its alert; a project the
     * service does not know is PROJECT_ID_NOT_CONFIGURED; any other failure an empty list.
     */
    async getAllowedOrigins(): Promise<AllowedOriginsResult> {
      try {
        const { allowedOrigins } = await client.getJson(
          '/projects/v1/origins',
          originsResponseSchema,
        )
        return { allowedOrigins }
      } catch (error) {
        if (error instanceof HttpError && error.code !== 'HTTP_ERROR') {
          return { allowedOrigins: [], alert: error.code, cause: error.message }
        }
        if (error instanceof HttpError && (error.status === 403 || error.status === 404)) {
          return { allowedOrigins: [], alert: 'PROJECT_ID_NOT_CONFIGURED' }
        }
        return { allowedOrigins: [] }
      }
    },
    async getWallets(
      { page, entries, include, exclude, search, badgeType, chains }: GetWalletsParameters,
      options?: RequestOptions,
    ): Promise<{ data: Wallet[]; count: number }> {
      const { data, count } = await client.getJson(
        '/getWallets',
        walletsResponseSchema,
        { page, entries, include, exclude, search, badge_type: badgeType, chains },
        options,
      )
      return { data: data.map((wallet) => safeWallet(wallet)), count }
    },
    walletImageUrl: (id: string) => client.url(`/getWalletImage/${encodeURIComponent(id)}`),
    getWalletImage: (id: string) => client.getBlob(`/getWalletImage/${encodeURIComponent(id)}`),
    getAssetImage: (id: string) =>
      client.getBlob(`/public/getAssetImage/${encodeURIComponent(id)}`),
    getCurrencyImage: (id: string) =>
      client.getBlob(`/public/getCurrencyImage/${encodeURIComponent(id)}`),
    getTokenImage: (id: string) =>
      client.getBlob(`/public/getTokenImage/${encodeURIComponent(id)}`),
    async getAnalyticsEnabled(): Promise<boolean> {
      return (await client.getJson('/getAnalyticsConfig', analyticsConfigSchema)).isAnalyticsEnabled
    },
  }
}

export type ConfigService = ReturnType<typeof createConfigService>
