import { describe, expect, it } from 'vitest'
import { createLatch } from '../client/createLatch.js'
import { testAdapter } from '../conformance/testDoubles.js'
import { mainnet } from '../networks/evmNetworks.js'
import { memoryBackend } from '../storage/storageBackend.js'
import { route } from './route.js'

// Once the machines run (the test setup preloads them), a route applies in the caller's task:
// no test here awaits anything. Before they run: createLatch.lazy.test.ts.

function opened() {
  const latch = createLatch({
    networks: [mainnet],
    adapters: [testAdapter()],
    storage: memoryBackend(),
  })
  latch.open()
  return latch
}

describe('route', () => {
  it('default: push adds the entry, with its data, on top of the history', () => {
    const latch = opened()
    route(latch, { type: 'router.push', view: 'ConnectingExternal', data: { connectorId: 'x' } })
    expect(latch.getState().view).toBe('ConnectingExternal')
    expect(latch.getState().history).toEqual([
      { view: 'Connect' },
      { view: 'ConnectingExternal', data: { connectorId: 'x' } },
    ])
    latch.destroy()
  })

  it('behavior: replace swaps the top entry, back removes it, reset leaves only the one given', () => {
    const latch = opened()
    route(latch, { type: 'router.push', view: 'AllWallets' })
    route(latch, { type: 'router.replace', view: 'EmailLogin' })
    expect(latch.getState().history.map(({ view }) => view)).toEqual(['Connect', 'EmailLogin'])
    route(latch, { type: 'router.back' })
    expect(latch.getState().history.map(({ view }) => view)).toEqual(['Connect'])
    route(latch, { type: 'router.push', view: 'AllWallets' })
    route(latch, { type: 'router.reset', view: 'ProfileWallets' })
    expect(latch.getState().history).toEqual([{ view: 'ProfileWallets' }])
    latch.destroy()
  })
})
