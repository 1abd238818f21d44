import type { RemoteFeatures } from '@latch/core'
import { defaultRemoteFeatures, socialProviders } from '@latch/core/constants'
import { DEFAULT_ALLOWED_ANCESTORS, MOBILE_SECURE_HOSTS } from '@latch/core/internal'
import * as z from 'zod'

/** A site owner's project: who may call the services, and the features the modal offers. */
export type Project = {
  id: string
  name: string
  /** Origin patterns (`https://*.example.com`, `http://localhost:*`). */
  allowedOrigins: string[]
  features: RemoteFeatures
  analyticsEnabled: boolean
}

export const projectIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,127}$/, 'must be 1–128 letters, digits, _ or -')

// scheme://host[:port] where the host may have `*` labels and the port may be `*`.
const originPatternSyntax =
  /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*|[a-z0-9-]+)(?:\.(?:\*|[a-z0-9-]+))*(?::(?:\d{1,5}|\*))?\/?$/i

export const originPatternSchema = z
  .string()
  .max(255)
  .regex(originPatternSyntax, 'must be an origin pattern such as https://*.example.com')

const providerList = z.array(z.string().regex(/^[a-z0-9-]{1,64}$/)).max(20)

/** Features as a project file writes them: lists may be `true` for the default list. */
export const featuresInputSchema = z
  .object({
    email: z.boolean(),
    socials: z.union([z.array(z.enum(socialProviders)), z.boolean()]),
    swaps: z.union([providerList, z.boolean()]),
    onramp: z.union([providerList, z.boolean()]),
    activity: z.boolean(),
    branding: z.boolean(),
    multiWallet: z.boolean(),
  })
  .partial()
  .strict()
export type FeaturesInput = z.infer<typeof featuresInputSchema>

/**
 * Named sets of origins a project may switch on. `development` is SPEC.md §9's default allowed
 * ancestors (localhost and loopback on any port, `*.pages.dev`, `*.vercel.app`,
 * `*.ngrok-free.app` and the mobile secure hosts): anyone can deploy a page there, so a
 * project allows them only by naming the profile, never by default (a deliberate difference
 * from SPEC.md, see the README's "Security model").
 */
const originProfiles = {
  development: [...DEFAULT_ALLOWED_ANCESTORS, ...MOBILE_SECURE_HOSTS],
} as const

/** A project as options, `LATCH_PROJECTS` or a projects file give it. */
export const projectInputSchema = z
  .object({
    id: projectIdSchema,
    name: z.string().trim().min(1).max(100).optional(),
    allowedOrigins: z.array(originPatternSchema).max(200).default([]),
    originProfiles: z
      .array(z.enum(['development']))
      .max(1)
      .default([]),
    features: featuresInputSchema.default({}),
    analyticsEnabled: z.boolean().default(true),
  })
  .strict()
export type ProjectInput = z.input<typeof projectInputSchema>

function listFeature<T extends string>(
  value: readonly T[] | boolean | undefined,
  fallback: readonly T[] | false,
): readonly T[] | false {
  if (value === undefined) return fallback
  if (value === true) return fallback === false ? false : fallback
  if (value === false || value.length === 0) return false
  return value
}

/** Features given in part, completed with SPEC.md §9's defaults. */
export function resolveProjectFeatures(input: FeaturesInput = {}): RemoteFeatures {
  return {
    email: input.email ?? defaultRemoteFeatures.email,
    socials: listFeature(input.socials, defaultRemoteFeatures.socials),
    swaps: listFeature(input.swaps, defaultRemoteFeatures.swaps),
    onramp: listFeature(input.onramp, defaultRemoteFeatures.onramp),
    activity: input.activity ?? defaultRemoteFeatures.activity,
    branding: input.branding ?? defaultRemoteFeatures.branding,
    multiWallet: input.multiWallet ?? defaultRemoteFeatures.multiWallet,
  }
}

/**
 * A validated project from its input.
 *
 * @throws {z.ZodError} naming the field that is wrong.
 */
export function parseProject(input: unknown): Project {
  const parsed = projectInputSchema.parse(input)
  return {
    id: parsed.id,
    name: parsed.name ?? parsed.id,
    // A profile's origins are the project's like any other: its pages and the frame's alike.
    allowedOrigins: [
      ...new Set([
        ...parsed.allowedOrigins,
        ...parsed.originProfiles.flatMap((profile) => originProfiles[profile]),
      ]),
    ],
    features: resolveProjectFeatures(parsed.features),
    analyticsEnabled: parsed.analyticsEnabled,
  }
}

/**
 * The project every fresh server has: local pages on any port, the default features with
 * multi-wallet on, so that the demo shows several wallets of a namespace at once.
 */
export const demoProject: Project = {
  id: 'demo',
  name: 'Latch demo',
  allowedOrigins: DEFAULT_ALLOWED_ANCESTORS.filter((pattern) =>
    /^https?:\/\/(localhost|127\.0\.0\.1):\*$/.test(pattern),
  ),
  features: resolveProjectFeatures({ multiWallet: true }),
  analyticsEnabled: true,
}
