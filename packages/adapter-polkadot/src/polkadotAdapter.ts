import { defineAdapter, isAddress } from '@latch/core'
import type { PolkadotInjectedTarget } from './discovery.js'
import { type PolkadotAdapterOptions, polkadotCapabilities } from './polkadotAdapterOptions.js'

const namespace = 'polkadot'

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
