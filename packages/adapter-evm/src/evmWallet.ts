import {
  AdapterError,
  type AdapterEvent,
  type AdapterWalletMethods,
  type Connection,
} from '@latch/core'
import { addEthereumChainParameter } from './addEthereumChain.js'
import type { Eip1193Provider } from './eip1193.js'
import type { EvmAdapterOptions, evmCapabilities } from './evmAdapterOptions.js'
import type { EvmReads } from './evmReads.js'
import { encodeErc20Transfer, encodeErc721SafeTransferFrom, numberToHex, utf8ToHex } from './hex.js'
import { isHexAddress } from './hexAddress.js'
import { assertSendCalls } from './sendCalls.js'
import { knowsAccountTypes, typedAccounts } from './typedAccounts.js'

/** What the eip155 adapter does once a wallet is in use: loaded on the first such call. */
export type EvmWallet = AdapterWalletMethods<typeof evmCapabilities>

export type EvmWalletParameters = {
  /** The provider of a connector the adapter lists; throws CONNECTOR_NOT_FOUND otherwise. */
  providerFor: (connectorId: string) => Eip1193Provider
  /** Tells the adapter's listeners of a wallet event. */
  emit: (event: AdapterEvent) => void
  /** How reads reach a network (viem, loaded on the first read). */
  reads: Pick<EvmAdapterOptions, 'customRpcUrls' | 'rpcService' | 'transport'>
}

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
 * The connected side of the eip155 adapter: connecting and the connected wallet's EIP-1193
 * events, chain switching and adding, native and ERC-20 balances and transfers, EIP-191 and
 * EIP-712 signatures and EIP-5792 calls. `evmAdapter` imports it on the first call that needs
 * a wallet (or on `preload()`), so that a page carries only discovery before then.
 *
 * @example
 * const wallet = createEvmWallet({ providerFor, emit, reads: {} })
 * await wallet.connect({ connectorId: 'io.metamask', network: undefined })
 */
export function createEvmWallet({ providerFor, emit, reads }: EvmWalletParameters): EvmWallet {
  // The connected wallet, and the listeners attached to it.
  let active: { connectorId: string; provider: Eip1193Provider; detach: () => void } | undefined

  function activeProvider(): Eip1193Provider {
    if (!active) throw new AdapterError('NOT_CONNECTED')
    return active.provider
  }

  function attach(connectorId: string, provider: Eip1193Provider) {
    active?.detach()
    const plainAccounts = (accounts: string[]) =>
      accounts.map((address) => ({ address, type: 'eoa' as const }))
    const onAccounts = (accounts: string[]) => {
      // A browser wallet's news goes out at once, in the order it came (an emptied account
      // list before its disconnect); the embedded wallet's types are read first.
      if (!knowsAccountTypes(connectorId, provider)) {
        emit({ type: 'accountsChanged', connectorId, accounts: plainAccounts(accounts) })
        return
      }
      void typedAccounts(connectorId, provider, accounts).then(
        (typed) => emit({ type: 'accountsChanged', connectorId, accounts: typed }),
        () => emit({ type: 'accountsChanged', connectorId, accounts: plainAccounts(accounts) }),
      )
    }
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

  async function connection(connectorId: string, method: string): Promise<Connection> {
    const provider = providerFor(connectorId)
    const accounts = accountsOf(await provider.request({ method }))
    if (accounts.length === 0) throw new AdapterError('NOT_CONNECTED')
    const chainId = await provider.request({ method: 'eth_chainId' })
    attach(connectorId, provider)
    return {
      connectorId,
      accounts: await typedAccounts(connectorId, provider, accounts),
      network: caipNetworkIdOf(chainId),
    }
  }

  // viem, for reads, loads on the first one.
  let loadedReads: Promise<EvmReads> | undefined
  const loadReads = () =>
    (loadedReads ??= import('./evmReads.js').then(({ createEvmReads }) =>
      createEvmReads({
        customRpcUrls: reads.customRpcUrls,
        rpcService: reads.rpcService,
        transport: reads.transport,
      }),
    ))

  async function sendTransaction(transaction: Record<string, string>): Promise<string> {
    const hash = await activeProvider().request({
      method: 'eth_sendTransaction',
      params: [transaction],
    })
    return String(hash)
  }

  return {
    connect: async ({ connectorId }) => connection(connectorId, 'eth_requestAccounts'),
    // `eth_accounts` answers without a prompt: empty means the site must ask again.
    reconnect: async ({ connectorId }) => connection(connectorId, 'eth_accounts'),
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
      // An NFT goes whole, by the collection's own transfer (the receiver is checked to take it).
      if (token.tokenId !== undefined) {
        if (amount !== 1n || !/^\d+$/.test(token.tokenId)) throw new AdapterError('INVALID_AMOUNT')
        if (!isHexAddress(from)) throw new AdapterError('INVALID_ADDRESS')
        const data = encodeErc721SafeTransferFrom(from, to, BigInt(token.tokenId))
        return sendTransaction({ from, to: token.address, data })
      }
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
    async request({ method, params, network }) {
      if (active)
        return active.provider.request({ method, ...(params === undefined ? {} : { params }) })
      if (!network) throw new AdapterError('NOT_CONNECTED')
      return (await loadReads()).request(network, method, params)
    },
  }
}
