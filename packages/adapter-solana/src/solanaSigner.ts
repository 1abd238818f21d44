import type { CaipNetwork, CaipNetworkId } from '@latch/core'
import type { SolanaSendOptions } from './solanaRequestOptions.js'

/** What a connected wallet reports on its own. */
export type SolanaSignerEvents = {
  accountsChanged(addresses: readonly string[]): void
  /** The wallet itself moved to another cluster (the embedded wallet can). */
  networkChanged(caipNetworkId: CaipNetworkId): void
  /** The wallet ended the session. */
  disconnected(): void
}

/**
 * One connected wallet as the solana adapter uses it, whatever it is: a wallet-standard wallet
 * (`walletStandardSigner.ts`) or the embedded wallet of email and social login
 * (`authSigner.ts`). The adapter keeps the cluster, builds transactions and reads the chain;
 * the signer signs (and sends, when it can).
 */
export type SolanaSigner = {
  /** The connected accounts' addresses (base58); the first signs requests that name none. */
  readonly accounts: readonly string[]
  /** The cluster it connected on, when it names one the adapter knows. */
  readonly network: CaipNetwork | undefined
  /**
   * Rejects a cluster it does not sign for with "<cluster> is not supported on <wallet>",
   * caused by code 4902 (EIP-3326's "unrecognized chain"), which Latch reports as "Chain is not
   * supported".
   */
  assertSignsFor(network: CaipNetwork): void
  /** `0` when it signs versioned transactions, `legacy` otherwise. */
  readonly transactionVersion: 'legacy' | 0
  /** The base58 ed25519 signature of `message` by `address`. */
  signMessage(address: string, message: Uint8Array): Promise<string>
  /** The wire transactions signed by `address`, for `network` when given. */
  signTransactions(
    address: string,
    transactions: readonly Uint8Array[],
    network: CaipNetwork | undefined,
  ): Promise<Uint8Array[]>
  /**
   * Signs and sends on `network`; resolves with the base58 signature. Absent when the wallet
   * only signs: the adapter then sends through the cluster itself.
   */
  signAndSendTransaction?(
    address: string,
    transaction: Uint8Array,
    network: CaipNetwork,
    options: SolanaSendOptions,
  ): Promise<string>
  /** Moves a wallet that keeps a current cluster; wallet-standard wallets keep none. */
  switchNetwork?(network: CaipNetwork): Promise<void>
  /** Ends the session (forgets the site, or signs out). */
  disconnect(): Promise<void>
  /** Stops reporting its events. */
  detach(): void
}
