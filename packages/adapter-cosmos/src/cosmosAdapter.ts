import { defineAdapter, isAddress, type TransferFee } from '@latch/core'
import {
  type CosmosAdapterOptions,
  type CosmosSendTransferParameters,
  cosmosCapabilities,
} from './cosmosAdapterOptions.js'
import type { CosmosInjectedTarget } from './discovery.js'

const namespace = 'cosmos'

/** The adapter's transfer methods, which take a memo (the wallet code reads it). */
type CosmosTransferMethods<Adapter> = Omit<Adapter, 'sendTransfer' | 'estimateTransferFee'> & {
  sendTransfer(parameters: CosmosSendTransferParameters): Promise<string>
  estimateTransferFee(
    parameters: Omit<CosmosSendTransferParameters, 'feeSpeed'>,
  ): Promise<readonly TransferFee[]>
}

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
