import type { CreateBitcoinTestWalletParameters } from './bitcoin/createBitcoinTestWallet.js'
import type { CreateCosmosTestWalletParameters } from './cosmos/createCosmosTestWallet.js'
import type { CreateSolanaTestWalletParameters } from './createSolanaTestWallet.js'
import type { CreateTestWalletParameters } from './createTestWallet.js'
import type { CreatePolkadotTestWalletParameters } from './polkadot/createPolkadotTestWallet.js'

/**
 * Which wallets a page gets, and each one's keys and chains: the wallets' own parameters,
 * all plain data (they cross into the page as JSON). In the page, each wallet remembers the
 * sites it granted in the page's `localStorage`, as an extension remembers them across reloads.
 */
export type TestWalletSettings = {
  /** An EIP-1193 wallet announced the EIP-6963 way. */
  readonly evm?: Omit<CreateTestWalletParameters, 'rememberSite'> & {
    readonly name?: string
    readonly rdns?: string
  }
  /** A Wallet Standard wallet with the `solana:` features. */
  readonly solana?: Omit<CreateSolanaTestWalletParameters, 'rememberSite' | 'icon'>
  /** A Wallet Standard wallet with the `bitcoin:` features. */
  readonly bitcoin?: Omit<CreateBitcoinTestWalletParameters, 'rememberSite' | 'icon'>
  /** A Substrate extension of `window.injectedWeb3`, under `key` (`latch-test-wallet`). */
  readonly polkadot?: Omit<CreatePolkadotTestWalletParameters, 'rememberSite'> & {
    readonly key?: string
  }
  /** A Keplr-style wallet at `window[key]` (`keplr`). */
  readonly cosmos?: Omit<CreateCosmosTestWalletParameters, 'rememberSite'> & {
    readonly key?: string
  }
}

export type TestWalletNamespace = keyof TestWalletSettings

export const testWalletNamespaces: readonly TestWalletNamespace[] = [
  'evm',
  'solana',
  'bitcoin',
  'polkadot',
  'cosmos',
]
