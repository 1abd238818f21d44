import { describe, expect, it } from 'vitest'
import { type AnyActorLogic, createActor, createMachine, fromPromise } from 'xstate'
import { lazyChildMachine } from '../machines/lazyChild.js'
import { whenLoaded } from './whenLoaded.js'

/** A lazy child whose load the test decides, asked to load now. */
function loader(load: () => Promise<AnyActorLogic>) {
  const actor = createActor(lazyChildMachine.provide({ actors: { load: fromPromise(load) } }), {
    input: { systemId: 'child' },
  }).start()
  actor.send({ type: 'lazy.load' })
  return actor
}

const child = createMachine({ id: 'child' })
const read = (actor: ReturnType<typeof loader>) => () => actor.getSnapshot().context.child

describe('whenLoaded', () => {
  it('default: resolves with the machine once its code has loaded', async () => {
    const actor = loader(async () => child)
    const loaded = await whenLoaded(actor, read(actor), () => new Error('missing'))
    expect(loaded).toBe(actor.getSnapshot().context.child)
    expect(loaded.getSnapshot().status).toBe('active')
  })

  it("errors: a load that failed rejects with the load's error", async () => {
    const actor = loader(async () => {
      throw new Error('chunk failed to load')
    })
    await expect(whenLoaded(actor, read(actor), () => new Error('missing'))).rejects.toThrow(
      'chunk failed to load',
    )
  })

  it('errors: a load that leaves nothing to read rejects with missing()', async () => {
    const actor = loader(async () => child)
    await expect(
      whenLoaded(
        actor,
        () => undefined,
        () => new Error('missing'),
      ),
    ).rejects.toThrow('missing')
  })
})
