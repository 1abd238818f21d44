import { type ChainAdapter, defineAdapter, isAddress } from '@latch/core'
import { type BitcoinAdapterOptions, bitcoinCapabilities } from './bitcoinAdapterOptions.js'
import type { BitcoinInjectedTarget } from './discovery.js'

const namespace = 'bip122'

/**
 * The bitcoin adapter (bip122): wallets of the Bitcoin Wallet Standard, sats-connect (Xverse,
 * Magic Eden), UniSat and Leather, and WalletConnect sessions, each with its payment and
 * ordinals accounts (payment first by default); mainnet, testnet, signet and regtest as
 * networks where the wallet is on them; balances and transfers through the network's Esplora
 * API (`rpcUrls.default.http[0]`), a transfer being a PSBT the adapter builds, the wallet
 * signs and the adapter broadcasts; BIP-322 message signatures, which SIWX uses too.
 *
 * Only the address's shape is checked here: discovery, the connectors and the wallet code
 * (bitcoinWallet.ts and each protocol's signer) load with `import()` on `preload()` or the
 * first call that needs them, so the connectors are listed from then on (`connectorsChanged`);
 * bitcoinjs-lib with coin selection loads on the first send.
 *
 * @example
 * const latch = createLatch({ networks: bitcoinNetworks, adapters: [bitcoinAdapter()] })
 */
export function bitcoinAdapter(options: BitcoinAdapterOptions = {}): ChainAdapter {
  const { wallets, injected, ...walletOptions } = options
  return defineAdapter({
    namespace,
    capabilities: bitcoinCapabilities,
    // The page needs only the shape (core's rule, which the send form uses too); the bech32
    // and base58 checksums load with the wallet code, which checks them before a transfer.
    isAddress: (address) => isAddress(address, namespace),
    // WalletConnect's Bitcoin RPC, which the session signer speaks.
    walletConnect: {
      methods: ['signMessage', 'sendTransfer', 'getAccountAddresses', 'signPsbt'],
      events: ['bip122_addressesChanged'],
    },
    // Discovery loads with the wallet code, not with the page: Bitcoin wallets are found on
    // `window` and in the Wallet Standard's registry, which keep them for whoever asks later.
    // The module itself, not destructured (see `loadWallet`).
    loadDiscovery: async (connectorsChanged) => {
      const discovery = await import('./discovery.js')
      return discovery.discoverBitcoinWallets(
        wallets ?? discovery.pageWallets(),
        injected ?? (globalThis.window as unknown as BitcoinInjectedTarget | undefined),
        connectorsChanged,
      ).wallets
    },
    // The module itself, not destructured: Vite turns `import().then(({ name }) => …)` into
    // a wrapper of its own in the page's first chunk.
    loadWallet: ({ emit, walletOf }) =>
      import('./bitcoinWallet.js').then((wallet) =>
        wallet.createBitcoinWallet({ walletOf, emit, options: walletOptions }),
      ),
  })
}
