import type { CaipNetworkId } from '@latch/core'
import { BITCOIN_MAINNET_REFERENCE, BITCOIN_TESTNET_REFERENCE } from '@latch/core/constants'

/** The Bitcoin chains a wallet can be on, by the name wallets give them. */
export type BitcoinChainName = 'mainnet' | 'testnet' | 'signet' | 'regtest'

export type BitcoinChain = {
  name: BitcoinChainName
  /** CAIP-2 id: `bip122:` and the first 32 hex characters of the genesis block hash. */
  caipNetworkId: CaipNetworkId
  /** The chain id of the Bitcoin Wallet Standard (`bitcoin:mainnet`...). */
  walletChain: `bitcoin:${BitcoinChainName}`
  /** The human-readable part of its segwit (bech32) addresses. */
  hrp: 'bc' | 'tb' | 'bcrt'
}

/**
 * The four chains of Bitcoin Core, as CAIP-2 (BIP-122 genesis hash prefixes) and as the
 * Bitcoin Wallet Standard names them. Testnet and signet share address formats: only the
 * genesis hash tells them apart.
 */
export const bitcoinChains: readonly BitcoinChain[] = Object.freeze([
  {
    name: 'mainnet',
    caipNetworkId: `bip122:${BITCOIN_MAINNET_REFERENCE}`,
    walletChain: 'bitcoin:mainnet',
    hrp: 'bc',
  },
  {
    name: 'testnet',
    caipNetworkId: `bip122:${BITCOIN_TESTNET_REFERENCE}`,
    walletChain: 'bitcoin:testnet',
    hrp: 'tb',
  },
  {
    name: 'signet',
    caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
    walletChain: 'bitcoin:signet',
    hrp: 'tb',
  },
  {
    name: 'regtest',
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    walletChain: 'bitcoin:regtest',
    hrp: 'bcrt',
  },
])

/** The chain of a CAIP-2 id; undefined for ids that are not one of {@link bitcoinChains}. */
export function bitcoinChainOf(caipNetworkId: string): BitcoinChain | undefined {
  return bitcoinChains.find((chain) => chain.caipNetworkId === caipNetworkId)
}

/** The chain of a Wallet Standard chain id such as `bitcoin:testnet`; undefined for others. */
export function bitcoinChainOfWallet(walletChain: string): BitcoinChain | undefined {
  return bitcoinChains.find((chain) => chain.walletChain === walletChain)
}

/** The Bitcoin chain of a CAIP-2 reference; undefined for any other (Litecoin is bip122 too). */
export function bitcoinChainOfReference(reference: string): BitcoinChain | undefined {
  return bitcoinChainOf(`bip122:${reference}`)
}
