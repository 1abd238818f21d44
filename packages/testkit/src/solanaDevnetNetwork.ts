import type { SolanaDevnetInfo } from './solanaDevnetInfo.js'

/**
 * The local Solana cluster as a Latch network (the shape of `@latch/core`'s `CaipNetwork`,
 * written out because this browser entry does not import core): devnet's id, the local RPC.
 */
export function solanaDevnetNetwork(solana: SolanaDevnetInfo) {
  const reference = solana.chainId.slice('solana:'.length)
  return {
    id: reference,
    name: 'Solana Devnet',
    chainNamespace: 'solana' as const,
    caipNetworkId: solana.chainId,
    nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    rpcUrls: { default: { http: [solana.rpcUrl] } },
    testnet: true,
    assets: { imageId: 'solana' },
  }
}
