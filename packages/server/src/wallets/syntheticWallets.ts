import {
  BITCOIN_MAINNET_REFERENCE,
  POLKADOT_MAINNET_REFERENCE,
  SOLANA_MAINNET_REFERENCE,
} from '@latch/core/constants'
import type { WalletEntry } from './wallet.js'
import { colorFor } from './walletIcon.js'

// Large made-up registries for scale tests and benchmarks: deterministic, so a test can
// compute what a filter should return.

const adjectives = ['Amber', 'Bright', 'Cobalt', 'Deep', 'Ember', 'Frost', 'Golden', 'Hidden']
const nouns = ['Vault', 'Keys', 'Purse', 'Safe', 'Pocket']

/** The chain sets synthetic wallets cycle through: index % 5. */
export const syntheticChainSets: readonly (readonly string[])[] = [
  ['eip155:1', 'eip155:8453'],
  [`solana:${SOLANA_MAINNET_REFERENCE}`],
  ['eip155:1', `solana:${SOLANA_MAINNET_REFERENCE}`],
  [`bip122:${BITCOIN_MAINNET_REFERENCE}`],
  [`polkadot:${POLKADOT_MAINNET_REFERENCE}`, 'cosmos:cosmoshub-4'],
]

/** Every `certifiedEvery`-th synthetic wallet (index 0, 7, 14 …) is certified. */
export const syntheticCertifiedEvery = 7

/**
 * `count` wallets named `<Adjective> <Noun> <n>` (`Amber Vault 1` …), with ids
 * `synthetic-<n>` (n from 1, zero-padded to 5 digits), links under `example.com` (universal
 * links: no custom scheme, which only known wallets' apps get).
 *
 * @example
 * const wallets = generateSyntheticWallets(10_000)
 */
export function generateSyntheticWallets(count: number): WalletEntry[] {
  return Array.from({ length: count }, (_, index) => {
    const number = index + 1
    const padded = String(number).padStart(5, '0')
    const adjective = adjectives[index % adjectives.length] as string
    const noun = nouns[Math.floor(index / adjectives.length) % nouns.length] as string
    const name = `${adjective} ${noun} ${number}`
    return {
      id: `synthetic-${padded}`,
      name,
      color: colorFor(name),
      rdns: index % 3 === 0 ? `com.example.synthetic${padded}` : null,
      chains: [...(syntheticChainSets[index % syntheticChainSets.length] as readonly string[])],
      homepage: `https://wallet${padded}.example.com`,
      mobile_link: index % 2 === 0 ? `https://link.wallet${padded}.example.com/` : null,
      desktop_link: null,
      webapp_link: index % 4 === 0 ? `https://app.wallet${padded}.example.com` : null,
      badge_type: index % syntheticCertifiedEvery === 0 ? 'certified' : 'none',
    }
  })
}
