import { isCaipNetworkId } from '../caip/caipNetworkId.js'
import { chainNamespaces } from '../caip/chainNamespace.js'
import { socialProviders } from '../config/features.js'
import * as shape from '../validation/shape.js'

// The shapes of persisted values (SPEC.md §3). Values that fail them are dropped on read.

export const chainNamespaceShape = shape.oneOf(chainNamespaces)
export const caipNetworkIdShape = shape.refine(
  shape.string,
  isCaipNetworkId,
  'must be a CAIP-2 network id',
)
export const socialProviderShape = shape.oneOf(socialProviders)
export const accountTypeShape = shape.oneOf(['eoa', 'smartAccount', 'payment', 'ordinal'])

/** A wallet of the wallet listing (SPEC.md §3 "Wallet"). */
export type Wallet = {
  id: string
  name: string
  image_id?: string | undefined
  image_url?: string | undefined
  rdns?: string | null | undefined
  /** CAIP-2 ids of the chains the wallet supports. */
  chains?: string[] | undefined
  mobile_link?: string | null | undefined
  desktop_link?: string | null | undefined
  webapp_link?: string | null | undefined
  /** The listing's badge (`certified`...), as the service gives it. */
  badge_type?: string | null | undefined
  /**
   * Whether a wallet found in this browser has the wallet's rdns: always set on the wallets of
   * the wallet registry (`LatchClient.wallets`), absent elsewhere.
   */
  installed?: boolean | undefined
}

const link = shape.optional(shape.nullable(shape.string))

/** A wallet as remembered among the recent wallets. */
export const walletShape = shape.object({
  id: shape.refine(shape.string, (id) => id.length > 0, 'must not be empty'),
  name: shape.string,
  image_id: shape.optional(shape.string),
  image_url: shape.optional(shape.string),
  rdns: link,
  chains: shape.optional(shape.array(shape.string)),
  mobile_link: link,
  desktop_link: link,
  webapp_link: link,
})

export const connectionShape = shape.object({
  connectorId: shape.string,
  accounts: shape.array(
    shape.object({ address: shape.string, type: shape.optional(accountTypeShape) }),
  ),
  network: shape.optional(caipNetworkIdShape),
  auth: shape.optional(shape.object({ name: shape.string })),
})
export type Connection = shape.Infer<typeof connectionShape>

const timestamp = shape.refine(shape.number, (value) => value >= 0, 'must not be negative')

export const balanceCacheEntryShape = shape.object({
  timestamp,
  balance: shape.string,
  symbol: shape.string,
})
export const nameCacheEntryShape = shape.object({ timestamp, names: shape.array(shape.string) })
export const identityCacheEntryShape = shape.object({
  timestamp,
  identity: shape.object({
    name: shape.nullable(shape.string),
    avatar: shape.nullable(shape.string),
  }),
})
