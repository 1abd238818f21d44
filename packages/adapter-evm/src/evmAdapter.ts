import {
  AdapterError,
  type AdapterEvent,
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAME,
  type AuthProvider,
  type CaipNetwork,
  type ChainAdapter,
  type Connector,
  isSafeImageUrl,
} from '@latch/core'
import type { Transport } from 'viem'
import { type DiscoveryTarget, discoverWallets } from './discovery.js'
import type { Eip1193Provider } from './eip1193.js'
import type { EvmWallet } from './evmWallet.js'
import { isHexAddress } from './hexAddress.js'
import type { CreateFallbackTransportParameters } from './transport/createFallbackTransport.js'

export type ExternalProvider = {
  id: string
  name: string
  icon?: string
  provider: Eip1193Provider
}

export type EvmAdapterOptions = {
  /** Where wallets announce themselves (EIP-6963) and `ethereum` lives: `window` by default. */
  target?: DiscoveryTarget | undefined
  /** Providers the site brings itself, offered as EXTERNAL connectors. */
  providers?: readonly ExternalProvider[]
  /** RPC URLs the site prefers, per CAIP-2 network id; tried first (SPEC.md §7). */
  customRpcUrls?: Readonly<Record<string, readonly string[]>>
  /** The RPC service (`{rpc host}/v1/?chainId=…&projectId=…`), when the site has one. */
  rpcService?: CreateFallbackTransportParameters['rpcService']
  /** How reads reach a network; by default the ranked fallback over its RPC URLs. */
  transport?: (network: CaipNetwork) => Transport
}

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
  const listeners = new Set<(event: AdapterEvent) => void>()
  const emit = (event: AdapterEvent) => {
    for (const listener of listeners) listener(event)
  }
  const discovery = discoverWallets(target, () =>
    emit({ type: 'connectorsChanged', connectors: getConnectors() }),
  )
  const external = (options.providers ?? []).map(({ id, name, icon, provider }) => ({
    provider,
    connector: {
      id,
      name,
      type: 'EXTERNAL',
      chain: namespace,
      ...(icon && isSafeImageUrl(icon) ? { imageUrl: icon } : {}),
    } satisfies Connector,
  }))

  // The embedded wallet (email and social login), when core offers one: a provider like any.
  let auth: { provider: Eip1193Provider; connector: Connector } | undefined

  function getConnectors(): Connector[] {
    return [...discovery.wallets(), ...external, ...(auth ? [auth] : [])].map(
      (wallet) => wallet.connector,
    )
  }

  function providerFor(connectorId: string): Eip1193Provider {
    const provider =
      external.find((wallet) => wallet.connector.id === connectorId)?.provider ??
      (connectorId === auth?.connector.id ? auth.provider : undefined) ??
      discovery.provider(connectorId)
    if (!provider) throw new AdapterError('CONNECTOR_NOT_FOUND', { values: { connectorId } })
    return provider
  }

  let loading: Promise<EvmWallet> | undefined
  function wallet(): Promise<EvmWallet> {
    loading ??= import('./evmWallet.js').then(
      ({ createEvmWallet }) => createEvmWallet({ providerFor, emit, reads: options }),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    )
    return loading
  }
  /** The connected side's `name`, called once it has loaded. */
  function later<Name extends keyof EvmWallet>(name: Name): EvmWallet[Name] {
    return (async (...args: unknown[]) => {
      const method = (await wallet())[name] as (...values: unknown[]) => Promise<unknown>
      return method(...args)
    }) as EvmWallet[Name]
  }

  return {
    namespace,
    capabilities: {
      signMessage: true,
      signTypedData: true,
      sendNative: true,
      sendToken: true,
      sendCalls: true,
      switchNetwork: true,
      addNetwork: true,
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
    addNetwork: later('addNetwork'),
    getBalance: later('getBalance'),
    signMessage: later('signMessage'),
    signTypedData: later('signTypedData'),
    sendTransfer: later('sendTransfer'),
    waitForTransaction: later('waitForTransaction'),
    sendCalls: later('sendCalls'),
    addAuthProvider(provider: AuthProvider) {
      const entry = {
        provider,
        connector: {
          id: AUTH_CONNECTOR_ID,
          name: AUTH_CONNECTOR_NAME,
          type: 'AUTH',
          chain: namespace,
        },
      } satisfies { provider: Eip1193Provider; connector: Connector }
      auth = entry
      emit({ type: 'connectorsChanged', connectors: getConnectors() })
      return () => {
        if (auth !== entry) return
        auth = undefined
        emit({ type: 'connectorsChanged', connectors: getConnectors() })
      }
    },
    isAddress: isHexAddress,
    request: later('request'),
  }
}
