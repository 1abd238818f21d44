import type { CaipNetworkId } from '@latch/core'
import {
  SOLANA_DEVNET_REFERENCE,
  SOLANA_MAINNET_REFERENCE,
  SOLANA_TESTNET_REFERENCE,
} from '@latch/core/constants'

/**
 * The three clusters of SPEC.md §9: their CAIP-2 ids (the first 32 characters of the genesis
 * hash) and the chain ids wallet-standard wallets use for them.
 */
export const solanaClusters = Object.freeze([
  { caipNetworkId: `solana:${SOLANA_MAINNET_REFERENCE}`, walletChain: 'solana:mainnet' },
  { caipNetworkId: `solana:${SOLANA_TESTNET_REFERENCE}`, walletChain: 'solana:testnet' },
  { caipNetworkId: `solana:${SOLANA_DEVNET_REFERENCE}`, walletChain: 'solana:devnet' },
] as const)

/** The wallet-standard chain of a cluster, such as `solana:devnet`; undefined for others. */
export function walletChainOf(caipNetworkId: string): `solana:${string}` | undefined {
  return solanaClusters.find((cluster) => cluster.caipNetworkId === caipNetworkId)?.walletChain
}

/** The CAIP-2 id of a wallet-standard chain; undefined for chains that are not a cluster. */
export function caipNetworkIdOf(walletChain: string): CaipNetworkId | undefined {
  return solanaClusters.find((cluster) => cluster.walletChain === walletChain)?.caipNetworkId
}
