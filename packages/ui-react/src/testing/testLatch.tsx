// Test-only (excluded from the build): a real Latch client over core's adapter double, and a
// render helper.
import {
  type ChainNamespace,
  type Connector,
  createLatch,
  type LatchClient,
  type LatchConfig,
  memoryBackend,
} from '@latch/core'
import { testAdapter as coreTestAdapter } from '@latch/core/conformance'
import { mainnet, optimism } from '@latch/core/networks'
import { type RenderOptions, type RenderResult, render, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { expect } from 'vitest'
import { LatchProvider, type LatchProviderProps } from '../LatchProvider.js'

export const testAddress = '0xAbC1234567890abcdef1234567890abcdef9876'

const icon = 'data:image/png;base64,iVBORw0KGgo='

/** The two wallets the test adapter finds: one of the site, one announced (installed). */
export function testConnectors(namespace: ChainNamespace = 'eip155'): Connector[] {
  return [
    { id: 'external-wallet', name: 'Site Wallet', type: 'EXTERNAL', chain: namespace },
    { id: 'test-wallet', name: 'Test Wallet', type: 'ANNOUNCED', chain: namespace, imageUrl: icon },
  ]
}

/** The shared adapter double of core, finding `connectors` and connecting `testAddress`. */
export function testAdapter(
  namespace: ChainNamespace = 'eip155',
  network = 'eip155:1',
  connectors: Connector[] = testConnectors(namespace),
) {
  return coreTestAdapter(namespace, network, { address: testAddress, connectors })
}

/** A user rejection as wallets report it (EIP-1193 code 4001). */
export function userRejection(): Error {
  return Object.assign(new Error('User rejected the request'), { code: 4001 })
}

export function createTestLatch(config: Partial<LatchConfig> = {}, connectors?: Connector[]) {
  const adapter = testAdapter('eip155', 'eip155:1', connectors)
  const latch = createLatch({
    networks: [mainnet, optimism],
    adapters: [adapter],
    storage: memoryBackend(),
    ...config,
  })
  return { latch, adapter }
}

/**
 * Renders `children` inside a provider of `client`; `options` go to Testing Library's `render`
 * (the root's error callbacks, for a test that makes a part fail on purpose).
 */
export function renderWithLatch(
  client: LatchClient,
  children: ReactNode = null,
  props: Omit<LatchProviderProps, 'client' | 'children'> = {},
  options: Omit<RenderOptions, 'queries'> = {},
): RenderResult {
  return render(
    <LatchProvider client={client} {...props}>
      {children}
    </LatchProvider>,
    options,
  )
}

/** Waits until the view's lazily loaded chunk (if it has one) has replaced "Loading…". */
export async function waitForView(dialog: HTMLElement): Promise<void> {
  await waitFor(() =>
    expect(dialog.querySelector('.latch-body')?.textContent).not.toMatch(/^$|^Loading…$/),
  )
}
