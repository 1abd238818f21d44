import type { CaipNetwork } from '@latch/core'
import { solana, solanaDevnet, solanaTestnet } from '@latch/core/networks'

// Named one by one rather than taken from core's catalogue (`getNetworksOfNamespace`,
// `getNetwork`): the catalogue names every network Latch knows, and a bundler that finds it
// beside a page's own network imports puts every network definition in the page's first bytes.

/** The Solana networks Latch knows, for the adapter's default network list. */
export const solanaNetworks: CaipNetwork[] = [solana, solanaTestnet, solanaDevnet]

/** Core's definition of a Solana cluster, by CAIP-2 id; undefined for any other network. */
export function solanaNetworkOf(caipNetworkId: string): CaipNetwork | undefined {
  return solanaNetworks.find((network) => network.caipNetworkId === caipNetworkId)
}
