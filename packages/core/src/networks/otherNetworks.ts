import {
  BITCOIN_MAINNET_REFERENCE,
  BITCOIN_TESTNET_REFERENCE,
  POLKADOT_MAINNET_REFERENCE,
  SOLANA_DEVNET_REFERENCE,
  SOLANA_MAINNET_REFERENCE,
  SOLANA_TESTNET_REFERENCE,
} from '../constants/chains.js'
import { defineNetwork, type RpcOnlyNetwork } from './caipNetwork.js'

const sol = { name: 'Solana', symbol: 'SOL', decimals: 9 } as const
const solanaExplorer = { name: 'Solana Explorer', url: 'https://explorer.solana.com' }

export const solana = defineNetwork({
  id: SOLANA_MAINNET_REFERENCE,
  name: 'Solana',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: solanaExplorer },
  testnet: false,
  assets: { imageId: 'solana' },
})
export const solanaTestnet = defineNetwork({
  id: SOLANA_TESTNET_REFERENCE,
  name: 'Solana Testnet',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: solanaExplorer },
  testnet: true,
  assets: { imageId: 'solana' },
})
export const solanaDevnet = defineNetwork({
  id: SOLANA_DEVNET_REFERENCE,
  name: 'Solana Devnet',
  chainNamespace: 'solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: solanaExplorer },
  testnet: true,
  assets: { imageId: 'solana' },
})

const btc = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 } as const

export const bitcoin = defineNetwork({
  id: BITCOIN_MAINNET_REFERENCE,
  name: 'Bitcoin',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
  testnet: false,
  assets: { imageId: 'bitcoin' },
})
export const bitcoinTestnet = defineNetwork({
  id: BITCOIN_TESTNET_REFERENCE,
  name: 'Bitcoin Testnet',
  chainNamespace: 'bip122',
  nativeCurrency: btc,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
  assets: { imageId: 'bitcoin' },
})

export const polkadot = defineNetwork({
  id: POLKADOT_MAINNET_REFERENCE,
  name: 'Polkadot',
  chainNamespace: 'polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: {
    default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] },
  },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
  testnet: false,
  assets: { imageId: 'polkadot' },
})

export const cosmosHub = defineNetwork({
  id: 'cosmoshub-4',
  name: 'Cosmos Hub',
  chainNamespace: 'cosmos',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  testnet: false,
  assets: { imageId: 'cosmos' },
})

/** Near is reachable through the RPC service; Latch has no Near adapter. */
export const near: RpcOnlyNetwork = {
  id: 'mainnet',
  name: 'Near',
  chainNamespace: 'near',
  caipNetworkId: 'near:mainnet',
  nativeCurrency: { name: 'Near', symbol: 'NEAR', decimals: 24 },
  rpcUrls: { default: { http: ['https://rpc.mainnet.near.org'] } },
  blockExplorers: { default: { name: 'NearBlocks', url: 'https://nearblocks.io' } },
  testnet: false,
  assets: { imageId: 'near' },
}
