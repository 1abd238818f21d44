import { describe, expect, it } from 'vitest'
import { actorTreeOf, type InspectedActor } from './actorTree.js'

let sessions = 0

/** An actor as XState gives it: an id, maybe a system id, and a snapshot read on demand. */
function actor(
  fields: { id?: string; systemId?: string },
  snapshot: unknown,
): InspectedActor & { id?: string } {
  sessions += 1
  return { sessionId: `x:${sessions}`, ...fields, getSnapshot: () => snapshot }
}

describe('actorTreeOf', () => {
  it('default: a machine reads as its id and its state value', () => {
    const modal = actor(
      { id: 'modal', systemId: 'modal' },
      { status: 'active', value: { open: 'still' } },
    )
    expect(actorTreeOf(modal)).toEqual({
      key: modal.sessionId,
      id: 'modal',
      systemId: undefined,
      state: 'open.still',
      detail: undefined,
      children: [],
    })
  })

  it('behavior: the children listed in the snapshot, recursively, in their order', () => {
    const connect = actor({ id: 'connect' }, { status: 'active', output: undefined })
    const connection = actor(
      { id: 'connection.eip155', systemId: 'connection.eip155' },
      { status: 'active', value: 'connecting', children: { connect } },
    )
    const snackbar = actor({ id: 'snackbar' }, { status: 'active', value: 'hidden' })
    const root = actor(
      { id: 'latch', systemId: 'latch' },
      { status: 'active', value: {}, children: { 'connection.eip155': connection, snackbar } },
    )
    const tree = actorTreeOf(root)
    expect(tree.children.map(({ id, state }) => `${id}: ${state}`)).toEqual([
      'connection.eip155: connecting',
      'snackbar: hidden',
    ])
    // A promise has no state value: its status stands in.
    expect(tree.children[0]?.children.map(({ id, state }) => `${id}: ${state}`)).toEqual([
      'connect: active',
    ])
  })

  it('behavior: a machine without states of its own (the root) shows its status', () => {
    expect(actorTreeOf(actor({ id: 'latch' }, { status: 'active', value: {} })).state).toBe(
      'active',
    )
  })

  it('behavior: the system id is named only where it differs from the id', () => {
    expect(
      actorTreeOf(actor({ id: 'child', systemId: 'payments' }, { value: 'idle' })).systemId,
    ).toBe('payments')
    expect(actorTreeOf(actor({ id: 'nameRegistration' }, { value: 'idle' })).systemId).toBe(
      undefined,
    )
  })

  it('behavior: the router names the view on top of its history', () => {
    const router = actor(
      { id: 'router', systemId: 'router' },
      {
        status: 'active',
        value: { navigation: {}, farcaster: 'idle' },
        context: { history: [{ view: 'Connect' }, { view: 'Account' }], embedded: false },
      },
    )
    expect(actorTreeOf(router)).toMatchObject({
      state: 'navigation, farcaster.idle',
      detail: 'view Account',
    })
  })

  it('behavior: a router context of another shape gives no detail', () => {
    for (const context of [undefined, { history: [] }, { history: [{ screen: 'Account' }] }]) {
      const router = actor({ id: 'router', systemId: 'router' }, { value: 'idle', context })
      expect(actorTreeOf(router).detail).toBeUndefined()
    }
  })

  it('behavior: an actor without an id is named by its session; one without a snapshot is starting', () => {
    const unnamed = { sessionId: 'x:99', getSnapshot: () => undefined }
    expect(actorTreeOf(unnamed)).toMatchObject({ id: 'x:99', state: 'starting', children: [] })
  })

  it('behavior: entries of `children` that are not actors are left out', () => {
    const root = actor(
      { id: 'latch' },
      { status: 'active', value: {}, children: { gone: undefined, odd: { sessionId: 1 } } },
    )
    expect(actorTreeOf(root).children).toEqual([])
  })
})
