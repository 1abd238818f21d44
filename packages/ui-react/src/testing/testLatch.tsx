// Test-only (excluded from the build): a real Latch client over an adapter double, as in
// core's `testing/testDoubles.ts`, and a render helper.
import {
  type AdapterEvent,
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  createLatch,
  type LatchClient,
  type LatchConfig,
  mainnet,
  memoryBackend,
  optimism,
} from '@latch/core'
import { type RenderResult, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import { LatchProvider, type LatchProviderProps } from '../LatchProvider.js'

export const testAddress = '0xAbC1234567890abcdef1234567890abcdef9876'

const icon = 'data:image/png;base64,iVBORw0KGgo='

/** An adapter whose every call is a spy; it finds two wallets and connects `testAddress`. */
export function testAdapter(namespace: ChainNamespace = 'eip155', network = 'eip155:1') {
  const account = { address: testAddress }
  const listeners = new Set<(event: AdapterEvent) => void>()
  const connectors: Connector[] = [
    { id: 'external-wallet', name: 'Site Wallet', type: 'EXTERNAL', chain: namespace },
    {
      id: 'test-wallet',
      name: 'Test Wallet',
      type: 'ANNOUNCED',
      chain: namespace,
      imageUrl: icon,
    },
  ]
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
      connectorId,
      accounts: [account],
      network,
    })),
    reconnect: vi.fn(async ({ connectorId }: { connectorId: string }) => ({
      connectorId,
      accounts: [account],
      network,
    })),
    disconnect: vi.fn(async () => {}),
    signMessage: vi.fn(async () => '0xsigned'),
    switchNetwork: vi.fn(async () => {}),
    addNetwork: vi.fn(async () => {}),
  } satisfies ChainAdapter
  return adapter
}

/** A user rejection as wallets report it (EIP-1193 code 4001). */
export function userRejection(): Error {
  return Object.assign(new Error('User rejected the request'), { code: 4001 })
}

export function createTestLatch(config: Partial<LatchConfig> = {}) {
  const adapter = testAdapter()
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: memoryBackend(),
    ...config,
  })
  return { latch, adapter }
}

/** Renders `children` inside a provider of `client`. */
export function renderWithLatch(
  client: LatchClient,
  children: ReactNode = null,
  props: Omit<LatchProviderProps, 'client' | 'children'> = {},
): RenderResult {
  return render(
    <LatchProvider client={client} {...props}>
      {children}
    </LatchProvider>,
  )
}
