import { type ChainAdapter, type Connector, defineAdapter } from '@latch/core'
import { isSafeImageUrl } from '@latch/core/internal'
import { type DiscoveryTarget, discoverWallets } from './discovery.js'
import { type EvmAdapterOptions, evmCapabilities } from './evmAdapterOptions.js'
import { isHexAddress } from './hexAddress.js'

const namespace = 'eip155'

/**
 * The eip155 adapter: EIP-6963 and injected wallets, EIP-1193 events, chain switching and
 * adding, native and ERC-20 balances and transfers, EIP-191 and EIP-712 signatures and
 * EIP-5792 calls, over viem.
 *
 * What a page needs before a wallet is used (discovery, the connectors, their events) is here;
 * the rest (evmWallet.ts) loads with `import()` on `preload()`, which the client calls as it
 * loads its machines, or on the first call that needs it.
 *
 * @example
 * const evm = evmAdapter()
 * const latch = createLatch({ networks: [mainnet], adapters: [evm] })
 */
export function evmAdapter(options: EvmAdapterOptions = {}): ChainAdapter {
  const target = options.target ?? (globalThis as { window?: DiscoveryTarget }).window ?? undefined
  return defineAdapter({
    namespace,
    capabilities: evmCapabilities,
    isAddress: isHexAddress,
    // The embedded wallet's provider is an EIP-1193 provider like any other, and so is a
    // WalletConnect session's: the wallet code asks it what it asks any wallet.
    embeddedWallet: true,
    walletConnect: {
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
        'wallet_addEthereumChain',
        'wallet_sendCalls',
      ],
      events: ['accountsChanged', 'chainChanged'],
    },
    discover(connectorsChanged) {
      const discovery = discoverWallets(target, connectorsChanged)
      const external = (options.providers ?? []).map(({ id, name, icon, provider }) => ({
        wallet: provider,
        connector: {
          id,
          name,
          type: 'EXTERNAL',
          chain: namespace,
          ...(icon && isSafeImageUrl(icon) ? { imageUrl: icon } : {}),
        } satisfies Connector,
      }))
      // A provider the site brings itself takes the place of a discovered wallet of its id.
      const isExternal = (id: string) => external.some(({ connector }) => connector.id === id)
      return () => [
        ...discovery.wallets().filter(({ connector }) => !isExternal(connector.id)),
        ...external,
      ]
    },
    // The module itself, not destructured: Vite turns `import().then(({ name }) => …)` into
    // a wrapper of its own in the page's first chunk.
    loadWallet: ({ emit, walletOf }) =>
      import('./evmWallet.js').then((wallet) =>
        wallet.createEvmWallet({
          providerFor: (connectorId) => walletOf(connectorId).wallet,
          emit,
          reads: options,
        }),
      ),
  })
}
