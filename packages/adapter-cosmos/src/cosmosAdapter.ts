import {
  type CaipNetwork,
  type ChainAdapterCapabilities,
  defineAdapter,
  isAddress,
  type SendTransferParameters,
  type TransferFee,
} from '@latch/core'
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

const namespace = 'cosmos'

/** The adapter's transfer methods, which take a memo (the wallet code reads it). */
type CosmosTransferMethods<Adapter> = Omit<Adapter, 'sendTransfer' | 'estimateTransferFee'> & {
  sendTransfer(parameters: CosmosSendTransferParameters): Promise<string>
  estimateTransferFee(
    parameters: Omit<CosmosSendTransferParameters, 'feeSpeed'>,
  ): Promise<readonly TransferFee[]>
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

/**
 * The cosmos adapter: Keplr-style wallets (Keplr, Leap, Cosmostation) with the account of
 * the network in use (CAIP-10 `cosmos:<chain id>:<bech32 address>`); balances by denom,
 * `MsgSend` transfers with a fee from their simulation, through the network's CometBFT RPC
 * (cosmjs over `rpcUrls.default.http[0]`), signed by the wallet, direct or amino; ADR-036
 * message signatures (`signArbitrary`), which Sign-In with Cosmos uses too.
 *
 * Only the address shape check is here: discovery loads with `import()` on `preload()`, and the
 * connected side with cosmjs on the first call that needs a wallet or the chain.
 *
 * @throws {TypeError} for a `confirmationPollMs` or `confirmationTimeoutMs` that is not a
 * positive finite number, or a `gasMultiplier` that is not a finite number of at least 1.
 * @example
 * const latch = createLatch({ networks: cosmosNetworks, adapters: [cosmosAdapter()] })
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}) {
  // Checked here, as the site sets it up, rather than met at the first send: a poll of zero or
  // NaN would ask without pause, a NaN timeout would give up after the first read, and a
  // multiplier under 1 would ask for less gas than the simulation used (out of gas).
  checkNumberOption(
    'confirmationPollMs',
    options.confirmationPollMs,
    'a positive finite number of ms',
    (ms) => ms > 0,
  )
  checkNumberOption(
    'confirmationTimeoutMs',
    options.confirmationTimeoutMs,
    'a positive finite number of ms',
    (ms) => ms > 0,
  )
  checkNumberOption(
    'gasMultiplier',
    options.gasMultiplier,
    'a finite number of at least 1',
    (factor) => factor >= 1,
  )
  const { injected, walletNames, ...walletOptions } = options
  const target = () =>
    injected ?? (globalThis.window as unknown as CosmosInjectedTarget | undefined)
  const adapter = defineAdapter({
    namespace,
    capabilities: cosmosCapabilities,
    // The page needs only the shape, and core's rule is the one the send form applies; the
    // checksum and the network's prefix are checked with the wallet code before a transfer.
    isAddress: (address) => isAddress(address, namespace),
    // Wallets inject onto `window`, which keeps them for whoever looks later: discovery loads
    // with the wallet code, not with the page.
    loadDiscovery: async (connectorsChanged) =>
      (await import('./discovery.js')).discoverCosmosWallets(
        target(),
        connectorsChanged,
        walletNames,
      ).wallets,
    // The connected side brings cosmjs (protobuf types, secp256k1): heavy, for the few
    // visitors with a Cosmos wallet. It loads with the first connect, not as the modal opens.
    preloadWallet: false,
    loadWallet: async ({ emit, walletOf }) =>
      (await import('./cosmosWallet.js')).createCosmosWallet({
        walletOf,
        emit,
        events: target(),
        options: walletOptions,
      }),
  })
  return adapter as CosmosTransferMethods<typeof adapter>
}

/** Throws the site's `TypeError` for an option given but not finite or not `fits`. */
function checkNumberOption(
  name: string,
  value: number | undefined,
  expected: string,
  fits: (value: number) => boolean,
): void {
  if (value === undefined || (Number.isFinite(value) && fits(value))) return
  throw new TypeError(`cosmosAdapter: ${name} must be ${expected}, not ${value}`)
}
