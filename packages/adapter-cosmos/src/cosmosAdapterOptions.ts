// What cosmosAdapter() is given and says it can do, in a file of its own: the adapter and its
// lazily loaded wallet code (cosmosWallet.ts) both read them, and neither imports the other.
import type { CaipNetwork, ChainAdapterCapabilities, SendTransferParameters } from '@latch/core'
import type { CosmosInjectedTarget } from './discovery.js'

export type CosmosAdapterOptions = {
  /** Where wallets inject (`keplr`, `leap`, `cosmostation`); `window` by default. */
  injected?: CosmosInjectedTarget | undefined
  /**
   * Keplr-shaped wallets Latch does not list, by the key they inject at on `window`, with the
   * name the modal shows them under: the site's words, never the page's. They announce key
   * changes as Keplr does (`keplr_keystorechange`).
   *
   * @example
   * cosmosAdapter({ walletNames: { myWallet: 'My Wallet' } }) // window.myWallet
   */
  walletNames?: Readonly<Record<string, string>> | undefined
  /**
   * The network a connection is on when none is asked for (a reconnect after a reload):
   * Cosmos Hub by default.
   */
  defaultNetwork?: CaipNetwork | undefined
  /** CometBFT RPC URLs the site prefers, per CAIP-2 network id; the network's own otherwise. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /**
   * What a transfer's simulated gas is multiplied by for its gas limit: 1.4 by default. A
   * finite number of at least 1, else `cosmosAdapter()` throws a `TypeError`.
   */
  gasMultiplier?: number | undefined
  /**
   * How long `waitForTransaction` waits for the block, in ms: 1 minute by default. A sender's
   * transfer that never lands holds their next one on the network for this long at most. A
   * positive finite number, else `cosmosAdapter()` throws a `TypeError`.
   */
  confirmationTimeoutMs?: number | undefined
  /**
   * How often `waitForTransaction` asks the node for the transaction, in ms: every second by
   * default (CometBFT chains make a block in a few). A positive finite number, else
   * `cosmosAdapter()` throws a `TypeError`. The wait still ends at `confirmationTimeoutMs`
   * whatever the interval: a read that would start at the deadline or later is not made.
   *
   * @example
   * cosmosAdapter({ confirmationPollMs: 3_000 }) // a public node that limits requests
   */
  confirmationPollMs?: number | undefined
}

/** A transfer with what only Cosmos chains carry: a memo, 256 bytes at most. */
export type CosmosSendTransferParameters = SendTransferParameters & {
  memo?: string | undefined
}

/**
 * Keplr-style wallets enable one chain at a time and add a chain they do not know
 * (`experimentalSuggestChain`): switching and adding networks are on. `MsgSend` moves any
 * denom (a token is its denom); no typed data or call batches.
 */
export const cosmosCapabilities = {
  signMessage: true,
  signTypedData: false,
  sendNative: true,
  sendToken: true,
  sendCalls: false,
  switchNetwork: true,
  addNetwork: true,
  estimateTransferFee: true,
} satisfies ChainAdapterCapabilities
