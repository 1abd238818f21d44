import { afterEach, describe, expect, it } from 'vitest'
import { solana } from '../networks/otherNetworks.js'
import { stopLatchRoot } from '../testing/latchRoot.js'
import { latchScenarios } from '../testing/latchScenarios.js'

// The root machine's network region (`latchNetwork.ts`), through the scenarios of
// `testing/latchScenarios.ts`: the root driven the way the client does.
afterEach(stopLatchRoot)

describe('latchNetwork', () => {
  it('behavior: opened for another namespace, its first network is asked for, without confirmation', async () => {
    const latch = await latchScenarios.openingForAnotherNamespace()
    expect(latch.context().modal.getSnapshot().matches('open')).toBe(true)
    expect(latch.views()).toEqual(['Connect', 'SwitchNetwork'])
    expect(latch.context().router.getSnapshot().context.history.at(-1)?.data).toEqual({
      network: solana,
    })
  })
})
