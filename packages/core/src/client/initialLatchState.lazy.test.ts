import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { createFakeSecureFrame } from '../conformance/fakeSecureFrame.js'
import { testAdapter, testAuthAdapter, testSiwx } from '../conformance/testDoubles.js'
import { arbitrum, mainnet } from '../networks/evmNetworks.js'
import { solana } from '../networks/otherNetworks.js'
import { createStorage } from '../storage/createStorage.js'
import { memoryBackend } from '../storage/storageBackend.js'
import type { LatchConfig } from './latchConfig.js'

// The state a page shows before the machines load (initialLatchState.ts, computed without
// them) must be the machines' first state, whatever the configuration and the last visit left:
// otherwise the page would change under the visitor's eyes as they load. This file runs
// without the test setup's preload (vitest.config.ts); each run imports the client afresh.

const allNetworks = [mainnet, arbitrum, solana]

const visit = fc.record({
  namespaces: fc.subarray<ChainNamespace>(['eip155', 'solana']),
  networks: fc.subarray(allNetworks, { minLength: 1 }),
  defaultNetwork: fc.option(fc.constantFrom(...allNetworks), { nil: undefined }),
  storedNetwork: fc.option(
    fc.constantFrom('eip155:1', 'eip155:42161', solana.caipNetworkId, 'eip155:999'),
    {
      nil: undefined,
    },
  ),
  saved: fc.subarray<ChainNamespace>(['eip155', 'solana']),
  // Whether storage also has the saved connector's accounts (shown while it is restored).
  savedAccounts: fc.boolean(),
  reconnect: fc.boolean(),
  embedded: fc.boolean(),
  basic: fc.boolean(),
  auth: fc.boolean(),
  email: fc.option(fc.constant('ada@example.com'), { nil: undefined }),
  siwx: fc.boolean(),
  siwxRequired: fc.boolean(),
})
type Visit = typeof visit extends fc.Arbitrary<infer V> ? V : never

function configOf(spec: Visit): LatchConfig {
  const backend = memoryBackend()
  const storage = createStorage({ backend })
  if (spec.storedNetwork) storage.set('activeCaipNetworkId', spec.storedNetwork)
  for (const namespace of spec.saved) storage.set('connectedConnectorId', 'test-wallet', namespace)
  if (spec.savedAccounts) {
    storage.set(
      'connections',
      Object.fromEntries(
        spec.saved.map((namespace) => [
          namespace,
          [
            { connectorId: 'other-wallet', accounts: [{ address: 'other' }] },
            { connectorId: 'test-wallet', accounts: [{ address: `${namespace}-account` }] },
          ],
        ]),
      ),
    )
  }
  if (spec.email) storage.set('email', spec.email)
  const networkOf = (namespace: ChainNamespace) =>
    namespace === 'solana' ? solana.caipNetworkId : mainnet.caipNetworkId
  const defaultNetwork = spec.networks.find((network) => network === spec.defaultNetwork)
  return {
    networks: spec.networks,
    adapters: spec.namespaces.map((namespace) =>
      spec.auth
        ? testAuthAdapter(namespace, networkOf(namespace))
        : testAdapter(namespace, networkOf(namespace)),
    ),
    storage: backend,
    enableReconnect: spec.reconnect,
    embedded: spec.embedded,
    basic: spec.basic,
    ...(defaultNetwork ? { defaultNetwork } : {}),
    ...(spec.auth ? { auth: createFakeSecureFrame().config } : {}),
    ...(spec.siwx ? { siwx: testSiwx(spec.siwxRequired).config } : {}),
  }
}

describe('the state before the machines load', () => {
  it('default: equals the machines’ first state, for any configuration and last visit', async () => {
    await fc.assert(
      fc.asyncProperty(visit, async (spec) => {
        vi.resetModules()
        const { createLatch } = await import('./createLatch.js')
        const { preloadLatchRuntime } = await import('./loadLatchRuntime.js')
        const waiting = createLatch(configOf(spec))
        const before = waiting.getState()
        await preloadLatchRuntime()
        const running = createLatch(configOf(spec))
        const first = running.getState()
        waiting.destroy()
        running.destroy()
        // The running machines import their lazy children (sign-in, the embedded wallet's
        // logins) as they start: those imports must end before the next run resets the modules
        // or the file's environment is torn down, whatever the machine's speed.
        await vi.dynamicImportSettled()
        expect(before).toEqual(first)
      }),
      { numRuns: 40 },
    )
    // Each run evaluates the machines' whole module graph anew: about 5 s in all alone, over
    // 30 s while the other packages test on the same two cores.
  }, 120_000)
})
