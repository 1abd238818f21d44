import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { Connection } from '../storage/schemas.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  activeConnectorIdsOf,
  nextLiveConnector,
  savedConnectionStatus,
  savedConnectionsOf,
} from './savedConnectionStatus.js'
import { savedConnectionsMachine } from './savedConnections.js'

const metamask: Connection = { connectorId: 'io.metamask', accounts: [{ address: '0xaa' }] }
const rabby: Connection = { connectorId: 'io.rabby', accounts: [{ address: '0xbb' }] }
const old: Connection = { connectorId: 'io.old', accounts: [{ address: '0xcc' }] }

function start(saved: Partial<Record<'eip155', readonly Connection[]>> = {}) {
  const persist = vi.fn()
  const actor = createActor(
    savedConnectionsMachine.provide({ actions: { persist: (_, params) => persist(params) } }),
    { input: { saved } },
  ).start()
  return { actor, persist }
}

describe('savedConnectionsMachine', () => {
  it('default: what storage remembers, none of it live', () => {
    const { actor } = start({ eip155: [old] })
    expect(actor.getSnapshot().context).toEqual({ saved: { eip155: [old] }, live: {} })
  })

  it('behavior: a wallet is saved first, beside the others, live, and stored', () => {
    const { actor, persist } = start({ eip155: [old] })
    actor.send({ type: 'saved.add', namespace: 'eip155', connection: metamask })
    actor.send({ type: 'saved.add', namespace: 'eip155', connection: rabby })
    actor.send({ type: 'saved.add', namespace: 'eip155', connection: metamask })
    expect(actor.getSnapshot().context).toEqual({
      saved: { eip155: [metamask, rabby, old] },
      live: { eip155: ['io.metamask', 'io.rabby'] },
    })
    expect(persist).toHaveBeenLastCalledWith({
      namespace: 'eip155',
      connections: [metamask, rabby, old],
    })
  })

  it('behavior: keepOnly leaves the one wallet (multi-wallet off); forget drops one', () => {
    const { actor, persist } = start({ eip155: [old] })
    actor.send({ type: 'saved.add', namespace: 'eip155', connection: rabby })
    actor.send({ type: 'saved.add', namespace: 'eip155', connection: metamask })
    actor.send({ type: 'saved.forget', namespace: 'eip155', connectorId: 'io.rabby' })
    expect(actor.getSnapshot().context.saved.eip155).toEqual([metamask, old])
    actor.send({ type: 'saved.keepOnly', namespace: 'eip155', connectorId: 'io.metamask' })
    expect(actor.getSnapshot().context).toEqual({
      saved: { eip155: [metamask] },
      live: { eip155: ['io.metamask'] },
    })
    expect(persist).toHaveBeenLastCalledWith({ namespace: 'eip155', connections: [metamask] })
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(savedConnectionsMachine, {
      input: {},
      events: [
        { type: 'saved.add', namespace: 'eip155', connection: metamask },
        { type: 'saved.keepOnly', namespace: 'eip155', connectorId: 'io.metamask' },
        { type: 'saved.forget', namespace: 'eip155', connectorId: 'io.metamask' },
      ],
      serializeContext: (context) => context.saved.eip155?.length,
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})

describe('savedConnectionStatus', () => {
  const context = {
    saved: { eip155: [metamask, rabby, old] },
    live: { eip155: ['io.metamask', 'io.rabby'] },
  }

  it('behavior: connected for the active connector, active when live, else disconnected', () => {
    expect(savedConnectionStatus(context, 'eip155', 'io.metamask', 'io.metamask')).toBe('connected')
    expect(savedConnectionStatus(context, 'eip155', 'io.rabby', 'io.metamask')).toBe('active')
    expect(savedConnectionStatus(context, 'eip155', 'io.old', 'io.metamask')).toBe('disconnected')
    expect(savedConnectionStatus(context, 'eip155', 'io.nobody', 'io.metamask')).toBeUndefined()
  })

  it('behavior: the next live wallet is another than the one leaving', () => {
    expect(nextLiveConnector(context, 'eip155', 'io.metamask')).toBe('io.rabby')
    expect(nextLiveConnector({ saved: {}, live: {} }, 'eip155', 'io.metamask')).toBeUndefined()
  })

  it('behavior: multi-wallet off shows only the active connector', () => {
    const active = activeConnectorIdsOf({
      eip155: { status: 'connected', connection: metamask },
      solana: { status: 'disconnected', connection: undefined },
    })
    expect(active).toEqual({ eip155: 'io.metamask' })
    expect(savedConnectionsOf(context, active, true).eip155).toEqual([
      { connection: metamask, status: 'connected' },
      { connection: rabby, status: 'active' },
      { connection: old, status: 'disconnected' },
    ])
    expect(savedConnectionsOf(context, active, false)).toEqual({
      eip155: [{ connection: metamask, status: 'connected' }],
    })
    expect(savedConnectionsOf(context, {}, false)).toEqual({})
  })
})
