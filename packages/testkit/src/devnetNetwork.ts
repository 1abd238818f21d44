import type { DevnetChain } from './devnetInfo.js'

/**
 * A local chain as a Latch network (the shape of `@latch/core`'s `CaipNetwork`, written out
 * here because this browser entry imports nothing but viem).
 */
export function devnetNetwork(chain: DevnetChain) {
  return {
    id: chain.id,
    name: chain.name,
    chainNamespace: 'eip155' as const,
    caipNetworkId: `eip155:${chain.id}` as const,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
    assets: { imageId: '' },
  }
}
