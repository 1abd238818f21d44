import { getStateNodes } from '@xstate/graph'
import { describe, expect, it } from 'vitest'
import { labelOf } from '../testing/latchRoot.js'
import { latchScenarios } from '../testing/latchScenarios.js'
import { latchMachine } from './latch.js'

// The root machine as a whole: each region's behaviour is tested beside it
// (`latch<Region>.test.ts`); here, that the scenarios together take every transition.
describe('latchMachine', () => {
  it('paths: the scenarios take every transition of the root machine', async () => {
    const taken = new Set<string>()
    for (const run of Object.values(latchScenarios)) {
      const result = await run()
      const latch = 'latch' in result ? result.latch : result
      for (const transition of latch.taken) taken.add(transition)
      latch.root.stop()
    }
    const defined = [latchMachine.root, ...getStateNodes(latchMachine.root)].flatMap((node) =>
      [...node.transitions.values()].flatMap((list) => list.map(labelOf)),
    )
    const untaken = defined.filter((label) => !taken.has(label))
    expect(untaken).toEqual([])
    expect(defined.length).toBeGreaterThan(30)
  })
})
