import { defineNetwork } from './caipNetwork.js'

const ether = { name: 'Ether', symbol: 'ETH', decimals: 18 } as const

type EvmOptions<Id extends number> = {
  id: Id
  name: string
  imageId: string
  rpc: string
  explorer?: { name: string; url: string }
  currency?: { name: string; symbol: string; decimals: number }
  testnet?: boolean
}

// Pure: a page that imports one network does not carry the others.
/*#__NO_SIDE_EFFECTS__*/
function evm<const Id extends number>(options: EvmOptions<Id>) {
  const { id, name, imageId, rpc, explorer, currency = ether, testnet = false } = options
  return defineNetwork({
    id,
    name,
    chainNamespace: 'eip155',
    nativeCurrency: currency,
    rpcUrls: { default: { http: [rpc] } },
    ...(explorer ? { blockExplorers: { default: explorer } } : {}),
    testnet,
    assets: { imageId },
  })
}

export const mainnet = evm({
  id: 1,
  name: 'Ethereum',
  imageId: 'ethereum',
  rpc: 'https://eth.merkle.io',
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
})
export const sepolia = evm({
  id: 11155111,
  name: 'Sepolia',
  imageId: 'ethereum',
  rpc: 'https://sepolia.drpc.org',
  explorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  currency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  testnet: true,
})
export const holesky = evm({
  id: 17000,
  name: 'Holesky',
  imageId: 'ethereum',
  rpc: 'https://ethereum-holesky-rpc.publicnode.com',
  explorer: { name: 'Etherscan', url: 'https://holesky.etherscan.io' },
  currency: { name: 'Holesky Ether', symbol: 'ETH', decimals: 18 },
  testnet: true,
})
export const optimism = evm({
  id: 10,
  name: 'OP Mainnet',
  imageId: 'optimism',
  rpc: 'https://mainnet.optimism.io',
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
})
export const optimismSepolia = evm({
  id: 11155420,
  name: 'OP Sepolia',
  imageId: 'optimism',
  rpc: 'https://sepolia.optimism.io',
  explorer: { name: 'Blockscout', url: 'https://optimism-sepolia.blockscout.com' },
  currency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  testnet: true,
})
export const arbitrum = evm({
  id: 42161,
  name: 'Arbitrum One',
  imageId: 'arbitrum',
  rpc: 'https://arb1.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})
export const arbitrumSepolia = evm({
  id: 421614,
  name: 'Arbitrum Sepolia',
  imageId: 'arbitrum',
  rpc: 'https://sepolia-rollup.arbitrum.io/rpc',
  explorer: { name: 'Arbiscan', url: 'https://sepolia.arbiscan.io' },
  testnet: true,
})
export const polygon = evm({
  id: 137,
  name: 'Polygon',
  imageId: 'polygon',
  rpc: 'https://polygon-rpc.com',
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
  currency: { name: 'POL', symbol: 'POL', decimals: 18 },
})
export const polygonAmoy = evm({
  id: 80002,
  name: 'Polygon Amoy',
  imageId: 'polygon',
  rpc: 'https://rpc-amoy.polygon.technology',
  explorer: { name: 'PolygonScan', url: 'https://amoy.polygonscan.com' },
  currency: { name: 'POL', symbol: 'POL', decimals: 18 },
  testnet: true,
})
export const polygonZkEvm = evm({
  id: 1101,
  name: 'Polygon zkEVM',
  imageId: 'polygon',
  rpc: 'https://zkevm-rpc.com',
  explorer: { name: 'PolygonScan', url: 'https://zkevm.polygonscan.com' },
})
export const celo = evm({
  id: 42220,
  name: 'Celo',
  imageId: 'celo',
  rpc: 'https://forno.celo.org',
  explorer: { name: 'Celoscan', url: 'https://celoscan.io' },
  currency: { name: 'CELO', symbol: 'CELO', decimals: 18 },
})
export const aurora = evm({
  id: 1313161554,
  name: 'Aurora',
  imageId: 'aurora',
  rpc: 'https://mainnet.aurora.dev',
  explorer: { name: 'Aurorascan', url: 'https://aurorascan.dev' },
})
export const auroraTestnet = evm({
  id: 1313161555,
  name: 'Aurora Testnet',
  imageId: 'aurora',
  rpc: 'https://testnet.aurora.dev',
  explorer: { name: 'Aurorascan', url: 'https://testnet.aurorascan.dev' },
  testnet: true,
})
export const bsc = evm({
  id: 56,
  name: 'BNB Smart Chain',
  imageId: 'bsc',
  rpc: 'https://bsc-dataseed.bnbchain.org',
  explorer: { name: 'BscScan', url: 'https://bscscan.com' },
  currency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
})
export const bscTestnet = evm({
  id: 97,
  name: 'BNB Smart Chain Testnet',
  imageId: 'bsc',
  rpc: 'https://data-seed-prebsc-1-s1.bnbchain.org:8545',
  explorer: { name: 'BscScan', url: 'https://testnet.bscscan.com' },
  currency: { name: 'BNB', symbol: 'tBNB', decimals: 18 },
  testnet: true,
})
export const avalanche = evm({
  id: 43114,
  name: 'Avalanche',
  imageId: 'avalanche',
  rpc: 'https://api.avax.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
  currency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
})
export const avalancheFuji = evm({
  id: 43113,
  name: 'Avalanche Fuji',
  imageId: 'avalanche',
  rpc: 'https://api.avax-test.network/ext/bc/C/rpc',
  explorer: { name: 'SnowTrace', url: 'https://testnet.snowtrace.io' },
  currency: { name: 'Avalanche Fuji', symbol: 'AVAX', decimals: 18 },
  testnet: true,
})
export const zksync = evm({
  id: 324,
  name: 'ZKsync Era',
  imageId: 'zksync',
  rpc: 'https://mainnet.era.zksync.io',
  explorer: { name: 'Etherscan', url: 'https://era.zksync.network' },
})
export const zksyncSepolia = evm({
  id: 300,
  name: 'ZKsync Sepolia',
  imageId: 'zksync',
  rpc: 'https://sepolia.era.zksync.dev',
  explorer: { name: 'Etherscan', url: 'https://sepolia-era.zksync.network' },
  testnet: true,
})
export const gnosis = evm({
  id: 100,
  name: 'Gnosis',
  imageId: 'gnosis',
  rpc: 'https://rpc.gnosischain.com',
  explorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
  currency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
})
export const base = evm({
  id: 8453,
  name: 'Base',
  imageId: 'base',
  rpc: 'https://mainnet.base.org',
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
})
export const baseSepolia = evm({
  id: 84532,
  name: 'Base Sepolia',
  imageId: 'base',
  rpc: 'https://sepolia.base.org',
  explorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  testnet: true,
})
export const zora = evm({
  id: 7777777,
  name: 'Zora',
  imageId: 'zora',
  rpc: 'https://rpc.zora.energy',
  explorer: { name: 'Explorer', url: 'https://explorer.zora.energy' },
})
export const zoraTestnet = evm({
  id: 999,
  name: 'Zora Goerli Testnet',
  imageId: 'zora',
  rpc: 'https://testnet.rpc.zora.energy',
  explorer: { name: 'Explorer', url: 'https://testnet.explorer.zora.energy' },
  currency: { name: 'Zora Goerli', symbol: 'ETH', decimals: 18 },
  testnet: true,
})
export const zoraSepolia = evm({
  id: 999999999,
  name: 'Zora Sepolia',
  imageId: 'zora',
  rpc: 'https://sepolia.rpc.zora.energy',
  explorer: { name: 'Explorer', url: 'https://sepolia.explorer.zora.energy' },
  currency: { name: 'Zora Sepolia', symbol: 'ETH', decimals: 18 },
  testnet: true,
})
export const linea = evm({
  id: 59144,
  name: 'Linea',
  imageId: 'linea',
  rpc: 'https://rpc.linea.build',
  explorer: { name: 'Lineascan', url: 'https://lineascan.build' },
})
export const mantle = evm({
  id: 5000,
  name: 'Mantle',
  imageId: 'mantle',
  rpc: 'https://rpc.mantle.xyz',
  explorer: { name: 'Mantle Explorer', url: 'https://mantlescan.xyz' },
  currency: { name: 'MNT', symbol: 'MNT', decimals: 18 },
})
export const mantleSepolia = evm({
  id: 5003,
  name: 'Mantle Sepolia',
  imageId: 'mantle',
  rpc: 'https://rpc.sepolia.mantle.xyz',
  explorer: { name: 'Mantle Explorer', url: 'https://sepolia.mantlescan.xyz' },
  currency: { name: 'MNT', symbol: 'MNT', decimals: 18 },
  testnet: true,
})
export const berachainBartio = evm({
  id: 80084,
  name: 'Berachain bArtio',
  imageId: 'berachain',
  rpc: 'https://bartio.rpc.berachain.com',
  explorer: { name: 'Beratrail', url: 'https://bartio.beratrail.io' },
  currency: { name: 'BERA Token', symbol: 'BERA', decimals: 18 },
  testnet: true,
})
export const unichainSepolia = evm({
  id: 1301,
  name: 'Unichain Sepolia',
  imageId: 'unichain',
  rpc: 'https://sepolia.unichain.org',
  explorer: { name: 'Uniscan', url: 'https://sepolia.uniscan.xyz' },
  testnet: true,
})
export const sei = evm({
  id: 1329,
  name: 'Sei',
  imageId: 'sei',
  rpc: 'https://evm-rpc.sei-apis.com',
  explorer: { name: 'Seitrace', url: 'https://seitrace.com' },
  currency: { name: 'Sei', symbol: 'SEI', decimals: 18 },
})
export const kaia = evm({
  id: 8217,
  name: 'Kaia',
  imageId: 'kaia',
  rpc: 'https://public-en.node.kaia.io',
  explorer: { name: 'KaiaScan', url: 'https://kaiascan.io' },
  currency: { name: 'Kaia', symbol: 'KAIA', decimals: 18 },
})
export const fantom = evm({
  id: 250,
  name: 'Fantom',
  imageId: 'fantom',
  rpc: 'https://rpcapi.fantom.network',
  explorer: { name: 'FTMScan', url: 'https://ftmscan.com' },
  currency: { name: 'Fantom', symbol: 'FTM', decimals: 18 },
})
/** The local development chain (hardhat / anvil default) used by the demo and the tests. */
export const localhost = evm({
  id: 31337,
  name: 'Localhost',
  imageId: 'ethereum',
  rpc: 'http://127.0.0.1:8545',
  testnet: true,
})
