import {
  type AdapterEvent,
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAME,
  type AuthProvider,
  type ChainAdapter,
  type Connector,
  isAddress,
} from '@latch/core'
import { getWallets } from '@wallet-standard/app'
import { discoverSolanaWallets, type SolanaWalletRegistry } from './discovery.js'
import type { SolanaWallet } from './solanaWallet.js'

/** An SPL token the site knows: mints carry no symbol on chain. */
export type SolanaTokenInfo = { address: string; symbol: string }

export type SolanaAdapterOptions = {
  /** Where wallets register (wallet-standard); `getWallets()` of `@wallet-standard/app` by default. */
  wallets?: SolanaWalletRegistry | undefined
  /** RPC URLs the site prefers, per CAIP-2 network id; the network's own URL otherwise. */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /** Symbols of the SPL tokens the site shows; others show a shortened mint address. */
  tokens?: readonly SolanaTokenInfo[]
  /** How often `waitForTransaction` asks the cluster, in ms; about one slot by default. */
  confirmationPollMs?: number
  /** How long `waitForTransaction` waits: a blockhash expires after about 150 slots. */
  confirmationTimeoutMs?: number
}

const namespace = 'solana'

/**
 * The solana adapter: wallet-standard wallets (connect, silent reconnect, disconnect, account
 * changes) and, when core offers it, the embedded wallet of email and social login as the AUTH
 * connector (`addAuthProvider`); the three clusters as networks (switched by the adapter,
 * among those the wallet signs for; the embedded wallet moves with it); SOL and SPL balances
 * and transfers, message signatures, and the SPEC.md §3 signing requests through `request()`.
 *
 * What a page needs before a wallet is used (wallet-standard discovery, the connectors, the
 * AUTH connector) is here; the rest (solanaWallet.ts, with the @solana/kit codecs and the
 * request schemas) loads with `import()` on `preload()`, which the client calls as it loads its
 * machines, or on the first call that needs it. The cluster reads and the transaction builder
 * (the rest of @solana/kit) load on the first read or send.
 *
 * @example
 * const solana = solanaAdapter({ tokens: [{ address: usdcMint, symbol: 'USDC' }] })
 * const latch = createLatch({ networks: solanaNetworks, adapters: [solana] })
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): ChainAdapter {
  const { wallets, ...walletOptions } = options
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const discovery = discoverSolanaWallets(wallets ?? getWallets(), () =>
    emit({ type: 'connectorsChanged', connectors: getConnectors() }),
  )
  // The embedded wallet (email and social login), when core offers one.
  let auth: { provider: AuthProvider; connector: Connector } | undefined
  const getConnectors = () => [
    ...discovery.wallets().map((found) => found.connector),
    ...(auth ? [auth.connector] : []),
  ]

  let loading: Promise<SolanaWallet> | undefined
  function wallet(): Promise<SolanaWallet> {
    loading ??= import('./solanaWallet.js').then(
      ({ createSolanaWallet }) =>
        createSolanaWallet({
          walletFor: discovery.wallet,
          authFor: (connectorId) =>
            auth && connectorId === auth.connector.id ? auth.provider : undefined,
          emit,
          options: walletOptions,
        }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  /** The connected side's `name`, called once it has loaded. */
  function later<Name extends keyof SolanaWallet>(name: Name): SolanaWallet[Name] {
    return (async (...args: unknown[]) => {
      const method = (await wallet())[name] as (...values: unknown[]) => Promise<unknown>
      return method(...args)
    }) as SolanaWallet[Name]
  }

  return {
    namespace,
    capabilities: {
      signMessage: true,
      signTypedData: false,
      sendNative: true,
      sendToken: true,
      sendCalls: false,
      switchNetwork: true,
      addNetwork: false,
    },
    getConnectors,
    preload: async () => {
      await wallet()
    },
    connect: later('connect'),
    reconnect: later('reconnect'),
    disconnect: later('disconnect'),
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    switchNetwork: later('switchNetwork'),
    getBalance: later('getBalance'),
    signMessage: later('signMessage'),
    sendTransfer: later('sendTransfer'),
    waitForTransaction: later('waitForTransaction'),
    isAddress: (address) => isAddress(address, namespace),
    request: later('request'),
    addAuthProvider(provider) {
      const entry = {
        provider,
        connector: {
          id: AUTH_CONNECTOR_ID,
          name: AUTH_CONNECTOR_NAME,
          type: 'AUTH',
          chain: namespace,
        } satisfies Connector,
      }
      auth = entry
      emit({ type: 'connectorsChanged', connectors: getConnectors() })
      return () => {
        if (auth !== entry) return
        auth = undefined
        emit({ type: 'connectorsChanged', connectors: getConnectors() })
      }
    },
  }
}
