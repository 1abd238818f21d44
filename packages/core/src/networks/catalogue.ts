import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { CaipNetwork } from './caipNetwork.js'
import * as evm from './evmNetworks.js'
import * as other from './otherNetworks.js'

/** Every network Latch ships a definition for. */
export const networkCatalogue: readonly CaipNetwork[] = [
  ...Object.values(evm),
  ...Object.values(other),
]

const byCaipNetworkId = new Map<string, CaipNetwork>(
  networkCatalogue.map((network) => [network.caipNetworkId, network]),
)

/**
 * Finds a catalogued network by CAIP-2 id.
 *
 * @example
 * getNetwork('eip155:10')?.name // 'OP Mainnet'
 */
export function getNetwork(caipNetworkId: CaipNetworkId | string): CaipNetwork | undefined {
  return byCaipNetworkId.get(caipNetworkId)
}

/**
 * The catalogued networks of one namespace, in catalogue order.
 *
 * @example
 * getNetworksOfNamespace('solana').map((network) => network.name)
 * // ['Solana', 'Solana Testnet', 'Solana Devnet']
 */
export function getNetworksOfNamespace(namespace: CaipNetwork['chainNamespace']): CaipNetwork[] {
  return networkCatalogue.filter((network) => network.chainNamespace === namespace)
}
