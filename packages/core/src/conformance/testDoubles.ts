// Doubles for tests of code around Latch (the client, UIs): every adapter call is a spy.
// Real adapters run the conformance suite against real wallets instead.
import { vi } from 'vitest'
import type { AdapterEvent, AuthProvider, ChainAdapter } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from '../connectors/connector.js'
import { AUTH_CONNECTOR_ID, AUTH_CONNECTOR_NAME } from '../connectors/connectorIds.js'
import { AdapterError } from '../errors/adapter.js'
import type { SiwxConfig, SiwxSession } from '../siwx/siwxConfig.js'

export type TestAdapterOptions = {
  /** The connector every connection reports; by default the one asked for. */
  connectorId?: string
  /** The connected account; `{namespace}-address` by default. */
  address?: string
  /** What `getConnectors()` finds. */
  connectors?: Connector[]
}

/** An adapter whose every call is a spy; it connects one account on `network`. */
export function testAdapter(
  namespace: ChainNamespace = 'eip155',
  network = 'eip155:1',
  options: TestAdapterOptions = {},
) {
  const account = { address: options.address ?? `${namespace}-address` }
  const connectors: Connector[] = options.connectors ?? []
  const listeners = new Set<(event: AdapterEvent) => void>()
  const adapter = {
    namespace,
    capabilities: {
      signMessage: true,
      signTypedData: false,
      sendNative: true,
      sendToken: true,
      sendCalls: false,
      switchNetwork: true,
      addNetwork: true,
    },
    getConnectors: vi.fn(() => connectors),
    subscribe: vi.fn((listener: (event: AdapterEvent) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }),
    getBalance: vi.fn(async () => ({ value: 0n, decimals: 18, symbol: 'ETH' })),
    sendTransfer: vi.fn(async () => '0xhash'),
    waitForTransaction: vi.fn(async () => {}),
    isAddress: vi.fn(() => true),
    request: vi.fn(async () => null),
    connect: vi.fn(async ({ connectorId }: { connectorId: string }) => ({
      connectorId: options.connectorId ?? connectorId,
      accounts: [account],
      network,
    })),
    reconnect: vi.fn(async ({ connectorId: id }: { connectorId: string }) => ({
      connectorId: id,
      accounts: [account],
      network,
    })),
    disconnect: vi.fn(async () => {}),
    signMessage: vi.fn(async () => '0xsigned'),
    switchNetwork: vi.fn(async () => {}),
    addNetwork: vi.fn(async () => {}),
  } satisfies ChainAdapter
  return Object.assign(adapter, {
    /** Reports a wallet event to whoever subscribed. */
    emit: (event: AdapterEvent) => {
      for (const listener of listeners) listener(event)
    },
  })
}

/**
 * An eip155 adapter that takes the embedded wallet (`addAuthProvider`) and uses it as an
 * EIP-1193 wallet, as `@latch/adapter-evm` does: connect (`eth_requestAccounts`, `eth_chainId`),
 * reconnect (`eth_accounts`), `personal_sign`, `wallet_switchEthereumChain`, events, and
 * `disconnect()` to sign out. Every other call is {@link testAdapter}'s spy.
 */
export function testAuthAdapter() {
  const base = testAdapter('eip155', 'eip155:1')
  let provider: AuthProvider | undefined
  const connector: Connector = {
    id: AUTH_CONNECTOR_ID,
    name: AUTH_CONNECTOR_NAME,
    type: 'AUTH',
    chain: 'eip155',
  }
  function auth(): AuthProvider {
    if (!provider)
      throw new AdapterError('CONNECTOR_NOT_FOUND', { values: { connectorId: 'auth' } })
    return provider
  }
  async function connection(method: 'eth_requestAccounts' | 'eth_accounts') {
    const [address] = (await auth().request({ method })) as string[]
    if (!address) throw new AdapterError('NOT_CONNECTED')
    const chainId = await auth().request({ method: 'eth_chainId' })
    const onAccounts = (accounts: string[]) =>
      base.emit({
        type: 'accountsChanged',
        connectorId: AUTH_CONNECTOR_ID,
        accounts: accounts.map((account) => ({ address: account, type: 'eoa' })),
      })
    const onChain = (chain: string) =>
      base.emit({
        type: 'networkChanged',
        connectorId: AUTH_CONNECTOR_ID,
        caipNetworkId: `eip155:${Number(chain)}`,
      })
    const onDisconnect = () => base.emit({ type: 'disconnected', connectorId: AUTH_CONNECTOR_ID })
    auth().on('accountsChanged', onAccounts)
    auth().on('chainChanged', onChain)
    auth().on('disconnect', onDisconnect)
    return {
      connectorId: AUTH_CONNECTOR_ID,
      accounts: [{ address, type: 'eoa' as const }],
      network: `eip155:${Number(chainId)}`,
    }
  }
  return Object.assign(base, {
    getConnectors: vi.fn(() => (provider ? [connector] : [])),
    addAuthProvider: vi.fn((taken: AuthProvider) => {
      provider = taken
      return () => {
        provider = undefined
      }
    }),
    connect: vi.fn(async () => connection('eth_requestAccounts')),
    reconnect: vi.fn(async () => connection('eth_accounts')),
    disconnect: vi.fn(async () => auth().disconnect()),
    signMessage: vi.fn(
      async ({ message, address }: { message: string; address: string }) =>
        (await auth().request({ method: 'personal_sign', params: [message, address] })) as string,
    ),
    switchNetwork: vi.fn(async ({ network }: { network: { id: number | string } }) => {
      await auth().request({
        method: 'wallet_switchEthereumChain',
        params: [{ chainId: `0x${Number(network.id).toString(16)}` }],
      })
    }),
  })
}

/** A sign-in back end that keeps its sessions in memory, per chain. */
export function testSiwx(required: boolean) {
  const sessions: SiwxSession[] = []
  const config: SiwxConfig = {
    createMessage: vi.fn(async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: 'example.org',
      uri: 'https://example.org',
      version: '1',
      nonce: 'n0nce123',
      toString: () => `example.org wants you to sign in with ${accountAddress}`,
    })),
    addSession: vi.fn(async (session) => {
      sessions.push(session)
    }),
    revokeSession: vi.fn(async () => {
      sessions.length = 0
    }),
    getSessions: vi.fn(async (chainId) =>
      sessions.filter((session) => session.data.chainId === chainId),
    ),
    getRequired: () => required,
  }
  return { config, sessions }
}
