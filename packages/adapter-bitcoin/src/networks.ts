import type { CaipNetwork } from '@latch/core'
import { bitcoin, bitcoinTestnet } from '@latch/core/networks'

// Named one by one rather than taken from core's catalogue (`getNetworksOfNamespace`): the
// catalogue names every network Latch knows, and a bundler that finds it beside a page's own
// network imports puts every network definition in the page's first bytes.

/** The Bitcoin networks Latch knows, for the adapter's default network list. */
export const bitcoinNetworks: readonly CaipNetwork[] = [bitcoin, bitcoinTestnet]

/** Core's definition of a Bitcoin network, by CAIP-2 id; undefined for any other network. */
export function bitcoinNetworkOf(caipNetworkId: string): CaipNetwork | undefined {
  return bitcoinNetworks.find((network) => network.caipNetworkId === caipNetworkId)
}
