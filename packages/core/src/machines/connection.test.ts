import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { SIGN_OUT_TIMEOUT_MS } from '../constants/time.js'
import { ConnectionError } from '../errors/connection.js'
import type { Connection } from '../storage/schemas.js'
import { machineCoverage, mergeCoverage } from '../testing/machineCoverage.js'
import { connectionMachine, connectionStatusOf, toConnectError } from './connection.js'
import type { ConnectActorInput, ConnectionContext, ConnectionInput } from './connectionTypes.js'

const connection: Connection = {
  connectorId: 'io.metamask',
  accounts: [{ address: '0x00000000000000000000000000000000000000aa', type: 'eoa' }],
  network: 'eip155:1',
}

const rabby: Connection = {
  connectorId: 'io.rabby',
  accounts: [{ address: '0x00000000000000000000000000000000000000bb', type: 'eoa' }],
  network: 'eip155:1',
}

function rejectWith(code: number) {
  return Object.assign(new Error('wallet said no'), { code })
}

type Overrides = {
  connect?: (input: ConnectActorInput) => Promise<Connection>
  reconnect?: (input: ConnectActorInput) => Promise<Connection>
  disconnect?: () => Promise<void>
}

function start(input: Partial<ConnectionInput> = {}, overrides: Overrides = {}) {
  const spies = {
    persistConnection: vi.fn(),
    dropSavedConnections: vi.fn(),
    disconnected: vi.fn(),
    connectSucceeded: vi.fn(),
    accountChanged: vi.fn(),
    storePreferredAccountType: vi.fn(),
  }
  const machine = connectionMachine.provide({
    actors: {
      connect: fromPromise(({ input }) => (overrides.connect ?? (async () => connection))(input)),
      reconnect: fromPromise(({ input }) =>
        (overrides.reconnect ?? (async () => connection))(input),
      ),
      disconnect: fromPromise(() => (overrides.disconnect ?? (async () => {}))()),
    },
    actions: {
      persistConnection: (_, params) => spies.persistConnection(params),
      dropSavedConnections: spies.dropSavedConnections,
      disconnected: (_, params) => spies.disconnected(params),
      connectSucceeded: (_, params) => spies.connectSucceeded(params),
      accountChanged: (_, { connection }) => spies.accountChanged(connection),
      storePreferredAccountType: (_, accountType) => spies.storePreferredAccountType(accountType),
    },
  })
  const actor = createActor(machine, { input: { namespace: 'eip155', ...input } }).start()
  actor.send({ type: 'connection.start' })
  return { actor, ...spies }
}

async function connected(overrides: Overrides = {}) {
  const started = start({}, overrides)
  started.actor.send({ type: 'connection.connect', connectorId: 'io.metamask' })
  await waitFor(started.actor, (s) => s.matches('connected'))
  return started
}

describe('connectionMachine', () => {
  describe('startup', () => {
    it('default: waits for the client to start it', () => {
      const actor = createActor(connectionMachine, { input: { namespace: 'solana' } }).start()
      expect(actor.getSnapshot().value).toBe('idle')
      expect(connectionStatusOf(actor.getSnapshot())).toBe('connecting')
    })

    it('behavior: with nothing saved starts disconnected', () => {
      const { actor } = start()
      expect(actor.getSnapshot().value).toBe('disconnected')
      expect(connectionStatusOf(actor.getSnapshot())).toBe('disconnected')
    })

    it('behavior: with reconnect disabled starts disconnected and drops saved connections', () => {
      const { actor, dropSavedConnections } = start({
        reconnect: false,
        savedConnectorId: 'io.metamask',
      })
      expect(actor.getSnapshot().value).toBe('disconnected')
      expect(dropSavedConnections).toHaveBeenCalledTimes(1)
      expect(actor.getSnapshot().context.savedConnectorId).toBeUndefined()
    })

    it('behavior: with a saved connector goes connecting, then connected', async () => {
      const reconnect = vi.fn(async () => connection)
      const { actor, persistConnection } = start({ savedConnectorId: 'io.metamask' }, { reconnect })
      expect(connectionStatusOf(actor.getSnapshot())).toBe('connecting')
      await waitFor(actor, (s) => s.matches('connected'))
      expect(reconnect).toHaveBeenCalledWith({ namespace: 'eip155', connectorId: 'io.metamask' })
      expect(actor.getSnapshot().context.connection).toEqual(connection)
      expect(persistConnection).toHaveBeenCalledWith(connection)
    })

    it('behavior: a failed reconnect ends disconnected without an error for the visitor', async () => {
      const { actor } = start(
        { savedConnectorId: 'io.metamask' },
        { reconnect: async () => Promise.reject(new Error('stale session')) },
      )
      await waitFor(actor, (s) => s.matches('disconnected'))
      expect(actor.getSnapshot().context.error).toBeUndefined()
      expect(actor.getSnapshot().context.savedConnectorId).toBeUndefined()
    })
  })

  describe('connect', () => {
    it('behavior: connecting then connected; persists and tracks CONNECT_SUCCESS', async () => {
      const { actor, persistConnection, connectSucceeded } = await connected()
      expect(connectionStatusOf(actor.getSnapshot())).toBe('connected')
      expect(persistConnection).toHaveBeenCalledWith(connection)
      expect(connectSucceeded).toHaveBeenCalledWith({ connectorId: 'io.metamask' })
    })

    it('behavior: a rejection (4001) is "Connection rejected", and the visitor can retry', async () => {
      let attempts = 0
      const { actor } = start(
        {},
        {
          connect: async () => {
            attempts++
            if (attempts === 1) throw rejectWith(4001)
            return connection
          },
        },
      )
      actor.send({ type: 'connection.connect', connectorId: 'io.metamask' })
      await waitFor(actor, (s) => s.matches('disconnected') && s.context.error !== undefined)
      expect(actor.getSnapshot().context.error?.message).toBe('Connection rejected')
      actor.send({ type: 'connection.connect', connectorId: 'io.metamask' })
      await waitFor(actor, (s) => s.matches('connected'))
      expect(actor.getSnapshot().context.error).toBeUndefined()
    })

    it('behavior: any other failure is "Failed to connect" with the cause', async () => {
      const cause = new Error('boom')
      const { actor } = start({}, { connect: async () => Promise.reject(cause) })
      actor.send({ type: 'connection.connect', connectorId: 'io.metamask' })
      await waitFor(actor, (s) => s.context.error !== undefined)
      expect(actor.getSnapshot().context.error?.message).toBe('Failed to connect')
      expect(actor.getSnapshot().context.error?.cause).toBe(cause)
    })

    it('behavior: cancelling a pending connect is "Modal closed"', () => {
      const { actor } = start({}, { connect: () => new Promise(() => {}) })
      actor.send({ type: 'connection.connect', connectorId: 'io.metamask' })
      actor.send({ type: 'connection.cancel' })
      expect(actor.getSnapshot().value).toBe('disconnected')
      expect(actor.getSnapshot().context.error?.message).toBe('Modal closed')
    })

    it('behavior: account and network changes update the connection, and are saved', async () => {
      const { actor, persistConnection } = await connected()
      const accounts = [{ address: '0x00000000000000000000000000000000000000bb' }]
      actor.send({ type: 'connection.accountsChanged', accounts })
      expect(persistConnection).toHaveBeenLastCalledWith({ ...connection, accounts })
      actor.send({ type: 'connection.networkChanged', network: 'eip155:10' })
      const changed = { connectorId: 'io.metamask', accounts, network: 'eip155:10' }
      expect(actor.getSnapshot().context.connection).toEqual(changed)
      expect(persistConnection).toHaveBeenLastCalledWith(changed)
    })
  })

  describe('disconnect', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
    afterEach(() => vi.useRealTimers())

    it('behavior: resets, records the connector and closes the modal', async () => {
      const { actor, disconnected } = await connected()
      actor.send({ type: 'connection.disconnect' })
      await waitFor(actor, (s) => s.matches('disconnected'))
      expect(disconnected).toHaveBeenCalledWith({ connectorId: 'io.metamask', closeModal: true })
      expect(actor.getSnapshot().context.connection).toBeUndefined()
    })

    it('behavior: keeps the modal open when told not to close it', async () => {
      const { actor, disconnected } = await connected()
      actor.send({ type: 'connection.disconnect', closeModal: false })
      await waitFor(actor, (s) => s.matches('disconnected'))
      expect(disconnected).toHaveBeenCalledWith({ connectorId: 'io.metamask', closeModal: false })
    })

    it('behavior: sign-out waits at most 3000 ms', async () => {
      const { actor, disconnected } = await connected({ disconnect: () => new Promise(() => {}) })
      actor.send({ type: 'connection.disconnect' })
      vi.advanceTimersByTime(SIGN_OUT_TIMEOUT_MS - 1)
      expect(actor.getSnapshot().value).toBe('disconnecting')
      expect(connectionStatusOf(actor.getSnapshot())).toBe('connected')
      vi.advanceTimersByTime(1)
      expect(actor.getSnapshot().value).toBe('disconnected')
      expect(disconnected).toHaveBeenCalledTimes(1)
    })

    it('behavior: a failed disconnect keeps the connection with "Failed to disconnect chains: {reason}"', async () => {
      const { actor, disconnected } = await connected({
        disconnect: async () => Promise.reject(new Error('relay down')),
      })
      actor.send({ type: 'connection.disconnect' })
      await waitFor(actor, (s) => s.context.error !== undefined)
      expect(actor.getSnapshot().value).toEqual({ connected: 'ready' })
      expect(actor.getSnapshot().context.error?.message).toBe(
        'Failed to disconnect chains: relay down',
      )
      expect(actor.getSnapshot().context.connection).toEqual(connection)
      expect(disconnected).not.toHaveBeenCalled()
    })

    it('behavior: a disconnect failure that is not an Error still gives its reason', async () => {
      const { actor } = await connected({ disconnect: async () => Promise.reject('relay down') })
      actor.send({ type: 'connection.disconnect' })
      await waitFor(actor, (s) => s.context.error !== undefined)
      expect(actor.getSnapshot().context.error?.message).toBe(
        'Failed to disconnect chains: relay down',
      )
    })

    it('behavior: a session the wallet ends resets without closing the modal', async () => {
      const { actor, disconnected } = await connected()
      actor.send({ type: 'connection.lost' })
      expect(actor.getSnapshot().value).toBe('disconnected')
      expect(disconnected).toHaveBeenCalledWith({ connectorId: 'io.metamask', closeModal: false })
    })
  })

  it('behavior: reports the account when it appears, moves or goes, not when nothing moves', async () => {
    const { actor, accountChanged } = await connected()
    expect(accountChanged).toHaveBeenLastCalledWith(connection)
    actor.send({ type: 'connection.networkChanged', network: 'eip155:1' })
    actor.send({ type: 'connection.accountsChanged', accounts: [...connection.accounts] })
    expect(accountChanged).toHaveBeenCalledTimes(1)
    actor.send({ type: 'connection.networkChanged', network: 'eip155:10' })
    expect(accountChanged).toHaveBeenLastCalledWith({ ...connection, network: 'eip155:10' })
    const other = [{ address: '0x00000000000000000000000000000000000000bb' }]
    actor.send({ type: 'connection.accountsChanged', accounts: other })
    expect(accountChanged).toHaveBeenLastCalledWith({
      ...connection,
      network: 'eip155:10',
      accounts: other,
    })
    actor.send({ type: 'connection.lost' })
    expect(accountChanged).toHaveBeenLastCalledWith(undefined)
    expect(accountChanged).toHaveBeenCalledTimes(4)
  })

  describe('preferred account type', () => {
    const payment = { address: 'bc1qpayment', type: 'payment' } as const
    const ordinal = { address: 'bc1pordinal', type: 'ordinal' } as const
    const btc: Connection = {
      connectorId: 'xverse',
      accounts: [payment, ordinal],
      network: 'bip122:000000000019d6689c085ae165831e93',
    }
    const bitcoinConnected = async (input: Partial<ConnectionInput> = {}) => {
      const started = start({ namespace: 'bip122', ...input }, { connect: async () => btc })
      started.actor.send({ type: 'connection.connect', connectorId: 'xverse' })
      await waitFor(started.actor, (s) => s.matches('connected'))
      return started
    }
    const firstOf = (actor: { getSnapshot(): { context: ConnectionContext } }) =>
      actor.getSnapshot().context.connection?.accounts[0]

    it('default: the connection lists the accounts as the wallet gives them', async () => {
      const { actor } = await bitcoinConnected()
      expect(firstOf(actor)).toEqual(payment)
    })

    it('behavior: the chosen type comes first, is saved, and the account is reported', async () => {
      const { actor, persistConnection, accountChanged, storePreferredAccountType } =
        await bitcoinConnected()
      actor.send({ type: 'connection.preferAccountType', accountType: 'ordinal' })
      expect(storePreferredAccountType).toHaveBeenCalledWith('ordinal')
      const reordered = { ...btc, accounts: [ordinal, payment] }
      expect(actor.getSnapshot().context.connection).toEqual(reordered)
      expect(actor.getSnapshot().context.preferredAccountType).toBe('ordinal')
      expect(persistConnection).toHaveBeenLastCalledWith(reordered)
      expect(accountChanged).toHaveBeenLastCalledWith(reordered)
    })

    it('behavior: a type the connection has not, or already shows, changes nothing of it', async () => {
      const { actor, accountChanged, storePreferredAccountType } = await bitcoinConnected()
      const before = actor.getSnapshot().context.connection
      actor.send({ type: 'connection.preferAccountType', accountType: 'payment' })
      actor.send({ type: 'connection.preferAccountType', accountType: 'smartAccount' })
      expect(actor.getSnapshot().context.connection).toBe(before)
      expect(actor.getSnapshot().context.preferredAccountType).toBe('smartAccount')
      // Stored all the same: it orders the connections of later visits.
      expect(storePreferredAccountType).toHaveBeenLastCalledWith('smartAccount')
      expect(accountChanged).toHaveBeenCalledTimes(1)
    })

    it('behavior: a connection made or restored later is ordered by the choice', async () => {
      const { actor } = await bitcoinConnected({ preferredAccountType: 'ordinal' })
      expect(firstOf(actor)).toEqual(ordinal)
      const restored = start(
        { namespace: 'bip122', savedConnectorId: 'xverse', preferredAccountType: 'ordinal' },
        { reconnect: async () => btc },
      )
      await waitFor(restored.actor, (s) => s.matches('connected'))
      expect(firstOf(restored.actor)).toEqual(ordinal)
      expect(restored.persistConnection).toHaveBeenLastCalledWith({
        ...btc,
        accounts: [ordinal, payment],
      })
    })

    it("behavior: the wallet's account changes keep the chosen type first", async () => {
      const { actor, accountChanged } = await bitcoinConnected({ preferredAccountType: 'ordinal' })
      actor.send({ type: 'connection.accountsChanged', accounts: [payment, ordinal] })
      expect(firstOf(actor)).toEqual(ordinal)
      expect(accountChanged).toHaveBeenCalledTimes(1)
      const other = { address: 'bc1pother', type: 'ordinal' } as const
      actor.send({ type: 'connection.accountsChanged', accounts: [payment, other] })
      expect(firstOf(actor)).toEqual(other)
      expect(accountChanged).toHaveBeenCalledTimes(2)
    })
  })

  it('behavior: the network of the connect event reaches the wallet', async () => {
    const connect = vi.fn(async () => connection)
    const { actor } = start({}, { connect })
    const network = { caipNetworkId: 'eip155:10' } as never
    actor.send({ type: 'connection.connect', connectorId: 'io.metamask', network })
    await waitFor(actor, (s) => s.matches('connected'))
    expect(connect).toHaveBeenCalledWith({
      namespace: 'eip155',
      connectorId: 'io.metamask',
      network,
    })
  })

  describe('multi-wallet', () => {
    it('behavior: another wallet connects while the namespace keeps its own, then shows it', async () => {
      let answer: (value: Connection) => void = () => {}
      const { actor, connectSucceeded, accountChanged } = start(
        {},
        {
          connect: ({ connectorId }) =>
            connectorId === 'io.rabby'
              ? new Promise((resolve) => {
                  answer = resolve
                })
              : Promise.resolve(connection),
        },
      )
      actor.send({ type: 'connection.connect', connectorId: 'io.metamask' })
      await waitFor(actor, (s) => s.matches('connected'))
      actor.send({ type: 'connection.add', connectorId: 'io.rabby' })
      expect(actor.getSnapshot().matches({ connected: 'adding' })).toBe(true)
      expect(connectionStatusOf(actor.getSnapshot())).toBe('connected')
      expect(actor.getSnapshot().context.connection?.connectorId).toBe('io.metamask')
      answer(rabby)
      await waitFor(actor, (s) => s.matches({ connected: 'ready' }))
      expect(actor.getSnapshot().context.connection?.connectorId).toBe('io.rabby')
      expect(connectSucceeded).toHaveBeenLastCalledWith({ connectorId: 'io.rabby' })
      expect(accountChanged).toHaveBeenLastCalledWith(expect.objectContaining(rabby))
    })

    it('errors: a refused second wallet leaves the first one shown, with the reason', async () => {
      const { actor } = start(
        {},
        {
          connect: async ({ connectorId }) => {
            if (connectorId === 'io.rabby') throw rejectWith(4001)
            return connection
          },
        },
      )
      actor.send({ type: 'connection.connect', connectorId: 'io.metamask' })
      await waitFor(actor, (s) => s.matches('connected'))
      actor.send({ type: 'connection.add', connectorId: 'io.rabby' })
      await waitFor(actor, (s) => s.context.error !== undefined)
      expect(actor.getSnapshot().value).toEqual({ connected: 'ready' })
      expect(actor.getSnapshot().context.connection?.connectorId).toBe('io.metamask')
      expect(actor.getSnapshot().context.error?.message).toBe('Connection rejected')
    })

    it('behavior: a wallet granted in this visit is re-activated without a prompt', async () => {
      const connect = vi.fn(async () => connection)
      const reconnect = vi.fn(async () => rabby)
      const { actor } = start({}, { connect, reconnect })
      actor.send({ type: 'connection.connect', connectorId: 'io.metamask' })
      await waitFor(actor, (s) => s.matches('connected'))
      actor.send({ type: 'connection.reactivate', connectorId: 'io.rabby' })
      await waitFor(actor, (s) => s.context.connection?.connectorId === 'io.rabby')
      expect(reconnect).toHaveBeenCalledWith({ namespace: 'eip155', connectorId: 'io.rabby' })
      expect(connect).toHaveBeenCalledTimes(1)
    })
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const bitcoinConnection: Connection = {
      connectorId: 'xverse',
      accounts: [
        { address: 'bc1qpayment', type: 'payment' },
        { address: 'bc1pordinal', type: 'ordinal' },
      ],
      network: 'bip122:000000000019d6689c085ae165831e93',
    }
    const events = [
      { type: 'connection.start' },
      { type: 'connection.connect', connectorId: 'io.metamask' },
      { type: 'connection.cancel' },
      { type: 'connection.accountsChanged', accounts: [] as Connection['accounts'] },
      { type: 'connection.networkChanged', network: 'eip155:10' },
      { type: 'connection.preferAccountType', accountType: 'ordinal' },
      { type: 'connection.preferAccountType', accountType: 'payment' },
      { type: 'connection.disconnect' },
      { type: 'connection.lost' },
      { type: 'xstate.done.actor.connect', output: connection },
      { type: 'xstate.done.actor.connect', output: bitcoinConnection },
      { type: 'xstate.error.actor.connect', error: rejectWith(4001) },
      { type: 'xstate.done.actor.reconnect', output: connection },
      { type: 'xstate.error.actor.reconnect', error: new Error('stale') },
      { type: 'xstate.done.actor.disconnect' },
      { type: 'xstate.error.actor.disconnect', error: new Error('relay down') },
    ] as const
    const serializeContext = (context: ConnectionContext) => [
      context.connection?.network,
      context.connection?.accounts.length,
      context.error?.code,
      context.savedConnectorId,
      context.preferredAccountType,
      context.connection?.accounts[0]?.type,
    ]
    // A second wallet, walked apart: with the events above the walk would not end.
    const multiWallet = machineCoverage(connectionMachine, {
      input: { namespace: 'eip155' },
      events: [
        { type: 'connection.start' },
        { type: 'connection.connect', connectorId: 'io.metamask' },
        { type: 'xstate.done.actor.connect', output: connection },
        { type: 'connection.add', connectorId: 'io.rabby' },
        { type: 'connection.reactivate', connectorId: 'io.rabby' },
        { type: 'connection.cancel' },
        { type: 'xstate.done.actor.add', output: rabby },
        { type: 'xstate.error.actor.add', error: rejectWith(4001) },
        { type: 'xstate.done.actor.reactivate', output: rabby },
        { type: 'xstate.error.actor.reactivate', error: new Error('revoked') },
      ],
      serializeContext: (context) => [context.connection?.connectorId, context.error?.code],
    })
    const coverage = mergeCoverage(
      multiWallet,
      ...[
        { namespace: 'eip155', reconnect: false },
        { namespace: 'eip155', savedConnectorId: 'io.metamask' },
        { namespace: 'eip155' },
      ].map((input) =>
        machineCoverage(connectionMachine, {
          input: input as ConnectionInput,
          events,
          serializeContext,
        }),
      ),
    )
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })

  it('behavior: without a provided connect actor the failure names the missing client', async () => {
    const actor = createActor(connectionMachine, { input: { namespace: 'eip155' } }).start()
    actor.send({ type: 'connection.start' })
    actor.send({ type: 'connection.connect', connectorId: 'x' })
    await waitFor(actor, (s) => s.context.error !== undefined)
    expect(actor.getSnapshot().context.error?.message).toBe('Failed to connect')
    expect((actor.getSnapshot().context.error?.cause as Error | undefined)?.message).toBe(
      'ConnectionController client not set',
    )
  })

  it('behavior: toConnectError keeps catalogue errors as they are', () => {
    const error = new ConnectionError('POPUP_CLOSED')
    expect(toConnectError(error)).toBe(error)
  })
})
