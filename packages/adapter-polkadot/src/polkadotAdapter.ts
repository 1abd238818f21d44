import {
  type CaipNetwork,
  type ChainAdapterCapabilities,
  defineAdapter,
  isAddress,
} from '@latch/core'
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

const namespace = 'polkadot'

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

/**
 * The polkadot adapter: browser extensions of `window.injectedWeb3` (Polkadot{.js}, Talisman,
 * SubWallet, Nova, Enkrypt and any other) with their sr25519, ed25519 and ecdsa accounts,
 * written for the network in use (CAIP-10 `polkadot:<genesis hash prefix>:<SS58 address>`);
 * balances, fees and `balances.transferKeepAlive` transfers through the network's node
 * (@polkadot/api over its WebSocket URL), with the existential deposit checked before the
 * extension is asked; raw-bytes message signatures (`signRaw`), which Sign-In with Substrate
 * uses too.
 *
 * Only the address shape check is here: discovery loads with `import()` on `preload()`, the
 * connected side (with @polkadot/util-crypto) on the first call that needs a wallet, and
 * @polkadot/api on the first read or send.
 *
 * @example
 * const latch = createLatch({ networks: polkadotNetworks, adapters: [polkadotAdapter()] })
 */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}) {
  const { injected, extensionNames, ...walletOptions } = options
  return defineAdapter({
    namespace,
    capabilities: polkadotCapabilities,
    // The page needs only the shape, and core's rule is the one the send form applies; the
    // checksum and the network's prefix are checked with the wallet code before a transfer.
    isAddress: (address) => isAddress(address, namespace),
    // Extensions inject onto `window`, which keeps them for whoever looks later: discovery
    // loads with the wallet code, not with the page. The module is not destructured: Vite
    // turns `const { name } = await import()` into a wrapper of its own in the page's chunk.
    loadDiscovery: async (connectorsChanged) => {
      const discovery = await import('./discovery.js')
      return discovery.discoverPolkadotExtensions(
        injected ?? (globalThis.window as unknown as PolkadotInjectedTarget | undefined),
        connectorsChanged,
        extensionNames,
      ).wallets
    },
    // The connected side brings @polkadot/util-crypto (its wasm too): about 190 KB gzip and
    // 2 MB of heap on every page whose modal opens, for the few visitors with a Polkadot
    // extension. It loads with the first connect instead.
    preloadWallet: false,
    loadWallet: ({ emit, walletOf }) =>
      import('./polkadotWallet.js').then((wallet) =>
        wallet.createPolkadotWallet({ walletOf, emit, options: walletOptions }),
      ),
  })
}
