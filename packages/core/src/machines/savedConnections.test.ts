import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { Connection } from '../storage/schemas.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  type ReconnectActorInput,
  reconnectMethod,
  type SavedConnectionsContext,
  savedConnectionStatus,
  savedConnectionsMachine,
  visibleConnections,
} from './savedConnections.js'

const metamask: Connection = { connectorId: 'io.metamask', accounts: [{ address: '0xa' }] }
const rabby: Connection = { connectorId: 'io.rabby', accounts: [{ address: '0xb' }] }
const google: Connection = { connectorId: 'auth', accounts: [], auth: { name: 'google' } }
const email: Connection = { connectorId: 'auth', accounts: [], auth: { name: 'email' } }
const walletConnect: Connection = { connectorId: 'walletConnect', accounts: [] }

describe('savedConnectionStatus', () => {
  const facts = { activeConnectorId: 'io.metamask', liveConnectorIds: ['io.metamask', 'io.rabby'] }
  it('behavior: the active connector is connected', () => {
    expect(savedConnectionStatus(metamask, facts)).toBe('connected')
  })
  it('behavior: a live connection is active', () => {
    expect(savedConnectionStatus(rabby, facts)).toBe('active')
  })
  it('behavior: anything else is disconnected', () => {
    expect(savedConnectionStatus(google, facts)).toBe('disconnected')
  })
})

describe('visibleConnections', () => {
  it('behavior: multi-wallet off shows only the active connector', () => {
    expect(
      visibleConnections([metamask, rabby], { multiWallet: false, activeConnectorId: 'io.rabby' }),
    ).toEqual([rabby])
  })
  it('behavior: multi-wallet on shows every connection', () => {
    expect(
      visibleConnections([metamask, rabby], { multiWallet: true, activeConnectorId: 'io.rabby' }),
    ).toEqual([metamask, rabby])
  })
})

describe('reconnectMethod', () => {
  it.each([
    [google, 'social'],
    [email, 'email'],
    [walletConnect, 'walletConnect'],
    [metamask, 'external'],
  ] as const)('behavior: %j reconnects through %s', (connection, method) => {
    expect(reconnectMethod(connection)).toBe(method)
  })
})

function start(multiWallet = true) {
  const reactivate = vi.fn(async ({ connection }: { connection: Connection }) => connection)
  const reconnect = vi.fn(async ({ connection }: ReconnectActorInput) => connection)
  const showAlert = vi.fn()
  const switched = vi.fn()
  const actor = createActor(
    savedConnectionsMachine.provide({
      actors: {
        reactivate: fromPromise(({ input }) => reactivate(input)),
        reconnect: fromPromise(({ input }) => reconnect(input)),
      },
      actions: {
        showAlert: (_, params) => showAlert(params),
        switched: (_, params) => switched(params),
      },
    }),
    { input: { namespace: 'eip155', multiWallet } },
  ).start()
  return { actor, reactivate, reconnect, showAlert, switched }
}

describe('savedConnectionsMachine', () => {
  it.each(['connected', 'active'])('behavior: a %s connection is re-activated', async (status) => {
    const { actor, reactivate, reconnect, switched } = start()
    actor.send({ type: 'connections.switch', connection: rabby, status })
    expect(actor.getSnapshot().value).toBe('reactivating')
    await waitFor(actor, (s) => s.matches('idle'))
    expect(reactivate).toHaveBeenCalledWith({ namespace: 'eip155', connection: rabby })
    expect(reconnect).not.toHaveBeenCalled()
    expect(switched).toHaveBeenCalledWith(rabby)
  })

  it('behavior: a disconnected social connection reconnects through social', async () => {
    const { actor, reconnect } = start()
    actor.send({ type: 'connections.switch', connection: google, status: 'disconnected' })
    await waitFor(actor, (s) => s.matches('idle'))
    expect(reconnect).toHaveBeenCalledWith({
      namespace: 'eip155',
      connection: google,
      method: 'social',
    })
  })

  it('behavior: any other status raises "Invalid connection status"', () => {
    const { actor, reactivate, reconnect } = start()
    actor.send({ type: 'connections.switch', connection: rabby, status: 'pending' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.error?.message).toBe('Invalid connection status')
    expect(reactivate).not.toHaveBeenCalled()
    expect(reconnect).not.toHaveBeenCalled()
  })

  it('behavior: with multi-wallet off shows the info alert and switches nothing', () => {
    const { actor, showAlert, reactivate } = start(false)
    actor.send({ type: 'connections.switch', connection: rabby, status: 'active' })
    expect(showAlert).toHaveBeenCalledWith({ code: 'MULTI_WALLET_NOT_ENABLED' })
    expect(reactivate).not.toHaveBeenCalled()
    actor.send({ type: 'connections.sync', multiWallet: true })
    actor.send({ type: 'connections.switch', connection: rabby, status: 'active' })
    expect(reactivate).toHaveBeenCalledTimes(1)
  })

  it('default: multi-wallet is off unless the input turns it on', () => {
    const actor = createActor(savedConnectionsMachine, { input: { namespace: 'solana' } }).start()
    expect(actor.getSnapshot().context.multiWallet).toBe(false)
  })

  it('behavior: a failed switch is "Failed to connect"; the visitor can retry', async () => {
    const { actor, reactivate } = start()
    reactivate.mockRejectedValueOnce(new Error('locked'))
    actor.send({ type: 'connections.switch', connection: rabby, status: 'active' })
    await waitFor(actor, (s) => s.context.error !== undefined)
    expect(actor.getSnapshot().context.error?.message).toBe('Failed to connect')
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'connections.switch', connection: rabby, status: 'active' })
    await waitFor(actor, (s) => s.matches('idle') && s.context.error === undefined)
    expect(reactivate).toHaveBeenCalledTimes(2)
  })

  it('behavior: without a provided re-activation the failure names the missing client', async () => {
    const actor = createActor(savedConnectionsMachine, {
      input: { namespace: 'eip155', multiWallet: true },
    }).start()
    actor.send({ type: 'connections.switch', connection: rabby, status: 'active' })
    await waitFor(actor, (s) => s.context.error !== undefined)
    expect(actor.getSnapshot().context.error?.message).toBe('Failed to connect')
    expect((actor.getSnapshot().context.error?.cause as Error | undefined)?.message).toBe(
      'ConnectionController client not set',
    )
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(savedConnectionsMachine, {
      input: { namespace: 'eip155', multiWallet: true },
      events: [
        { type: 'connections.switch', connection: rabby, status: 'active' },
        { type: 'connections.switch', connection: google, status: 'disconnected' },
        { type: 'connections.switch', connection: rabby, status: 'unknown' },
        { type: 'connections.sync', multiWallet: false },
        { type: 'connections.sync', multiWallet: true },
        { type: 'xstate.done.actor.reactivate', output: rabby },
        { type: 'xstate.error.actor.reactivate', error: new Error('x') },
        { type: 'xstate.done.actor.reconnect', output: google },
        { type: 'xstate.error.actor.reconnect', error: new Error('x') },
      ],
      serializeContext: (context: SavedConnectionsContext) => [
        context.multiWallet,
        context.target?.connectorId,
        context.error?.code,
      ],
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
