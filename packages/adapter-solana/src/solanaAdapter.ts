import { type ChainAdapter, defineAdapter, isAddress } from '@latch/core'
import { type SolanaAdapterOptions, solanaCapabilities } from './solanaAdapterOptions.js'

const namespace = 'solana'

/**
 * The solana adapter: wallet-standard wallets (connect, silent reconnect, disconnect, account
 * changes) and, when core offers it, the embedded wallet of email and social login as the AUTH
 * connector (`addAuthProvider`); the three clusters as networks (switched by the adapter,
 * among those the wallet signs for; the embedded wallet moves with it); SOL and SPL balances
 * and transfers, message signatures, and the SPEC.md §3 signing requests through `request()`.
 *
 * What a page needs before a wallet is used (the AUTH connector) is here; the rest
 * (wallet-standard discovery, and solanaWallet.ts with the @solana/kit codecs) loads with `import()` on `preload()`, which the client calls as it loads its
 * machines, or on the first call that needs it: the wallets are listed from then on. The cluster reads and the transaction builder
 * (the rest of @solana/kit) load on the first read or send, the request schemas (zod) on the
 * first signing request.
 *
 * @example
 * const solana = solanaAdapter({ tokens: [{ address: usdcMint, symbol: 'USDC' }] })
 * const latch = createLatch({ networks: solanaNetworks, adapters: [solana] })
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const { wallets, ...walletOptions } = options
  return defineAdapter({
    namespace,
    capabilities: solanaCapabilities,
    isAddress: (address) => isAddress(address, namespace),
    embeddedWallet: true,
    // A WalletConnect session is signed through like the embedded wallet: the solana_* methods.
    walletConnect: {
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ],
      events: [],
    },
    // Discovery loads with the wallet code, not with the page: the Wallet Standard's registry
    // keeps the wallets that registered for whoever asks later.
    // The module itself, not destructured (see `loadWallet`).
    loadDiscovery: async (connectorsChanged) => {
      const discovery = await import('./discovery.js')
      return discovery.discoverSolanaWallets(wallets ?? discovery.pageWallets(), connectorsChanged)
        .wallets
    },
    // The module itself, not destructured: Vite turns `import().then(({ name }) => …)` into
    // a wrapper of its own in the page's first chunk.
    loadWallet: ({ emit, walletOf }) =>
      import('./solanaWallet.js').then((wallet) =>
        wallet.createSolanaWallet({ walletOf, emit, options: walletOptions }),
      ),
  })
}
