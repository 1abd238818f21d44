import { isAddress, isCaipNetworkId } from '@latch/core'
import { SOLANA_DEVNET_REFERENCE } from '@latch/core/constants'
import * as z from 'zod'
import type { NativeCurrencyInfo, TokenListInput } from './chainSettings.js'
import { ChainSettingsError } from './chainSettingsError.js'
import {
  checkTokenListChains,
  nativeCurrencyOf,
  parseTokenList,
  tokenFieldsSchema,
} from './tokenList.js'

/** An SPL token (Token or Token-2022 program) the server lists on a cluster, by its mint. */
export type SolanaTokenInfo = {
  /** The mint's address, base58. */
  mint: string
  name: string
  symbol: string
  decimals: number
  /** An https URL of its icon; the server's `/public/getTokenImage/{symbol}` when absent. */
  icon?: string | undefined
}

/** One Solana cluster the blockchain service answers for (balances read live, not indexed). */
export type SolanaClusterSettings = {
  /** CAIP-2, `solana:<first 32 characters of the genesis hash>`. */
  caipNetworkId: `solana:${string}`
  rpcUrl: string
  native: NativeCurrencyInfo
  tokens: readonly SolanaTokenInfo[]
}

/**
 * The cluster `@latch/testkit`'s local Solana runtime answers as: devnet's CAIP-2 id (the
 * runtime reports devnet's genesis hash).
 */
export const solanaDevnetChainId = `solana:${SOLANA_DEVNET_REFERENCE}` as const

/**
 * The SPL test token `@latch/testkit` mints on its local cluster, at a fixed mint (a test
 * pins it against the testkit). Listed on {@link solanaDevnetChainId} unless `tokens` says
 * otherwise; on the public devnet nobody holds it, so it never shows there.
 */
export const solanaDevnetTestToken: SolanaTokenInfo = Object.freeze({
  mint: 'CYAB2z5ihTDXXLJAmnxDVj12XKfzL9xreQDYfH7q98pt',
  name: 'Latch Test Token',
  symbol: 'LTT',
  decimals: 6,
})

const fallbackNative: NativeCurrencyInfo = { name: 'Solana', symbol: 'SOL', decimals: 9 }

const solanaTokenInfoSchema = z.object({
  mint: z.string().refine((value) => isAddress(value, 'solana'), 'must be a base58 mint address'),
  // After the contract or mint, so that a fault there is the one named.
  ...tokenFieldsSchema.shape,
})

/** Whether a configured chain is a Solana cluster. */
export function isSolanaCluster(chain: { caipNetworkId: string }): chain is SolanaClusterSettings {
  return chain.caipNetworkId.startsWith('solana:')
}

/**
 * The Solana clusters of the blockchain service: one per configured RPC URL, with SOL as
 * native currency and its SPL token list (the given one, else LTT on the testkit's local
 * cluster, else none).
 *
 * @throws {ChainSettingsError} for a chain of another namespace, a token list of a cluster
 * with no RPC URL, or a bad token entry.
 * @example
 * resolveSolanaClusters({ 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'http://127.0.0.1:8899' }, undefined)[0]?.tokens[0]?.symbol // 'LTT'
 */
export function resolveSolanaClusters(
  chainRpc: Readonly<Record<string, string>>,
  tokens: TokenListInput | undefined,
): SolanaClusterSettings[] {
  checkTokenListChains(chainRpc, tokens)
  return Object.entries(chainRpc).map(([caipNetworkId, rpcUrl]) => {
    if (!isCaipNetworkId(caipNetworkId) || !caipNetworkId.startsWith('solana:')) {
      throw new ChainSettingsError(`chainRpc: "${caipNetworkId}" is not a solana cluster`)
    }
    const defaults = caipNetworkId === solanaDevnetChainId ? [solanaDevnetTestToken] : []
    return {
      caipNetworkId: caipNetworkId as `solana:${string}`,
      rpcUrl,
      native: nativeCurrencyOf(caipNetworkId, fallbackNative),
      tokens: parseTokenList(
        caipNetworkId,
        tokens?.[caipNetworkId],
        solanaTokenInfoSchema,
        defaults,
      ),
    }
  })
}
