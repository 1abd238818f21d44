import { type Network, networks } from 'bitcoinjs-lib'
import type { BitcoinChain } from './bitcoinChains.js'

/** The bitcoinjs-lib parameters of a chain: signet shares testnet's address formats. */
export function libNetworkOf(chain: BitcoinChain): Network {
  if (chain.name === 'mainnet') return networks.bitcoin
  return chain.name === 'regtest' ? networks.regtest : networks.testnet
}
