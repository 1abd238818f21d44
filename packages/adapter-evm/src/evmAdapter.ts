import {
  AdapterError,
  type AdapterEvent,
  AUTH_CONNECTOR_ID,
  AUTH_CONNECTOR_NAME,
  type AuthProvider,
  type CaipNetwork,
  type ChainAdapter,
  type Connection,
  type Connector,
  isSafeImageUrl,
} from '@latch/core'
import type { Transport } from 'viem'
import { addEthereumChainParameter } from './addEthereumChain.js'
import { type DiscoveryTarget, discoverWallets } from './discovery.js'
import type { Eip1193Provider } from './eip1193.js'
import type { EvmReads } from './evmReads.js'
import { encodeErc20Transfer, isHexAddress, numberToHex, utf8ToHex } from './hex.js'
import { assertSendCalls } from './sendCalls.js'
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

function caipNetworkIdOf(chainId: unknown): `eip155:${number}` {
  return `eip155:${Number(chainId)}`
}

function isSessionProvider(
  provider: Eip1193Provider,
): provider is Eip1193Provider & { disconnect(): Promise<void> } {
  return typeof (provider as { disconnect?: unknown }).disconnect === 'function'
}

function accountsOf(result: unknown): string[] {
  return Array.isArray(result)
    ? result.filter((value): value is string => typeof value === 'string')
    : []
}

/**
 * The eip155 adapter: EIP-6963 and injected wallets, EIP-1193 events, chain switching and
 * adding, native and ERC-20 balances and transfers, EIP-191 and EIP-712 signatures and
 * EIP-5792 calls, over viem.
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

  // The connected wallet, and the listeners attached to it.
  let active: { connectorId: string; provider: Eip1193Provider; detach: () => void } | undefined

  function activeProvider(): Eip1193Provider {
    if (!active) throw new AdapterError('NOT_CONNECTED')
    return active.provider
  }

  function attach(connectorId: string, provider: Eip1193Provider) {
    active?.detach()
    const onAccounts = (accounts: string[]) =>
      emit({
        type: 'accountsChanged',
        connectorId,
        accounts: accounts.map((address) => ({ address, type: 'eoa' })),
      })
    const onChain = (chainId: string) =>
      emit({ type: 'networkChanged', connectorId, caipNetworkId: caipNetworkIdOf(chainId) })
    const onDisconnect = () => emit({ type: 'disconnected', connectorId })
    provider.on('accountsChanged', onAccounts)
    provider.on('chainChanged', onChain)
    provider.on('disconnect', onDisconnect)
    active = {
      connectorId,
      provider,
      detach: () => {
        provider.removeListener('accountsChanged', onAccounts)
        provider.removeListener('chainChanged', onChain)
        provider.removeListener('disconnect', onDisconnect)
      },
    }
  }

  async function connection(connectorId: string, provider: Eip1193Provider, method: string) {
    const accounts = accountsOf(await provider.request({ method }))
    if (accounts.length === 0) throw new AdapterError('NOT_CONNECTED')
    const chainId = await provider.request({ method: 'eth_chainId' })
    attach(connectorId, provider)
    return {
      connectorId,
      accounts: accounts.map((address) => ({ address, type: 'eoa' as const })),
      network: caipNetworkIdOf(chainId),
    } satisfies Connection
  }

  // viem, for reads, loads on the first one.
  let reads: Promise<EvmReads> | undefined
  const loadReads = () =>
    (reads ??= import('./evmReads.js').then(({ createEvmReads }) =>
      createEvmReads({
        customRpcUrls: options.customRpcUrls,
        rpcService: options.rpcService,
        transport: options.transport,
      }),
    ))

  async function sendTransaction(transaction: Record<string, string>): Promise<string> {
    const hash = await activeProvider().request({
      method: 'eth_sendTransaction',
      params: [transaction],
    })
    return String(hash)
  }

  const adapter: ChainAdapter = {
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
    connect: async ({ connectorId }) =>
      connection(connectorId, providerFor(connectorId), 'eth_requestAccounts'),
    // `eth_accounts` answers without a prompt: empty means the site must ask again.
    reconnect: async ({ connectorId }) =>
      connection(connectorId, providerFor(connectorId), 'eth_accounts'),
    async disconnect({ connection: ended }) {
      const provider = active?.connectorId === ended.connectorId ? active.provider : undefined
      active?.detach()
      active = undefined
      // A provider with a session of its own (the embedded wallet) ends it; the others forget
      // the site by EIP-2255 where they support it, or keep the grant.
      if (provider && isSessionProvider(provider)) {
        await provider.disconnect()
        return
      }
      await provider
        ?.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
        .catch(() => {})
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async switchNetwork({ network }) {
      await activeProvider().request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(Number(network.id)) }],
      })
    },
    async addNetwork({ network }) {
      const provider = activeProvider()
      await provider.request({
        method: 'wallet_addEthereumChain',
        params: [addEthereumChainParameter(network)],
      })
      // Not every wallet switches after adding.
      await provider.request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: numberToHex(Number(network.id)) }],
      })
    },
    async getBalance({ address, network, token }) {
      if (!isHexAddress(address)) throw new AdapterError('INVALID_ADDRESS')
      const chain = await loadReads()
      if (!token) return chain.nativeBalance(address, network)
      if (!isHexAddress(token.address)) throw new AdapterError('INVALID_ADDRESS')
      return chain.tokenBalance(address, token.address, network)
    },
    async signMessage({ message, address }) {
      const signature = await activeProvider().request({
        method: 'personal_sign',
        params: [utf8ToHex(message), address],
      })
      return String(signature)
    },
    async signTypedData({ address, typedData }) {
      const signature = await activeProvider().request({
        method: 'eth_signTypedData_v4',
        params: [
          address,
          JSON.stringify(typedData, (_, value) =>
            typeof value === 'bigint' ? value.toString() : value,
          ),
        ],
      })
      return String(signature)
    },
    async sendTransfer({ from, to, amount, token }) {
      if (!isHexAddress(to)) throw new AdapterError('INVALID_ADDRESS')
      if (amount <= 0n) throw new AdapterError('INVALID_AMOUNT')
      if (!token) return sendTransaction({ from, to, value: numberToHex(amount) })
      if (!isHexAddress(token.address)) throw new AdapterError('INVALID_ADDRESS')
      const data = encodeErc20Transfer(to, amount)
      return sendTransaction({ from, to: token.address, data })
    },
    async waitForTransaction({ id, network }) {
      const succeeded = await (await loadReads()).receiptSucceeded(id as `0x${string}`, network)
      if (!succeeded) throw new AdapterError('TRANSACTION_FAILED', { values: { id } })
    },
    async sendCalls({ from, network, calls }) {
      assertSendCalls(calls)
      const result = await activeProvider().request({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            chainId: numberToHex(Number(network.id)),
            from,
            atomicRequired: false,
            calls: calls.map(({ to, data, value }) => ({
              to,
              ...(data ? { data } : {}),
              ...(value !== undefined ? { value: numberToHex(value) } : {}),
            })),
          },
        ],
      })
      // EIP-5792 v2 answers `{ id }`; earlier wallets answer the id itself.
      return typeof result === 'object' && result !== null
        ? String((result as { id: unknown }).id)
        : String(result)
    },
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
    async request({ method, params, network }) {
      if (active)
        return active.provider.request({ method, ...(params === undefined ? {} : { params }) })
      if (!network) throw new AdapterError('NOT_CONNECTED')
      return (await loadReads()).request(network, method, params)
    },
  }
  return adapter
}
