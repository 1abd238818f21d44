import type { BitcoinDevAccount } from '@latch/test-wallets'
import type { BitcoinRegtestNetwork } from './bitcoinRegtestNetwork.js'

/**
 * The local regtest ledger as a dapp or a wallet needs to know it, as plain JSON (the
 * `bitcoin` section of `devnet.json`).
 */
export type BitcoinRegtestInfo = {
  /** The Esplora REST base URL on loopback, without a trailing slash. */
  readonly url: string
  /** `bip122:0f9188f13cb7b2c71f2a335e3a4fc328`, its Esplora URL as RPC URL. */
  readonly network: BitcoinRegtestNetwork
  /** The wallet-standard chain the test wallet signs for: `bitcoin:regtest`. */
  readonly walletChain: 'bitcoin:regtest'
  readonly accounts: readonly BitcoinDevAccount[]
}
