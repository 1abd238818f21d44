import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { unsupportedNetwork } from '../networks/activeNetwork.js'
import { arbitrum, mainnet, optimism } from '../networks/evmNetworks.js'
import { cosmosHub, solana } from '../networks/otherNetworks.js'
import { machineCoverage, mergeCoverage } from '../testing/machineCoverage.js'
import {
  type ConnectorIds,
  type NetworkSwitchContext,
  type NetworkSwitchEvent,
  type NetworkSwitchInput,
  networkSwitchMachine,
} from './networkSwitch.js'

function walletError(code: number) {
  return Object.assign(new Error(`wallet error ${code}`), { code })
}

type Overrides = {
  switchNetwork?: () => Promise<void>
  addChain?: () => Promise<void>
}

type Sent<E> = E extends { connectorIds: ConnectorIds } ? Omit<E, 'connectorIds'> : E

/** The event with the connections' `connectorIds` the root machine would add. */
function withIds(event: Sent<NetworkSwitchEvent>, connectorIds: ConnectorIds): NetworkSwitchEvent {
  return event.type === 'network.request' ||
    event.type === 'network.switch' ||
    event.type === 'network.remove'
    ? ({ ...event, connectorIds } as NetworkSwitchEvent)
    : (event as NetworkSwitchEvent)
}

function start(
  {
    connectorIds = {},
    ...input
  }: Partial<NetworkSwitchInput> & { connectorIds?: ConnectorIds } = {},
  overrides: Overrides = {},
) {
  const spies = {
    switchNetwork: vi.fn(overrides.switchNetwork ?? (async () => {})),
    addChain: vi.fn(overrides.addChain ?? (async () => {})),
    navigate: vi.fn(),
    showAlert: vi.fn(),
    openUnsupportedChainView: vi.fn(),
    activeNetworkChanged: vi.fn(),
    resetSendState: vi.fn(),
    switched: vi.fn(),
  }
  const actor = createActor(
    networkSwitchMachine.provide({
      actors: {
        switchNetwork: fromPromise(() => spies.switchNetwork()),
        addChain: fromPromise(() => spies.addChain()),
      },
      actions: {
        navigate: (_, params) => spies.navigate(params),
        showAlert: (_, params) => spies.showAlert(params),
        openUnsupportedChainView: spies.openUnsupportedChainView,
        activeNetworkChanged: (_, { network }) => spies.activeNetworkChanged(network),
        resetSendState: spies.resetSendState,
        switched: spies.switched,
      },
    }),
    {
      input: {
        activeNetwork: mainnet,
        networks: [mainnet, optimism, solana],
        namespaces: ['eip155', 'solana'],
        ...input,
      },
    },
  ).start()
  const context = () => actor.getSnapshot().context
  const send = (event: Sent<NetworkSwitchEvent>) => running.send(withIds(event, connectorIds))
  const running = actor
  // The actor as a test uses it: its events get the connections' ids, the rest is the actor's.
  const driven = Object.assign(Object.create(actor) as typeof actor, { send })
  return { actor: driven, context, ...spies }
}

const connectedInjected = { connectorIds: { eip155: 'io.metamask' } }

describe('networkSwitchMachine', () => {
  describe('network.request: which view', () => {
    it('behavior: the same network is ignored', () => {
      const { actor, navigate, showAlert } = start(connectedInjected)
      actor.send({ type: 'network.request', network: mainnet })
      expect(navigate).not.toHaveBeenCalled()
      expect(showAlert).not.toHaveBeenCalled()
    })

    it('behavior: an unknown network shows the not-found alert', () => {
      const { actor, navigate, showAlert } = start(connectedInjected)
      actor.send({ type: 'network.request', network: arbitrum })
      expect(showAlert).toHaveBeenCalledWith({ code: 'NETWORK_NOT_FOUND' })
      expect(navigate).not.toHaveBeenCalled()
    })

    it('behavior: ignoring confirmation goes to SwitchNetwork', () => {
      const { actor, navigate } = start(connectedInjected)
      actor.send({ type: 'network.request', network: solana, ignoreConfirmation: true })
      expect(navigate).toHaveBeenCalledWith({ view: 'SwitchNetwork', data: { network: solana } })
    })

    it('behavior: SwitchNetwork asks the wallet in the same step; once it switched, the view is done', async () => {
      let answer = () => {}
      const { actor, navigate, switched, switchNetwork, context } = start(connectedInjected, {
        switchNetwork: () => new Promise<void>((resolve) => (answer = resolve)),
      })
      actor.send({ type: 'network.request', network: optimism })
      expect(navigate).toHaveBeenCalledWith({ view: 'SwitchNetwork', data: { network: optimism } })
      expect(actor.getSnapshot().value).toBe('switching')
      expect(context().pending).toBe(optimism)
      expect(switchNetwork).toHaveBeenCalledTimes(1)
      expect(switched).not.toHaveBeenCalled()
      answer()
      await waitFor(actor, (s) => s.matches('idle'))
      expect(context().activeNetwork).toBe(optimism)
      expect(switched).toHaveBeenCalledTimes(1)
    })

    it('behavior: with no wallet there to ask, the network becomes active and the view is done at once', () => {
      const { actor, switched, switchNetwork, context } = start(connectedInjected)
      actor.send({ type: 'network.request', network: solana, ignoreConfirmation: true })
      expect(context().activeNetwork).toBe(solana)
      expect(switchNetwork).not.toHaveBeenCalled()
      expect(switched).toHaveBeenCalledTimes(1)
    })

    it('behavior: the auth connector on a supported chain goes to SwitchNetwork', () => {
      const { actor, navigate } = start({ connectorIds: { eip155: 'auth' } })
      actor.send({ type: 'network.request', network: solana })
      expect(navigate).toHaveBeenCalledWith({ view: 'SwitchNetwork', data: { network: solana } })
    })

    it('behavior: a connected namespace asking for an unconnected one goes to SwitchActiveChain', () => {
      const { actor, navigate } = start(connectedInjected)
      actor.send({ type: 'network.request', network: solana })
      expect(navigate).toHaveBeenCalledWith({
        view: 'SwitchActiveChain',
        data: {
          switchToChain: 'solana',
          navigateTo: 'Connect',
          navigateWithReplace: true,
          network: solana,
        },
      })
    })

    it('behavior: SwitchActiveChain remembers the network for the wallet connected there, until one is', () => {
      const { actor, context } = start(connectedInjected)
      actor.send({ type: 'network.request', network: solana })
      expect(context().awaitedNetwork).toBe(solana)
      expect(context().activeNetwork).toBe(mainnet)
      actor.send({ type: 'network.walletConnected', namespace: 'eip155' })
      expect(context().awaitedNetwork).toBe(solana)
      actor.send({ type: 'network.walletConnected', namespace: 'solana' })
      expect(context().awaitedNetwork).toBeUndefined()
    })

    it('behavior: SwitchActiveChain left without connecting forgets the awaited network', () => {
      const { actor, context } = start(connectedInjected)
      actor.send({ type: 'network.request', network: solana })
      expect(context().awaitedNetwork).toBe(solana)
      actor.send({ type: 'network.forgetAwaited' })
      expect(context().awaitedNetwork).toBeUndefined()
      expect(context().activeNetwork).toBe(mainnet)
    })

    it('behavior: another request, or a network made active, forgets the awaited network', () => {
      const { actor, context } = start(connectedInjected)
      actor.send({ type: 'network.request', network: solana })
      actor.send({ type: 'network.request', network: optimism })
      expect(context().awaitedNetwork).toBeUndefined()
      actor.send({ type: 'network.request', network: solana })
      actor.send({ type: 'network.walletChanged', caipNetworkId: optimism.caipNetworkId })
      expect(context().awaitedNetwork).toBeUndefined()
    })

    it('behavior: with no wallet to ask anywhere the network becomes active at once, no view', () => {
      const { actor, context, navigate, activeNetworkChanged, switchNetwork } = start()
      actor.send({ type: 'network.request', network: solana })
      expect(context().activeNetwork).toBe(solana)
      expect(activeNetworkChanged).toHaveBeenCalledWith(solana)
      expect(navigate).not.toHaveBeenCalled()
      expect(switchNetwork).not.toHaveBeenCalled()
    })

    it('behavior: a namespace already connected goes to SwitchNetwork', () => {
      const { actor, navigate } = start({ connectorIds: { eip155: 'io.metamask', solana: 'x' } })
      actor.send({ type: 'network.request', network: solana })
      expect(navigate).toHaveBeenCalledWith({ view: 'SwitchNetwork', data: { network: solana } })
    })

    it('behavior: another network of the same namespace goes to SwitchNetwork', () => {
      const { actor, navigate } = start(connectedInjected)
      actor.send({ type: 'network.request', network: optimism })
      expect(navigate).toHaveBeenCalledWith({ view: 'SwitchNetwork', data: { network: optimism } })
    })
  })

  describe('network.switch', () => {
    it('behavior: without a wallet the network becomes active at once and the send state resets', () => {
      const { actor, context, switchNetwork, activeNetworkChanged, resetSendState } = start()
      actor.send({ type: 'network.switch', network: optimism })
      expect(context().activeNetwork).toBe(optimism)
      expect(switchNetwork).not.toHaveBeenCalled()
      expect(activeNetworkChanged).toHaveBeenCalledWith(optimism)
      expect(resetSendState).toHaveBeenCalledTimes(1)
    })

    it('behavior: switching to the active network changes nothing', () => {
      const { actor, resetSendState } = start()
      actor.send({ type: 'network.switch', network: mainnet })
      expect(resetSendState).not.toHaveBeenCalled()
    })

    it('behavior: an unknown network shows the not-found alert', () => {
      const { actor, context, showAlert } = start()
      actor.send({ type: 'network.switch', network: arbitrum })
      expect(showAlert).toHaveBeenCalledWith({ code: 'NETWORK_NOT_FOUND' })
      expect(context().activeNetwork).toBe(mainnet)
    })

    it('behavior: with a wallet asks it, then makes the network active', async () => {
      const { actor, context, switchNetwork, resetSendState } = start(connectedInjected)
      actor.send({ type: 'network.switch', network: optimism })
      expect(actor.getSnapshot().value).toBe('switching')
      expect(context().pending).toBe(optimism)
      await waitFor(actor, (s) => s.matches('idle'))
      expect(switchNetwork).toHaveBeenCalledTimes(1)
      expect(context().activeNetwork).toBe(optimism)
      expect(context().pending).toBeUndefined()
      expect(resetSendState).toHaveBeenCalledTimes(1)
    })

    it.each([4902, 5000, -32603, 32603])(
      'behavior: error %i adds the chain, then makes it active',
      async (code) => {
        const { actor, context, addChain } = start(connectedInjected, {
          switchNetwork: async () => Promise.reject(walletError(code)),
        })
        actor.send({ type: 'network.switch', network: optimism })
        await waitFor(actor, (s) => s.matches('addingChain'))
        await waitFor(actor, (s) => s.matches('idle'))
        expect(addChain).toHaveBeenCalledTimes(1)
        expect(context().activeNetwork).toBe(optimism)
      },
    )

    it('behavior: a failed add-chain is "Chain is not supported" and keeps the network', async () => {
      const { actor, context } = start(connectedInjected, {
        switchNetwork: async () => Promise.reject(walletError(4902)),
        addChain: async () => Promise.reject(walletError(4001)),
      })
      actor.send({ type: 'network.switch', network: optimism })
      await waitFor(actor, (s) => s.context.error !== undefined)
      expect(context().error?.message).toBe('Chain is not supported')
      expect(context().activeNetwork).toBe(mainnet)
      expect(actor.getSnapshot().value).toBe('idle')
    })

    it('behavior: a rejected switch is "Connection rejected" and keeps the network', async () => {
      const { actor, context, addChain, resetSendState } = start(connectedInjected, {
        switchNetwork: async () => Promise.reject(walletError(4001)),
      })
      actor.send({ type: 'network.switch', network: optimism })
      await waitFor(actor, (s) => s.context.error !== undefined)
      expect(context().error?.message).toBe('Connection rejected')
      expect(addChain).not.toHaveBeenCalled()
      expect(context().activeNetwork).toBe(mainnet)
      expect(resetSendState).not.toHaveBeenCalled()
    })

    it('behavior: other failures keep the wallet error', async () => {
      const cause = new Error('wallet locked')
      const { actor, context } = start(connectedInjected, {
        switchNetwork: async () => Promise.reject(cause),
      })
      actor.send({ type: 'network.switch', network: optimism })
      await waitFor(actor, (s) => s.context.error !== undefined)
      expect(context().error).toBe(cause)
    })
  })

  it('behavior: a failure that is not an Error becomes "Failed to connect" with it as cause', async () => {
    const { actor, context } = start(connectedInjected, {
      switchNetwork: async () => Promise.reject('wallet closed'),
    })
    actor.send({ type: 'network.switch', network: optimism })
    await waitFor(actor, (s) => s.context.error !== undefined)
    expect(context().error?.message).toBe('Failed to connect')
    expect(context().error?.cause).toBe('wallet closed')
  })

  describe('network.walletChanged', () => {
    it('behavior: a configured network becomes active', () => {
      const { actor, context, resetSendState, openUnsupportedChainView } = start()
      actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:10' })
      expect(context().activeNetwork).toBe(optimism)
      expect(resetSendState).toHaveBeenCalledTimes(1)
      expect(resetSendState).toHaveBeenCalledWith(expect.anything(), optimism)
      expect(openUnsupportedChainView).not.toHaveBeenCalled()
    })

    it('behavior: the active network changes nothing', () => {
      const { actor, resetSendState } = start()
      actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:1' })
      expect(resetSendState).not.toHaveBeenCalled()
    })

    it('behavior: an unknown network becomes the placeholder and shows UnsupportedChain', () => {
      const { actor, context, openUnsupportedChainView } = start()
      actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:56' })
      expect(context().activeNetwork).toEqual(unsupportedNetwork('eip155:56'))
      expect(openUnsupportedChainView).toHaveBeenCalledTimes(1)
    })

    it.each([
      ['switching is disabled', { enableNetworkSwitch: false }],
      ['basic mode is on', { basic: true }],
    ])('behavior: when %s the placeholder is set without the view', (_, options) => {
      const { actor, context, openUnsupportedChainView } = start(options)
      actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:56' })
      expect(context().activeNetwork?.caipNetworkId).toBe('eip155:56')
      expect(openUnsupportedChainView).not.toHaveBeenCalled()
    })

    it('behavior: a network on a namespace Latch does not cover changes nothing', () => {
      const { actor, context, resetSendState, openUnsupportedChainView } = start()
      actor.send({ type: 'network.walletChanged', caipNetworkId: 'near:mainnet' })
      expect(context().activeNetwork).toBe(mainnet)
      expect(context().error).toBeUndefined()
      expect(resetSendState).not.toHaveBeenCalled()
      expect(openUnsupportedChainView).not.toHaveBeenCalled()
    })

    it('behavior: with unsupported chains allowed nothing changes', () => {
      const { actor, context, openUnsupportedChainView } = start({ allowUnsupportedChain: true })
      actor.send({ type: 'network.walletChanged', caipNetworkId: 'eip155:56' })
      expect(context().activeNetwork).toBe(mainnet)
      expect(openUnsupportedChainView).not.toHaveBeenCalled()
    })
  })

  describe('adding and removing networks', () => {
    it('behavior: adding needs an adapter for the namespace', () => {
      const { actor, context } = start()
      actor.send({ type: 'network.add', network: arbitrum })
      expect(context().networks).toContain(arbitrum)
      actor.send({ type: 'network.add', network: arbitrum })
      expect(context().networks.filter((network) => network === arbitrum)).toHaveLength(1)
      actor.send({ type: 'network.add', network: cosmosHub })
      expect(context().networks).not.toContain(cosmosHub)
      expect(context().error?.message).toBe("Adapter for namespace cosmos doesn't exist")
    })

    it('behavior: removing needs an adapter for the namespace', () => {
      const { actor, context } = start()
      actor.send({ type: 'network.remove', caipNetworkId: cosmosHub.caipNetworkId })
      expect(context().error?.message).toBe("Adapter for namespace cosmos doesn't exist")
    })

    it('behavior: removing another network keeps the active one', () => {
      const { actor, context } = start()
      actor.send({ type: 'network.remove', caipNetworkId: 'eip155:10' })
      expect(context().networks).toEqual([mainnet, solana])
      expect(context().activeNetwork).toBe(mainnet)
    })

    it('behavior: removing the active network switches to the first remaining one', () => {
      const { actor, context, activeNetworkChanged } = start()
      actor.send({ type: 'network.remove', caipNetworkId: 'eip155:1' })
      expect(context().networks).toEqual([optimism, solana])
      expect(context().activeNetwork).toBe(optimism)
      expect(activeNetworkChanged).toHaveBeenCalledWith(optimism)
    })

    it('behavior: removing the active network with a wallet asks the wallet to switch', async () => {
      const { actor, context, switchNetwork } = start(connectedInjected)
      actor.send({ type: 'network.remove', caipNetworkId: 'eip155:1' })
      await waitFor(actor, (s) => s.matches('idle') && s.context.activeNetwork === optimism)
      expect(switchNetwork).toHaveBeenCalledTimes(1)
      expect(context().networks).toEqual([optimism, solana])
    })

    it('behavior: the active network, the last of its namespace, is not removed: nothing could stand in', () => {
      const { actor, context } = start({ activeNetwork: solana })
      actor.send({ type: 'network.remove', caipNetworkId: solana.caipNetworkId })
      expect(context().networks).toEqual([mainnet, optimism, solana])
      expect(context().activeNetwork).toBe(solana)
      expect(context().error?.message).toBe(
        "Invalid Latch configuration: networks keep a network of the active network's namespace (removing solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp)",
      )
      expect(actor.getSnapshot().value).toBe('idle')
    })

    it('behavior: the last network is not removed', () => {
      const { actor, context } = start({ networks: [mainnet] })
      actor.send({ type: 'network.remove', caipNetworkId: 'eip155:1' })
      expect(context().networks).toEqual([mainnet])
      expect(context().error?.message).toBe(
        'Invalid Latch configuration: networks give at least one network',
      )
    })

    it('behavior: a change that goes through clears the error of one refused before', () => {
      const { actor, context } = start()
      actor.send({ type: 'network.add', network: cosmosHub })
      expect(context().error).toBeDefined()
      actor.send({ type: 'network.add', network: arbitrum })
      expect(context().error).toBeUndefined()
    })
  })

  it('behavior: a change of active network says which one was active before', () => {
    const changes: unknown[] = []
    const actor = createActor(
      networkSwitchMachine.provide({
        actions: { activeNetworkChanged: (_, change) => changes.push(change) },
      }),
      { input: { activeNetwork: mainnet, networks: [mainnet, solana], namespaces: ['eip155'] } },
    ).start()
    actor.send({ type: 'network.switch', network: solana, connectorIds: {} })
    actor.send({ type: 'network.walletChanged', caipNetworkId: mainnet.caipNetworkId })
    expect(changes).toEqual([
      { network: solana, previous: mainnet },
      { network: mainnet, previous: solana },
    ])
  })

  it('behavior: without a provided switch actor the failure names the missing client', async () => {
    const actor = createActor(networkSwitchMachine, {
      input: { activeNetwork: mainnet, networks: [mainnet, optimism], namespaces: ['eip155'] },
    }).start()
    actor.send({
      type: 'network.switch',
      network: optimism,
      connectorIds: { eip155: 'io.metamask' },
    })
    await waitFor(actor, (s) => s.context.error !== undefined)
    expect(actor.getSnapshot().context.error?.message).toBe('NetworkController client not set')
  })

  it('paths: every state is reachable and every transition is taken', () => {
    // Each event that reads the connections, with each set of connections that matters.
    const idSets: ConnectorIds[] = [{ eip155: 'io.metamask' }, { eip155: 'auth' }, {}]
    const withEach = (events: Sent<NetworkSwitchEvent>[]) =>
      idSets.flatMap((ids) => events.map((event) => withIds(event, ids)))
    // Two walks keep each state space small: switching, and editing the network list.
    const switching = [
      ...withEach([
        { type: 'network.request', network: mainnet },
        { type: 'network.request', network: optimism },
        { type: 'network.request', network: solana },
        { type: 'network.request', network: solana, ignoreConfirmation: true },
        { type: 'network.request', network: arbitrum },
        { type: 'network.switch', network: optimism },
        { type: 'network.switch', network: mainnet },
        { type: 'network.switch', network: arbitrum },
      ]),
      { type: 'network.forgetAwaited' },
      { type: 'network.walletConnected', namespace: 'solana' },
      { type: 'xstate.done.actor.switchNetwork' },
      { type: 'xstate.error.actor.switchNetwork', error: walletError(4902) },
      { type: 'xstate.error.actor.switchNetwork', error: walletError(4001) },
      { type: 'xstate.done.actor.addChain' },
      { type: 'xstate.error.actor.addChain', error: walletError(4001) },
    ] as const
    const editing = [
      { type: 'network.walletChanged', caipNetworkId: 'eip155:10' },
      { type: 'network.walletChanged', caipNetworkId: 'eip155:56' },
      { type: 'network.walletChanged', caipNetworkId: 'near:mainnet' },
      { type: 'network.add', network: arbitrum },
      { type: 'network.add', network: mainnet },
      { type: 'network.add', network: cosmosHub },
      ...withEach([
        { type: 'network.remove', caipNetworkId: 'eip155:10' },
        { type: 'network.remove', caipNetworkId: cosmosHub.caipNetworkId },
        { type: 'network.remove', caipNetworkId: 'eip155:1' },
        // With optimism gone too, mainnet is the last network: refused.
        { type: 'network.remove', caipNetworkId: solana.caipNetworkId },
      ]),
    ] as const
    const serializeContext = (context: NetworkSwitchContext) => [
      context.activeNetwork?.caipNetworkId,
      context.networks.map((network) => network.caipNetworkId),
      context.pending?.caipNetworkId,
      context.awaitedNetwork?.caipNetworkId,
      Boolean(context.error),
    ]
    const base = {
      activeNetwork: mainnet,
      networks: [mainnet, optimism, solana],
      namespaces: ['eip155', 'solana'],
    } as const
    const walks = [switching, editing].flatMap((events) =>
      [{}, { allowUnsupportedChain: true }, { basic: true }].map((options) =>
        machineCoverage(networkSwitchMachine, {
          input: { ...base, ...options },
          events,
          serializeContext,
          limit: 100_000,
        }),
      ),
    )
    const coverage = mergeCoverage(...walks)
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
