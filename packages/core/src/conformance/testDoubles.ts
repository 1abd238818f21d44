// Doubles for tests of code around Latch (the client, UIs): every adapter call is a spy.
// Real adapters run the conformance suite against real wallets instead.
import { vi } from 'vitest'
import type { AdapterEvent, ChainAdapter } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { Connector } from '../connectors/connector.js'
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
