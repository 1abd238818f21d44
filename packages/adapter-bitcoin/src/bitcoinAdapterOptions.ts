// What bitcoinAdapter() is given and says it can do, in a file of its own: the adapter and its
// lazily loaded wallet code (bitcoinWallet.ts) both read them, and neither imports the other.
import type { ChainAdapterCapabilities } from '@latch/core'
import type { BitcoinInjectedTarget, BitcoinWalletRegistry } from './discovery.js'
import type { PreferredAccountType } from './signerSupport.js'

export type BitcoinAdapterOptions = {
  /** Where wallets register (Wallet Standard); by default the page's registry, core's handshake with its wallets. */
  wallets?: BitcoinWalletRegistry | undefined
  /**
   * Where injected providers live (`btc_providers`, `XverseProviders`, `unisat`,
   * `LeatherProvider`); `window` by default, none outside a browser.
   */
  injected?: BitcoinInjectedTarget | undefined
  /** Which account a connection lists first: `payment` by default (SPEC.md §6). */
  preferredAccountType?: PreferredAccountType
  /** Esplora URLs the site prefers, per CAIP-2 network id; the network's own URL otherwise. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /** A fee rate in sat/vB for every transfer; estimated by the network's Esplora otherwise. */
  feeRate?: number
  /** The confirmation target of the estimate, in blocks: 3 by default. */
  confirmationTarget?: number
  /** How often `waitForTransaction` asks for the status, in ms: 10 s by default. */
  confirmationPollMs?: number
  /** How long `waitForTransaction` waits, in ms: an hour (six blocks) by default. */
  confirmationTimeoutMs?: number
}

/**
 * Bitcoin moves only its own coin (no tokens), has no typed data or call batches, and wallets
 * know their chains: there is none to add.
 */
export const bitcoinCapabilities = {
  signMessage: true,
  signTypedData: false,
  sendNative: true,
  sendToken: false,
  sendCalls: false,
  switchNetwork: true,
  addNetwork: false,
  estimateTransferFee: true,
} satisfies ChainAdapterCapabilities
