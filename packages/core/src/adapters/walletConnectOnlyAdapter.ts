import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import { isAddress } from '../validation/address.js'
import type { ChainAdapter } from './chainAdapter.js'
import { type AdapterConnector, defineAdapter } from './defineAdapter.js'

/**
 * What a wallet is asked for, per namespace, in the session of a site without adapters: the
 * methods a site calls through `request()` (SPEC.md §7 "Wallet-protocol session methods"),
 * and the events that move the account or network.
 */
const proposals: Record<ChainNamespace, { methods: readonly string[]; events: readonly string[] }> =
  {
    eip155: {
      methods: [
        'personal_sign',
        'eth_signTypedData_v4',
        'eth_sendTransaction',
        'wallet_switchEthereumChain',
      ],
      events: ['accountsChanged', 'chainChanged'],
    },
    solana: {
      methods: [
        'solana_signMessage',
        'solana_signTransaction',
        'solana_signAllTransactions',
        'solana_signAndSendTransaction',
      ],
      events: [],
    },
    bip122: { methods: ['signMessage', 'sendTransfer', 'signPsbt'], events: [] },
    polkadot: { methods: ['polkadot_signMessage', 'polkadot_signTransaction'], events: [] },
    cosmos: {
      methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
      events: [],
    },
  }

/** The adapters of a site without its own, to tell them from a site's (see `hasSiteAdapters`). */
const walletConnectOnly = new WeakSet<ChainAdapter>()

/**
 * A namespace's adapter that connects only through WalletConnect, for a site that configures
 * WalletConnect and no adapter (SPEC.md §2: the modal then opens on WalletConnect): the
 * session's account and network, following the wallet's changes, switching among the networks
 * the session approved, `personal_sign` on eip155, and the site's own requests through
 * `request()`. It reads nothing from a chain: balances and transfers are not supported
 * (`AdapterError('NOT_SUPPORTED')`); a site that wants them adds the namespace's adapter.
 *
 * @example
 * const adapters = walletConnectOnlyAdapters(config.networks)
 */
export function walletConnectOnlyAdapter(namespace: ChainNamespace): ChainAdapter {
  const adapter = defineAdapter({
    namespace,
    capabilities: {
      signMessage: namespace === 'eip155',
      signTypedData: false,
      sendNative: false,
      sendToken: false,
      sendCalls: false,
      switchNetwork: true,
      addNetwork: false,
      estimateTransferFee: false,
    },
    isAddress: (address) => isAddress(address, namespace),
    walletConnect: proposals[namespace],
    // No wallet of its own to find: the session's provider is its one connector.
    discover: () => (): readonly AdapterConnector<never>[] => [],
    loadWallet: ({ emit, walletOf }) =>
      import('./walletConnectOnlyWallet.js').then((wallet) =>
        wallet.createWalletConnectOnlyWallet({ namespace, emit, walletOf }),
      ),
  })
  walletConnectOnly.add(adapter)
  return adapter
}

/** One {@link walletConnectOnlyAdapter} per namespace of the site's networks. */
export function walletConnectOnlyAdapters(networks: readonly CaipNetwork[]): ChainAdapter[] {
  const namespaces = new Set(networks.map((network) => network.chainNamespace))
  return [...namespaces].map(walletConnectOnlyAdapter)
}

/** Whether the site gave adapters of its own (not only {@link walletConnectOnlyAdapter}s). */
export function hasSiteAdapters(adapters: readonly ChainAdapter[]): boolean {
  return adapters.some((adapter) => !walletConnectOnly.has(adapter))
}

/**
 * The site's configuration, with a {@link walletConnectOnlyAdapter} per namespace of its
 * networks when it configures WalletConnect and no adapter: WalletConnect then works on its
 * own, as SPEC.md §2 opens the modal on it.
 */
export function withWalletConnectOnlyAdapters<
  Config extends {
    adapters?: readonly ChainAdapter[]
    networks: readonly CaipNetwork[]
    walletConnect?: unknown
  },
>(config: Config): Config {
  if ((config.adapters ?? []).length > 0 || config.walletConnect === undefined) return config
  return { ...config, adapters: walletConnectOnlyAdapters(config.networks) }
}
