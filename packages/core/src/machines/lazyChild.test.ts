import { describe, expect, it, vi } from 'vitest'
import {
  type AnyActorLogic,
  type AnyEventObject,
  assign,
  createActor,
  fromPromise,
  sendParent,
  setup,
  waitFor,
} from 'xstate'
import { lazyChildMachine } from './lazyChild.js'

// A child that keeps what it hears and tells its parent of each command.
const echo = setup({
  types: { context: {} as { heard: string[]; input: unknown }, events: {} as AnyEventObject },
}).createMachine({
  context: ({ input }) => ({ heard: [], input }),
  on: {
    '*': {
      actions: [
        assign({ heard: ({ context, event }) => [...context.heard, event.type] }),
        sendParent(({ event }) => ({ type: 'echo.heard', command: event.type })),
      ],
    },
  },
})

/** A parent holding one lazy child, recording what reaches it. */
function start(load: () => Promise<AnyActorLogic>) {
  const told = vi.fn()
  const loads = vi.fn(load)
  const parent = setup({
    actors: { lazy: lazyChildMachine.provide({ actors: { load: fromPromise(() => loads()) } }) },
  }).createMachine({
    invoke: { id: 'lazy', src: 'lazy', input: { systemId: 'echo', input: { answer: 42 } } },
    on: { 'echo.heard': { actions: ({ event }) => told(event.command) } },
  })
  const root = createActor(parent).start()
  const lazy = root.getSnapshot().children.lazy as ReturnType<
    typeof createActor<typeof lazyChildMachine>
  >
  return { root, lazy, told, loads }
}

describe('lazyChildMachine', () => {
  it('default: nothing loads before a command', () => {
    const { lazy, loads } = start(async () => echo)
    expect(lazy.getSnapshot().value).toBe('idle')
    expect(loads).not.toHaveBeenCalled()
  })

  it('behavior: the first command loads it; commands meanwhile reach it in order', async () => {
    const { root, lazy, told, loads } = start(async () => echo)
    lazy.send({ type: 'lazy.forward', event: { type: 'first' } })
    lazy.send({ type: 'lazy.forward', event: { type: 'second' } })
    expect(lazy.getSnapshot().value).toBe('loading')
    await waitFor(lazy, (snapshot) => snapshot.matches('ready'))
    lazy.send({ type: 'lazy.forward', event: { type: 'third' } })
    expect(loads).toHaveBeenCalledTimes(1)
    const child = root.system.get('echo')
    expect(child.getSnapshot().context).toEqual({
      heard: ['first', 'second', 'third'],
      input: { answer: 42 },
    })
    // What the child tells its parent goes on to the root.
    expect(told.mock.calls.map(([command]) => command)).toEqual(['first', 'second', 'third'])
  })

  it('errors: a failed load is kept, and the next command loads again', async () => {
    let fail = true
    const { root, lazy, loads } = start(async () => {
      if (fail) throw new Error('chunk failed')
      return echo
    })
    lazy.send({ type: 'lazy.forward', event: { type: 'lost' } })
    await waitFor(lazy, (snapshot) => snapshot.matches('idle'))
    expect(lazy.getSnapshot().context.error).toEqual(new Error('chunk failed'))
    fail = false
    lazy.send({ type: 'lazy.forward', event: { type: 'again' } })
    await waitFor(lazy, (snapshot) => snapshot.matches('ready'))
    expect(loads).toHaveBeenCalledTimes(2)
    expect(lazy.getSnapshot().context.error).toBeUndefined()
    expect(root.system.get('echo').getSnapshot().context.heard).toEqual(['again'])
  })
})
