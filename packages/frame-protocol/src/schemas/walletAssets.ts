import * as z from 'zod/mini'

// ERC-7811 `wallet_getAssets` (SPEC.md §5 "Embedded-wallet asset discovery"): what a site asks
// the embedded wallet, and the answer it accepts. zod/mini carries no default texts, so every
// check names its fault: the wallet refuses a malformed request with that sentence.

/** The address an answer gives a chain's native currency (ERC-7811 also names it `native`). */
export const nativeAssetAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The asset types the embedded wallet answers with (SPEC.md §5). */
export const walletAssetTypes = ['NATIVE', 'ERC20'] as const
export type WalletAssetType = (typeof walletAssetTypes)[number]

const hexChainId = z
  .string({ error: 'must be a 0x hex chain id' })
  .check(z.regex(/^0x[0-9a-fA-F]{1,16}$/, { error: 'must be a 0x hex chain id' }))

const evmAddress = z
  .string({ error: 'must be a 0x address of 40 hex digits' })
  .check(z.regex(/^0x[0-9a-fA-F]{40}$/, { error: 'must be a 0x address of 40 hex digits' }))

const assetAddress = z.union([evmAddress, z.literal('native')], {
  error: 'must be a 0x address of 40 hex digits or "native"',
})

// A type is an open string in ERC-7811 ('native', 'erc20', 'ERC20' …): compared without case.
const assetType = z
  .string({ error: 'must be an asset type such as "native" or "erc20"' })
  .check(z.minLength(1, { error: 'must be an asset type such as "native" or "erc20"' }))

// Drafts of ERC-7811 name an asset by its address alone, later ones as `{ address, type }`.
const assetFilterEntry = z.union(
  [assetAddress, z.object({ address: assetAddress, type: z.optional(assetType) })],
  { error: 'must be an asset address, "native", or { address, type }' },
)

/** The one parameter of `wallet_getAssets`: whose assets, and which (every filter optional). */
export const walletGetAssetsRequestSchema = z.object(
  {
    account: evmAddress,
    /** By hex chain id, the assets wanted there; an empty list wants all of that chain's. */
    assetFilter: z.optional(
      z.record(hexChainId, z.array(assetFilterEntry, { error: 'must be a list of assets' }), {
        error: 'must map 0x hex chain ids to lists of assets',
      }),
    ),
    assetTypeFilter: z.optional(z.array(assetType, { error: 'must be a list of asset types' })),
    chainFilter: z.optional(z.array(hexChainId, { error: 'must be a list of hex chain ids' })),
  },
  { error: 'must be an object { account, assetFilter?, assetTypeFilter?, chainFilter? }' },
)
export type WalletGetAssetsRequest = z.output<typeof walletGetAssetsRequestSchema>

/** JSON-RPC params: `[request]`. */
const walletGetAssetsParamsSchema = z.tuple([walletGetAssetsRequestSchema], {
  error: 'must be [{ account, assetFilter?, assetTypeFilter?, chainFilter? }]',
})

export type ReadWalletGetAssetsParamsReturnType =
  | { success: true; request: WalletGetAssetsRequest }
  | { success: false; reason: string }

/**
 * The request of `wallet_getAssets` params, or why they are malformed: the first fault, named
 * by its place.
 *
 * @example
 * readWalletGetAssetsParams([{ account: '0x12' }])
 * // { success: false, reason: 'account must be a 0x address of 40 hex digits' }
 */
export function readWalletGetAssetsParams(params: unknown): ReadWalletGetAssetsParamsReturnType {
  const parsed = walletGetAssetsParamsSchema.safeParse(params)
  if (parsed.success) return { success: true, request: parsed.data[0] }
  const issue = parsed.error.issues[0]
  // The request is the only element: its place starts after `0`.
  const path = (issue?.path ?? []).slice(1).map(String).join('.')
  const message = issue?.message ?? 'are malformed'
  return { success: false, reason: path ? `${path} ${message}` : `params ${message}` }
}

/** One asset of the answer (SPEC.md §5): the balance in base units as 0x hex. */
const walletAssetSchema = z.object({
  address: z.string(),
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
  type: z.enum(walletAssetTypes),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    decimals: z.number(),
    // Absent when no source prices the asset: an unknown price is never written as 0.
    price: z.optional(z.number()),
    iconUrl: z.string(),
  }),
})
export type WalletAsset = z.output<typeof walletAssetSchema>

/** The answer: by hex chain id, the account's assets there. */
export const walletGetAssetsResponseSchema = z.record(hexChainId, z.array(walletAssetSchema))
export type WalletGetAssetsResponse = z.output<typeof walletGetAssetsResponseSchema>
