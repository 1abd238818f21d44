import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { CaipNetwork, RpcOnlyNetwork } from './caipNetwork.js'
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

// The networks Latch connects to, each family's mainnet before its testnets.
const caipNetworks: readonly CaipNetwork[] = [
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
]

/**
 * Every network Latch ships a definition for: those it connects to, then those only the RPC
 * service reaches.
 */
export const networkCatalogue: readonly (CaipNetwork | RpcOnlyNetwork)[] = [...caipNetworks, near]

const byCaipNetworkId = new Map<string, CaipNetwork | RpcOnlyNetwork>(
  networkCatalogue.map((network) => [network.caipNetworkId, network]),
)

/**
 * Finds a catalogued network by CAIP-2 id.
 *
 * @example
 * getNetwork('eip155:10')?.name // 'OP Mainnet'
 */
export function getNetwork(
  caipNetworkId: CaipNetworkId | string,
): CaipNetwork | RpcOnlyNetwork | undefined {
  return byCaipNetworkId.get(caipNetworkId)
}

/**
 * The catalogued networks of one namespace, in catalogue order.
 *
 * @example
 * getNetworksOfNamespace('solana').map((network) => network.name)
 * // ['Solana', 'Solana Testnet', 'Solana Devnet']
 */
export function getNetworksOfNamespace(namespace: ChainNamespace): CaipNetwork[] {
  return caipNetworks.filter((network) => network.chainNamespace === namespace)
}
