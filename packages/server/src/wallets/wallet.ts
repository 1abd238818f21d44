import { isCaipNetworkId } from '@latch/core'
import { isSafeDeepLink, isSafePageUrl } from '@latch/core/internal'
import * as z from 'zod'

// A wallet of the registry (SPEC.md §3 "Wallet"), as the server stores and validates it.

export const badgeTypes = ['none', 'certified'] as const
export type BadgeType = (typeof badgeTypes)[number]

const walletIdSchema = z.string().regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'use [a-z0-9._-], 1–64')
const pageUrlSchema = z.string().max(2048).refine(isSafePageUrl, 'must be an https URL')
// A deep link opens an app: https (universal link) or a custom scheme, never script schemes.
const deepLinkSchema = z
  .string()
  .max(2048)
  .refine(isSafeDeepLink, 'must be https or a custom app scheme (never javascript:, data: …)')

/** What a registry entry holds: the bundled data set, a file, or the synthetic generator. */
export const walletEntrySchema = z.object({
  id: walletIdSchema,
  name: z.string().trim().min(1).max(64),
  /** Icon background, `#rrggbb`: the server draws each wallet's icon from its name. */
  color: z.string().regex(/^#[0-9a-f]{6}$/i, 'must be #rrggbb'),
  /** EIP-6963 reverse-DNS id of the browser extension, when it announces one. */
  rdns: z
    .string()
    .regex(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i, 'must be reverse DNS')
    .nullable(),
  chains: z
    .array(
      z.string().refine((chain): boolean => isCaipNetworkId(chain), 'must be CAIP-2 chain ids'),
    )
    .min(1),
  homepage: pageUrlSchema.nullable(),
  mobile_link: deepLinkSchema.nullable(),
  desktop_link: deepLinkSchema.nullable(),
  webapp_link: pageUrlSchema.nullable(),
  badge_type: z.enum(badgeTypes),
})
export type WalletEntry = z.infer<typeof walletEntrySchema>

export const walletRegistrySchema = z
  .array(walletEntrySchema)
  .refine(
    (wallets) => new Set(wallets.map((wallet) => wallet.id)).size === wallets.length,
    'wallet ids must be unique',
  )

/** A wallet as `/getWallets` answers it. */
export type WalletListing = {
  id: string
  name: string
  image_id: string
  image_url: string
  rdns: string | null
  chains: string[]
  homepage: string | null
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  badge_type: BadgeType
}
