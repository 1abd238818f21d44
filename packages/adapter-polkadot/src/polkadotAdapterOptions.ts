// What polkadotAdapter() is given and says it can do, in a file of its own: the adapter and its
// lazily loaded wallet code (polkadotWallet.ts) both read them, and neither imports the other.
import type { CaipNetwork, ChainAdapterCapabilities } from '@latch/core'
import type { PolkadotInjectedTarget } from './discovery.js'

export type PolkadotAdapterOptions = {
  /**
   * Where extensions inject (`injectedWeb3`); `window` by default, none outside a browser.
   */
  injected?: PolkadotInjectedTarget | undefined
  /**
   * Names of extensions the site knows by their `injectedWeb3` key, beyond Latch's list (its
   * own extension, a test wallet): `{ 'latch-test-wallet': 'Latch Polkadot Test Wallet' }`.
   * Plain text from the site's code; a key without a name is listed as the key.
   */
  extensionNames?: Readonly<Record<string, string>> | undefined
  /**
   * The name the extensions show the visitor when the site asks for its accounts
   * (`enable(appName)`): the site's name from its metadata, else the page's title.
   */
  appName?: string | undefined
  /**
   * The network a connection is on when none is asked for (a reconnect after a reload):
   * Polkadot by default. The accounts are written with its SS58 prefix.
   */
  defaultNetwork?: CaipNetwork | undefined
  /** WebSocket URLs the site prefers, per CAIP-2 network id; the network's own otherwise. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /**
   * When `waitForTransaction` resolves: once the transaction's block is final (`finalized`,
   * the default: about 12 to 30 s on Polkadot, and no block before it can be dropped), or as
   * soon as it is in a block (`inBlock`). A failed transaction rejects from its block.
   */
  confirmation?: 'inBlock' | 'finalized' | undefined
  /** How long `waitForTransaction` waits, in ms: 2 minutes by default. */
  confirmationTimeoutMs?: number
}

/**
 * Extensions are not on a chain: the adapter switches networks itself, writing the same keys
 * with the new network's SS58 prefix, so `switchNetwork` is on and there is nothing to add.
 * Native transfers only (assets by id are planned); no typed data or call batches.
 */
export const polkadotCapabilities = {
  signMessage: true,
  signTypedData: false,
  sendNative: true,
  sendToken: false,
  sendCalls: false,
  switchNetwork: true,
  addNetwork: false,
  estimateTransferFee: true,
} satisfies ChainAdapterCapabilities
