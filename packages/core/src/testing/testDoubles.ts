// Test-only (excluded from the build): doubles for the client's own tests. Real adapters
// have their own suites against real wallets; these only let the wiring be observed.
import { vi } from 'vitest'
import type { AdapterEvent, ChainAdapter } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { SiwxConfig, SiwxSession } from '../siwx/siwxConfig.js'

/** An adapter whose every call is a spy; it connects `{namespace}-address` on `network`. */
export function testAdapter(
  namespace: ChainNamespace,
  network: string,
  connectorId = 'test-wallet',
) {
  const account = { address: `${namespace}-address` }
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
    getConnectors: vi.fn(() => []),
    subscribe: vi.fn((listener: (event: AdapterEvent) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }),
    getBalance: vi.fn(async () => ({ value: 0n, decimals: 18, symbol: 'ETH' })),
    sendTransfer: vi.fn(async () => '0xhash'),
    waitForTransaction: vi.fn(async () => {}),
    isAddress: vi.fn(() => true),
    request: vi.fn(async () => null),
    connect: vi.fn(async () => ({ connectorId, accounts: [account], network })),
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
