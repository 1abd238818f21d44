import * as z from 'zod/mini'
import {
  accountTypeSchema,
  balanceCacheEntrySchema,
  caipNetworkIdSchema,
  chainNamespaceSchema,
  connectionSchema,
  identityCacheEntrySchema,
  nameCacheEntrySchema,
  socialProviderSchema,
  walletSchema,
} from './schemas.js'

/** Keys of Latch's own values. */
export const STORAGE_PREFIX = '@latch/'
/** Keys of the embedded (email and social) wallet's values. */
export const EMBEDDED_WALLET_STORAGE_PREFIX = '@latch-wallet/'

/** How a value is written as a string; JSON unless an item says otherwise. */
export type Codec = { encode(value: unknown): string; decode(text: string): unknown }

const json: Codec = { encode: (value) => JSON.stringify(value), decode: (text) => JSON.parse(text) }

// SPEC.md §3 stores the smart-account networks as a comma list, readable without JSON.
const commaList: Codec = {
  encode: (value) => (value as readonly unknown[]).join(','),
  decode: (text) => (text === '' ? [] : text.split(',').map(Number)),
}

type Item<Schema extends z.ZodMiniType> = {
  key: string
  schema: Schema
  /** Stored once per chain namespace: the key gets `{namespace}:` before its name. */
  perNamespace?: true
  codec?: Codec
}

function item<
  Schema extends z.ZodMiniType,
  const Options extends Omit<Item<Schema>, 'schema' | 'key'>,
>(key: string, schema: Schema, options?: Options): Item<Schema> & Options {
  return { key, schema, ...(options as Options) }
}

const perNamespace = <T extends z.ZodMiniType>(schema: T) =>
  z.partialRecord(chainNamespaceSchema, schema)

/** Every value Latch persists in the browser (SPEC.md §3 "Persisted in browser storage"). */
export const storageItems = {
  recentWallets: item(`${STORAGE_PREFIX}recent_wallets`, z.array(walletSchema)),
  activeNamespace: item(`${STORAGE_PREFIX}active_namespace`, chainNamespaceSchema),
  activeCaipNetworkId: item(`${STORAGE_PREFIX}active_caip_network_id`, caipNetworkIdSchema),
  connectedConnectorId: item('connected_connector_id', z.string(), { perNamespace: true }),
  connectedSocial: item(`${STORAGE_PREFIX}connected_social`, socialProviderSchema),
  connections: item(`${STORAGE_PREFIX}connections`, perNamespace(z.array(connectionSchema))),
  preferredAccountTypes: item(
    `${STORAGE_PREFIX}preferred_account_types`,
    perNamespace(accountTypeSchema),
  ),
  disconnectedConnectorIds: item(
    `${STORAGE_PREFIX}disconnected_connector_ids`,
    perNamespace(z.array(z.string())),
  ),
  deepLinkChoice: item(
    `${STORAGE_PREFIX}deeplink_choice`,
    z.object({ href: z.string(), name: z.string() }),
  ),
  balanceCache: item(
    `${STORAGE_PREFIX}balance_cache`,
    z.record(z.string(), balanceCacheEntrySchema),
  ),
  nameCache: item(`${STORAGE_PREFIX}name_cache`, z.record(z.string(), nameCacheEntrySchema)),
  identityCache: item(
    `${STORAGE_PREFIX}identity_cache`,
    z.record(z.string(), identityCacheEntrySchema),
  ),
  emailLoginUsed: item(`${EMBEDDED_WALLET_STORAGE_PREFIX}email_login_used`, z.literal(true)),
  email: item(`${EMBEDDED_WALLET_STORAGE_PREFIX}email`, z.string()),
  socialUsername: item(`${EMBEDDED_WALLET_STORAGE_PREFIX}social_username`, z.string()),
  lastEmailLoginTime: item(`${EMBEDDED_WALLET_STORAGE_PREFIX}last_email_login_time`, z.number()),
  lastUsedChainId: item(
    `${EMBEDDED_WALLET_STORAGE_PREFIX}last_used_chain_id`,
    z.union([z.string(), z.number()]),
  ),
  smartAccountEnabledNetworks: item(
    `${EMBEDDED_WALLET_STORAGE_PREFIX}smart_account_enabled_networks`,
    z.array(z.number().check(z.int(), z.positive())),
    { codec: commaList },
  ),
}

export type StorageItems = typeof storageItems
export type StorageItemName = keyof StorageItems
export type StorageValue<Name extends StorageItemName> = z.infer<StorageItems[Name]['schema']>

export { json as jsonCodec }
