import * as z from 'zod/mini'

// Field schemas shared by several frame payloads (SPEC.md §3 "Frame payload shapes", §5).

/** A chain id as either side writes it: `1`, `'1'`, `'eip155:1'` or a Solana genesis hash. */
export const chainIdSchema = z.union([z.string().check(z.minLength(1)), z.number()])

export const emailSchema = z.email()

/** An account address of any namespace; its format is the adapter's business. */
export const addressSchema = z.string().check(z.minLength(1))

export const hexStringSchema = z.string().check(z.startsWith('0x'))

/**
 * A page address that may be opened or shown as a link: http(s) only, so that a `javascript:`
 * or `data:` address from the other window can never become a navigation.
 */
export const pageUrlSchema = z.url({ protocol: /^https?$/ })

/** The social providers the frame signs in with (farcaster has its own requests). */
export const frameSocialProviders = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
] as const
export type FrameSocialProvider = (typeof frameSocialProviders)[number]
export const socialProviderSchema = z.enum(frameSocialProviders)

export const themeModes = ['light', 'dark'] as const
export type ThemeMode = (typeof themeModes)[number]
export const themeModeSchema = z.enum(themeModes)

/** The account types of the embedded wallet. */
export const embeddedAccountTypes = ['eoa', 'smartAccount'] as const
export type EmbeddedAccountType = (typeof embeddedAccountTypes)[number]
export const embeddedAccountTypeSchema = z.enum(embeddedAccountTypes)

/**
 * The payload of events that carry none. A missing payload reads as `{}`, and stray keys are
 * dropped, so no unvalidated value ever reaches a handler.
 */
export const emptyPayloadSchema = z._default(z.object({}), () => ({}))
