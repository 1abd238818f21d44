import { isCaipNetworkId } from '@latch/core'
import { type Address, getAddress, isAddress } from 'viem'
import * as z from 'zod'
import { ChainSettingsError } from './chainSettingsError.js'
import {
  checkTokenListChains,
  nativeCurrencyOf,
  parseTokenList,
  tokenFieldsSchema,
} from './tokenList.js'

export { ChainSettingsError }

/** A token the server lists on a chain: balances are read and transfers indexed for it. */
export type TokenInfo = {
  /** The contract, checksummed. */
  address: Address
  name: string
  symbol: string
  decimals: number
  /** An https URL of its icon; the server's `/public/getTokenImage/{symbol}` when absent. */
  icon?: string | undefined
}

/** The native currency of a chain. */
export type NativeCurrencyInfo = { name: string; symbol: string; decimals: number }

/** One chain the blockchain service answers for and indexes. */
export type ChainSettings = {
  /** CAIP-2, `eip155:<id>`. */
  caipNetworkId: `eip155:${number}`
  /** The numeric eip155 chain id. */
  id: number
  rpcUrl: string
  native: NativeCurrencyInfo
  tokens: readonly TokenInfo[]
}

/** Token lists by CAIP-2 chain id, as `LATCH_TOKENS` (or its file) holds them. */
export type TokenListInput = Readonly<Record<string, readonly unknown[]>>

/**
 * The Latch Test Token that `@latch/testkit` deploys on its local chains: the first
 * contract of dev account 0, so the same address on both (a test pins it).
 */
export const devnetTestToken: TokenInfo = Object.freeze({
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  name: 'Latch Test Token',
  symbol: 'LTT',
  decimals: 18,
})

/**
 * The Latch USD stablecoin (`testStablecoin` of `@latch/testkit`): the deployer's second
 * contract, so the same address on both local chains. Its pools price ETH and LTT.
 */
export const devnetStablecoin: TokenInfo = Object.freeze({
  address: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  name: 'Latch USD',
  symbol: 'LUSD',
  decimals: 6,
})

/** The local chains of `@latch/testkit`: listed with LTT and LUSD unless `tokens` says otherwise. */
const devnetChainIds: readonly string[] = Object.freeze(['eip155:31337', 'eip155:31338'])

const fallbackNative: NativeCurrencyInfo = { name: 'Ether', symbol: 'ETH', decimals: 18 }

const tokenInfoSchema = z.object({
  address: z
    .string()
    .refine((value) => isAddress(value, { strict: false }), 'must be a 0x address')
    .transform((value) => getAddress(value)),
  // After the contract or mint, so that a fault there is the one named.
  ...tokenFieldsSchema.shape,
})

/**
 * The chains of the blockchain service: one per configured RPC URL, with its native currency
 * (from `@latch/core`'s catalogue, else Ether) and its token list (the given one, else LTT
 * and LUSD on the testkit's local chains, else none). Only eip155 chains can be indexed; Solana
 * clusters are resolved by `resolveSolanaClusters`, Bitcoin chains by `resolveBitcoinChains`,
 * Polkadot chains by `resolvePolkadotChains`, Cosmos chains by `resolveCosmosChains`.
 *
 * @throws {ChainSettingsError} for a chain of another namespace or a bad token entry.
 * @example
 * resolveChains({ 'eip155:31337': 'http://127.0.0.1:8545' }, undefined)[0]?.tokens[0]?.symbol // 'LTT'
 */
export function resolveChains(
  chainRpc: Readonly<Record<string, string>>,
  tokens: TokenListInput | undefined,
): ChainSettings[] {
  checkTokenListChains(chainRpc, tokens)
  return Object.entries(chainRpc).map(([caipNetworkId, rpcUrl]) => {
    const match = /^eip155:(\d+)$/.exec(caipNetworkId)
    if (!isCaipNetworkId(caipNetworkId) || !match) {
      throw new ChainSettingsError(
        `chainRpc: "${caipNetworkId}" is not supported; only eip155 chains, solana clusters, bip122, polkadot and cosmos chains are`,
      )
    }
    const defaults = devnetChainIds.includes(caipNetworkId)
      ? [devnetTestToken, devnetStablecoin]
      : []
    return {
      caipNetworkId: caipNetworkId as `eip155:${number}`,
      id: Number(match[1]),
      rpcUrl,
      native: nativeCurrencyOf(caipNetworkId, fallbackNative),
      tokens: parseTokenList(caipNetworkId, tokens?.[caipNetworkId], tokenInfoSchema, defaults),
    }
  })
}
