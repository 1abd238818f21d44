// What solanaAdapter() is given and says it can do, in a file of its own: the adapter and its
// lazily loaded wallet code (solanaWallet.ts) both read them, and neither imports the other.
import type { ChainAdapterCapabilities } from '@latch/core'
import type { SolanaWalletRegistry } from './discovery.js'

/** An SPL token the site knows: mints carry no symbol on chain. */
export type SolanaTokenInfo = { address: string; symbol: string }

export type SolanaAdapterOptions = {
  /** Where wallets register (wallet-standard); by default the page's registry, core's handshake with its wallets. */
  wallets?: SolanaWalletRegistry | undefined
  /** RPC URLs the site prefers, per CAIP-2 network id; the network's own URL otherwise. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /** Symbols of the SPL tokens the site shows; others show a shortened mint address. */
  tokens?: readonly SolanaTokenInfo[]
  /** How often `waitForTransaction` asks the cluster, in ms; about one slot by default. */
  confirmationPollMs?: number
  /** How long `waitForTransaction` waits: a blockhash expires after about 150 slots. */
  confirmationTimeoutMs?: number
}

/**
 * Solana has no typed data or call batches, and its wallets no network to add: the clusters
 * are known, and the adapter itself switches among them.
 */
export const solanaCapabilities = {
  signMessage: true,
  signTypedData: false,
  sendNative: true,
  sendToken: true,
  sendCalls: false,
  switchNetwork: true,
  addNetwork: false,
  estimateTransferFee: false,
} satisfies ChainAdapterCapabilities
