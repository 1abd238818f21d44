import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { CaipNetwork } from './caipNetwork.js'
import {
  arbitrum,
  arbitrumSepolia,
  aurora,
  auroraTestnet,
  avalanche,
  avalancheFuji,
  base,
  baseSepolia,
  berachainBartio,
  bsc,
  bscTestnet,
  celo,
  fantom,
  gnosis,
  holesky,
  kaia,
  linea,
  localhost,
  mainnet,
  mantle,
  mantleSepolia,
  optimism,
  optimismSepolia,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  sei,
  sepolia,
  unichainSepolia,
  zksync,
  zksyncSepolia,
  zora,
  zoraSepolia,
  zoraTestnet,
} from './evmNetworks.js'
import {
  bitcoin,
  bitcoinTestnet,
  cosmosHub,
  near,
  polkadot,
  solana,
  solanaDevnet,
  solanaTestnet,
} from './otherNetworks.js'

/** Every network Latch ships a definition for, each family's mainnet before its testnets. */
export const networkCatalogue: readonly CaipNetwork[] = [
  mainnet,
  sepolia,
  holesky,
  optimism,
  optimismSepolia,
  arbitrum,
  arbitrumSepolia,
  base,
  baseSepolia,
  polygon,
  polygonAmoy,
  polygonZkEvm,
  bsc,
  bscTestnet,
  avalanche,
  avalancheFuji,
  gnosis,
  celo,
  aurora,
  auroraTestnet,
  zksync,
  zksyncSepolia,
  zora,
  zoraSepolia,
  zoraTestnet,
  linea,
  mantle,
  mantleSepolia,
  berachainBartio,
  unichainSepolia,
  sei,
  kaia,
  fantom,
  localhost,
  solana,
  solanaTestnet,
  solanaDevnet,
  bitcoin,
  bitcoinTestnet,
  polkadot,
  cosmosHub,
  near,
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
