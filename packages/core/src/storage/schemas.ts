import * as z from 'zod/mini'
import { isCaipAddress } from '../caip/caipAddress.js'
import { isCaipNetworkId } from '../caip/caipNetworkId.js'
import { chainNamespaces } from '../caip/chainNamespace.js'
import { socialProviders } from '../config/features.js'

// The shapes of persisted values (SPEC.md §3). Values that fail them are dropped on read.

export const chainNamespaceSchema = z.enum(chainNamespaces)
export const caipNetworkIdSchema = z
  .string()
  .check(z.refine(isCaipNetworkId, 'Invalid CAIP-2 network id'))
export const caipAddressSchema = z.string().check(z.refine(isCaipAddress, 'Invalid CAIP address'))
export const socialProviderSchema = z.enum(socialProviders)
export const accountTypeSchema = z.enum(['eoa', 'smartAccount', 'payment', 'ordinal'])

/** A wallet of the wallet listing, as remembered among the recent wallets. */
export const walletSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.optional(z.string()),
  image_url: z.optional(z.string()),
  rdns: z.optional(z.nullable(z.string())),
  chains: z.optional(z.array(z.string())),
  mobile_link: z.optional(z.nullable(z.string())),
  desktop_link: z.optional(z.nullable(z.string())),
  webapp_link: z.optional(z.nullable(z.string())),
})
export type Wallet = z.infer<typeof walletSchema>

export const connectionSchema = z.object({
  connectorId: z.string(),
  accounts: z.array(z.object({ address: z.string(), type: z.optional(accountTypeSchema) })),
  network: z.optional(caipNetworkIdSchema),
  auth: z.optional(z.object({ name: z.string() })),
})
export type Connection = z.infer<typeof connectionSchema>

const timestamp = z.number().check(z.nonnegative())

export const balanceCacheEntrySchema = z.object({
  timestamp,
  balance: z.string(),
  symbol: z.string(),
})
export const nameCacheEntrySchema = z.object({ timestamp, names: z.array(z.string()) })
export const identityCacheEntrySchema = z.object({
  timestamp,
  identity: z.object({ name: z.nullable(z.string()), avatar: z.nullable(z.string()) }),
})
