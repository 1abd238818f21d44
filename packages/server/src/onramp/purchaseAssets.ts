import { getNetwork } from '@latch/core/networks'
import type { Address } from 'viem'
import type { ChainSettings } from '../chains/chainSettings.js'

/** One currency the onramp sells on one network. */
export type PurchaseAsset = {
  /** The purchase currency's id (`ETH`, `USDC`, `LUSD`), its symbol too. */
  currency: string
  name: string
  /** CAIP-2. */
  network: string
  chainId: number
  /** `native`, or the token's contract. */
  token: 'native' | Address
  decimals: number
}

/**
 * What the onramp sells on `chains` (SPEC.md §9: ETH and USDC): the native currency where it is
 * Ether, and the chain's stablecoin: a listed USDC, else LUSD on the testkit's local chains.
 * A chain with neither sells nothing.
 *
 * @example
 * purchaseAssets(config.chains).map((asset) => `${asset.currency}@${asset.network}`)
 * // ['ETH@eip155:31337', 'LUSD@eip155:31337']
 */
export function purchaseAssets(chains: readonly ChainSettings[]): PurchaseAsset[] {
  return chains.flatMap((chain) => {
    const network = chain.caipNetworkId
    const assets: PurchaseAsset[] = []
    if (chain.native.symbol === 'ETH') {
      assets.push({
        currency: 'ETH',
        name: chain.native.name,
        network,
        chainId: chain.id,
        token: 'native',
        decimals: chain.native.decimals,
      })
    }
    // A listed USDC, else the testkit's LUSD, which the local chains list by default.
    const stable =
      chain.tokens.find((token) => token.symbol === 'USDC') ??
      chain.tokens.find((token) => token.symbol === 'LUSD')
    if (stable) {
      assets.push({
        currency: stable.symbol,
        name: stable.name,
        network,
        chainId: chain.id,
        token: stable.address as Address,
        decimals: stable.decimals,
      })
    }
    return assets
  })
}

/** The name a visitor knows a network by: Latch's catalogue name, else its CAIP-2 id. */
export function networkDisplayName(network: string): string {
  return getNetwork(network)?.name ?? network
}

/**
 * Whether `network` is a test chain the sandbox may pay on: one Latch's catalogue marks as a
 * testnet (Localhost, Sepolia …) or one it does not know (a private chain). A known mainnet is
 * never paid on: its coins are real.
 */
export function isSandboxNetwork(network: string): boolean {
  return getNetwork(network)?.testnet ?? true
}
