import type { CaipNetwork } from '@latch/core'
import { cosmosHub } from '@latch/core/networks'
import { type CosmosNetwork, cosmosNetwork } from './cosmosNetwork.js'

// Named one by one rather than taken from core's catalogue (`getNetworksOfNamespace`): the
// catalogue names every network Latch knows, and a bundler that finds it beside a page's own
// network imports puts every network definition in the page's first bytes.

/** Osmosis (`osmosis-1`), the Cosmos DEX chain: `osmo` addresses, OSMO in `uosmo`. */
export const osmosis = cosmosNetwork({
  chainId: 'osmosis-1',
  name: 'Osmosis',
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  symbol: 'OSMO',
  decimals: 6,
  gasPrice: '0.025',
  rpcUrl: 'https://osmosis-rpc.publicnode.com',
  restUrl: 'https://osmosis-rest.publicnode.com',
  testnet: false,
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' },
  imageId: 'osmosis',
})

/** Osmosis's public testnet (`osmo-test-5`), with test OSMO from its faucet. */
export const osmosisTestnet = cosmosNetwork({
  chainId: 'osmo-test-5',
  name: 'Osmosis Testnet',
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  symbol: 'OSMO',
  decimals: 6,
  gasPrice: '0.025',
  rpcUrl: 'https://rpc.osmotest5.osmosis.zone',
  restUrl: 'https://lcd.osmotest5.osmosis.zone',
  blockExplorer: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis-testnet' },
  imageId: 'osmosis',
})

/** The Cosmos networks the adapter knows: core's Cosmos Hub, Osmosis and its testnet. */
export const cosmosNetworks: readonly CosmosNetwork[] = [
  {
    ...cosmosHub,
    bech32Prefix: 'cosmos',
    denom: 'uatom',
    // The Hub's fee market asks at least 0.005 uatom per gas; wallets offer 0.025 as average.
    gasPrice: '0.025',
    restUrl: 'https://cosmos-rest.publicnode.com',
    coinType: 118,
    denoms: [{ denom: 'uatom', symbol: 'ATOM', decimals: 6 }],
  },
  osmosis,
  osmosisTestnet,
]

/**
 * The cosmos parts of a network: its own (`cosmosNetwork`), else the known network's of the
 * same CAIP-2 id (core's `cosmosHub` carries none); undefined for a network the adapter does
 * not know, which a site describes with `cosmosNetwork()`.
 */
export function cosmosNetworkOf(network: CaipNetwork): CosmosNetwork | undefined {
  const own = network as Partial<CosmosNetwork>
  if (typeof own.bech32Prefix === 'string' && typeof own.denom === 'string') {
    return network as CosmosNetwork
  }
  return cosmosNetworks.find((known) => known.caipNetworkId === network.caipNetworkId)
}
