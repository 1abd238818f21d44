import * as shape from '../validation/shape.js'
import {
  accountTypeShape,
  balanceCacheEntryShape,
  caipNetworkIdShape,
  chainNamespaceShape,
  connectionShape,
  identityCacheEntryShape,
  nameCacheEntryShape,
  socialProviderShape,
  walletShape,
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

type Item<Schema extends shape.Shape<unknown>> = {
  key: string
  schema: Schema
  /** Stored once per chain namespace: the key gets `{namespace}:` before its name. */
  perNamespace?: true
  codec?: Codec
}

function item<
  Schema extends shape.Shape<unknown>,
  const Options extends Omit<Item<Schema>, 'schema' | 'key'>,
>(key: string, schema: Schema, options?: Options): Item<Schema> & Options {
  return { key, schema, ...(options as Options) }
}

const perNamespace = <T>(value: shape.Shape<T>) => shape.record(chainNamespaceShape, value)
const byKey = <T>(value: shape.Shape<T>) => shape.record(shape.string, value)

/** Every value Latch persists in the browser (SPEC.md §3 "Persisted in browser storage"). */
export const storageItems = {
  recentWallets: item(`${STORAGE_PREFIX}recent_wallets`, shape.array(walletShape)),
  activeNamespace: item(`${STORAGE_PREFIX}active_namespace`, chainNamespaceShape),
  activeCaipNetworkId: item(`${STORAGE_PREFIX}active_caip_network_id`, caipNetworkIdShape),
  connectedConnectorId: item('connected_connector_id', shape.string, { perNamespace: true }),
  connectedSocial: item(`${STORAGE_PREFIX}connected_social`, socialProviderShape),
  connections: item(`${STORAGE_PREFIX}connections`, perNamespace(shape.array(connectionShape))),
  preferredAccountTypes: item(
    `${STORAGE_PREFIX}preferred_account_types`,
    perNamespace(accountTypeShape),
  ),
  disconnectedConnectorIds: item(
    `${STORAGE_PREFIX}disconnected_connector_ids`,
    perNamespace(shape.array(shape.string)),
  ),
  deepLinkChoice: item(
    `${STORAGE_PREFIX}deeplink_choice`,
    shape.object({ href: shape.string, name: shape.string }),
  ),
  balanceCache: item(`${STORAGE_PREFIX}balance_cache`, byKey(balanceCacheEntryShape)),
  nameCache: item(`${STORAGE_PREFIX}name_cache`, byKey(nameCacheEntryShape)),
  identityCache: item(`${STORAGE_PREFIX}identity_cache`, byKey(identityCacheEntryShape)),
  emailLoginUsed: item(`${EMBEDDED_WALLET_STORAGE_PREFIX}email_login_used`, shape.literal(true)),
  email: item(`${EMBEDDED_WALLET_STORAGE_PREFIX}email`, shape.string),
  socialUsername: item(`${EMBEDDED_WALLET_STORAGE_PREFIX}social_username`, shape.string),
  lastEmailLoginTime: item(`${EMBEDDED_WALLET_STORAGE_PREFIX}last_email_login_time`, shape.number),
  lastUsedChainId: item(
    `${EMBEDDED_WALLET_STORAGE_PREFIX}last_used_chain_id`,
    shape.union(shape.string, shape.number, 'must be a string or a number'),
  ),
  smartAccountEnabledNetworks: item(
    `${EMBEDDED_WALLET_STORAGE_PREFIX}smart_account_enabled_networks`,
    shape.array(
      shape.refine(shape.number, (id) => Number.isInteger(id) && id > 0, 'must be a chain id'),
    ),
    { codec: commaList },
  ),
}

/** The backend key of an item: a per-namespace item's gets `@latch/{namespace}:` first. */
export function storageKeyOf(name: StorageItemName, namespace?: string | undefined): string {
  const { key } = storageItems[name]
  return namespace ? `${STORAGE_PREFIX}${namespace}:${key}` : key
}

export type StorageItems = typeof storageItems
export type StorageItemName = keyof StorageItems
export type StorageValue<Name extends StorageItemName> = shape.Infer<StorageItems[Name]['schema']>

export { json as jsonCodec }
