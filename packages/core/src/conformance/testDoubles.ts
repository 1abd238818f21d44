// Doubles for tests of code around Latch (the client, UIs): every adapter call is a spy.
// Real adapters run the conformance suite against real wallets instead.
import { vi } from 'vitest'
import type {
  AdapterEvent,
  AdapterWalletConnect,
  AuthAccount,
  AuthProvider,
  AuthProviderEvents,
  ChainAdapter,
} from '../adapters/chainAdapter.js'
import {
  createSessionConnectorSlot,
  type SessionConnectorType,
} from '../adapters/sessionConnectorSlot.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from '../connectors/connector.js'
import { AUTH_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../connectors/connectorIds.js'
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
      estimateTransferFee: false,
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
 * The embedded wallet of one namespace as an adapter receives it (`addAuthProvider`), every
 * call a spy: signed in as `account` (`{namespace}-address` on `network` by default), requests
 * answered `null`. `emit` plays the provider's events; tests of a whole flow use
 * `createFakeSecureFrame` with `createLatch` instead.
 *
 * @example
 * const provider = testAuthProvider('solana', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
 * adapter.addAuthProvider?.(provider)
 */
export function testAuthProvider(
  namespace: ChainNamespace = 'eip155',
  network: CaipNetworkId = 'eip155:1',
  account: AuthAccount = { address: `${namespace}-address`, caipNetworkId: network },
) {
  const listeners = new Map<keyof AuthProviderEvents, Set<(...args: never[]) => void>>()
  const provider = {
    namespace,
    connect: vi.fn(async (_parameters?: { network?: CaipNetworkId | undefined }) => account),
    reconnect: vi.fn(async (): Promise<AuthAccount | undefined> => account),
    switchNetwork: vi.fn(async (_network: CaipNetworkId) => {}),
    request: vi.fn(async (_args: { method: string; params?: unknown }): Promise<unknown> => null),
    disconnect: vi.fn(async () => {}),
    on: vi.fn((event: keyof AuthProviderEvents, listener: (...args: never[]) => void) => {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    }),
    removeListener: vi.fn(
      (event: keyof AuthProviderEvents, listener: (...args: never[]) => void) => {
        listeners.get(event)?.delete(listener)
      },
    ),
  } satisfies AuthProvider
  return Object.assign(provider, {
    /** Plays one of the provider's events to the listeners subscribed. */
    emit<E extends keyof AuthProviderEvents>(event: E, ...args: Parameters<AuthProviderEvents[E]>) {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        ;(listener as unknown as (...values: typeof args) => void)(...args)
      }
    },
    /** How many listeners are subscribed to `event`. */
    listenerCount: (event: keyof AuthProviderEvents) => listeners.get(event)?.size ?? 0,
  })
}

/**
 * An adapter of `namespace` that takes the embedded wallet (`addAuthProvider`) and uses it
 * through the namespace-neutral contract of `AuthProvider`, as the real adapters do: connect
 * (on the network asked for), silent reconnect, network switches, account, network and
 * disconnect events, `disconnect()` to sign out, and `signMessage` with the namespace's method
 * (`personal_sign` on eip155, `solana_signMessage` on solana). Every other call is
 * {@link testAdapter}'s spy.
 *
 * @example
 * const solana = testAuthAdapter('solana', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
 * createLatch({ networks, adapters: [testAuthAdapter(), solana], auth: frame.config })
 */
export function testAuthAdapter(namespace: ChainNamespace = 'eip155', network = 'eip155:1') {
  const { adapter, slot } = testSessionAdapter(namespace, network, 'AUTH')
  return Object.assign(adapter, { addAuthProvider: vi.fn(slot.add) })
}

/**
 * An adapter of `namespace` that takes WalletConnect (`walletConnect`), connecting the
 * session's provider through the contract of `AuthProvider` as {@link testAuthAdapter} does the
 * embedded wallet's; it proposes `personal_sign` (eip155) or `solana_signMessage`.
 *
 * @example
 * createLatch({ networks, adapters: [testWalletConnectAdapter()], walletConnect: wc.connector })
 */
export function testWalletConnectAdapter(
  namespace: ChainNamespace = 'eip155',
  network = 'eip155:1',
) {
  const { adapter, slot } = testSessionAdapter(namespace, network, 'WALLET_CONNECT')
  const walletConnect: AdapterWalletConnect = {
    namespace: (networks) => ({
      chains: networks
        .filter((candidate) => candidate.chainNamespace === namespace)
        .map((candidate) => candidate.caipNetworkId),
      methods: [namespace === 'solana' ? 'solana_signMessage' : 'personal_sign'],
      events: [],
    }),
    addProvider: vi.fn(slot.add),
  }
  return Object.assign(adapter, { walletConnect })
}

/** {@link testAdapter} connecting one session connector's provider (AUTH or WalletConnect). */
function testSessionAdapter(
  namespace: ChainNamespace,
  network: string,
  type: SessionConnectorType,
) {
  const base = testAdapter(namespace, network)
  const connectorId = type === 'AUTH' ? AUTH_CONNECTOR_ID : WALLET_CONNECT_CONNECTOR_ID
  // Unlike the real adapters, it does not report `connectorsChanged` when the provider comes.
  const slot = createSessionConnectorSlot(namespace, type, () => {})
  let detach: (() => void) | undefined
  function auth(): AuthProvider {
    const provider = slot.provider(connectorId)
    if (!provider) throw new AdapterError('CONNECTOR_NOT_FOUND', { values: { connectorId } })
    return provider
  }
  function attach(account: AuthAccount | undefined) {
    if (!account) throw new AdapterError('NOT_CONNECTED')
    detach?.()
    const taken = auth()
    // As the eip155 adapter: the embedded wallet's accounts keep their types (its smart
    // account and the key that owns it), the reported one first.
    const typed = async (accounts: readonly string[]) => {
      const known = (await taken.reconnect())?.accounts ?? []
      const listed = accounts.map(
        (address) =>
          known.find((entry) => entry.address === address) ?? { address, type: 'eoa' as const },
      )
      return [...listed, ...known.filter((entry) => !accounts.includes(entry.address))]
    }
    const onAccounts = (accounts: string[]) => {
      if (type !== 'AUTH') {
        base.emit({
          type: 'accountsChanged',
          connectorId,
          accounts: accounts.map((address) => ({ address, type: 'eoa' })),
        })
        return
      }
      void typed(accounts).then((typedAccounts) =>
        base.emit({ type: 'accountsChanged', connectorId, accounts: typedAccounts }),
      )
    }
    const onNetwork = (caipNetworkId: CaipNetworkId) =>
      base.emit({ type: 'networkChanged', connectorId, caipNetworkId })
    const onDisconnect = () => base.emit({ type: 'disconnected', connectorId })
    taken.on('accountsChanged', onAccounts)
    taken.on('networkChanged', onNetwork)
    taken.on('disconnect', onDisconnect)
    detach = () => {
      taken.removeListener('accountsChanged', onAccounts)
      taken.removeListener('networkChanged', onNetwork)
      taken.removeListener('disconnect', onDisconnect)
    }
    return {
      connectorId,
      accounts: account.accounts?.length
        ? [...account.accounts]
        : [{ address: account.address, type: 'eoa' as const }],
      network: account.caipNetworkId,
    }
  }
  const adapter = Object.assign(base, {
    getConnectors: vi.fn(() => {
      const connector = slot.connector()
      return connector ? [connector] : []
    }),
    connect: vi.fn(async ({ network: asked }: { network?: { caipNetworkId: string } }) =>
      attach(
        await auth().connect(
          asked?.caipNetworkId.startsWith(`${namespace}:`)
            ? { network: asked.caipNetworkId as CaipNetworkId }
            : {},
        ),
      ),
    ),
    reconnect: vi.fn(async () => attach(await auth().reconnect())),
    disconnect: vi.fn(async () => {
      detach?.()
      detach = undefined
      await auth().disconnect()
    }),
    signMessage: vi.fn(async ({ message, address }: { message: string; address: string }) => {
      if (namespace !== 'solana') {
        return (await auth().request({
          method: 'personal_sign',
          params: [message, address],
        })) as string
      }
      const { signature } = (await auth().request({
        method: 'solana_signMessage',
        params: { message, pubkey: address },
      })) as { signature: string }
      return signature
    }),
    switchNetwork: vi.fn(async ({ network: target }: { network: { caipNetworkId: string } }) => {
      await auth().switchNetwork(target.caipNetworkId as CaipNetworkId)
    }),
  })
  return { adapter, slot }
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
