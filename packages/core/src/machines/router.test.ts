import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { FARCASTER_RELOAD_DELAY_MS } from '../constants/time.js'
import { mainnet } from '../networks/evmNetworks.js'
import { machineCoverage, mergeCoverage } from '../testing/machineCoverage.js'
import { entryOf } from '../testing/routerEntries.js'
import { type RouterChange, type RouterContext, type RouterInput, routerMachine } from './router.js'
import { currentView } from './views.js'

function start(input: RouterInput = {}) {
  const closeModal = vi.fn()
  const clearFarcasterUrl = vi.fn()
  const reloadAuthConnector = vi.fn()
  const changes: RouterChange[] = []
  const actor = createActor(
    routerMachine.provide({
      actions: {
        closeModal,
        clearFarcasterUrl,
        reloadAuthConnector,
        changed: (_, change) => changes.push(change),
      },
    }),
    { input },
  ).start()
  const views = () => actor.getSnapshot().context.history.map((entry) => entry.view)
  return { actor, views, changes, closeModal, clearFarcasterUrl, reloadAuthConnector }
}

const back = { type: 'router.back', connected: false } as const
const external = { view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } } as const
const backConnected = { type: 'router.back', connected: true } as const

describe('routerMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: starts at Connect with one history entry', () => {
    const { actor, views } = start()
    expect(views()).toEqual(['Connect'])
    expect(currentView(actor.getSnapshot().context)).toBe('Connect')
  })

  it('behavior: currentView of an empty history is Connect', () => {
    expect(currentView({ history: [] })).toBe('Connect')
  })

  it('behavior: push adds a view and its data', () => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'router.push', view: 'ConnectingExternal', data: { connectorId: 'w' } })
    expect(views()).toEqual(['Connect', 'AllWallets', 'ConnectingExternal'])
    expect(actor.getSnapshot().context.history.at(-1)?.data).toEqual({ connectorId: 'w' })
  })

  it('behavior: push skips a view equal to the current one', () => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', view: 'Connect' })
    expect(views()).toEqual(['Connect'])
  })

  it('behavior: replace swaps the last entry', () => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'router.replace', view: 'EmailLogin', data: { email: 'a@b.co' } })
    expect(views()).toEqual(['Connect', 'EmailLogin'])
    expect(actor.getSnapshot().context.history.at(-1)?.data).toEqual({ email: 'a@b.co' })
  })

  it('behavior: replace skips when the last entry equals the view (data kept)', () => {
    const { actor } = start()
    actor.send({ type: 'router.push', view: 'EmailLogin', data: { email: 'first@b.co' } })
    actor.send({ type: 'router.replace', view: 'EmailLogin', data: { email: 'second@b.co' } })
    expect(actor.getSnapshot().context.history).toEqual([
      { view: 'Connect' },
      { view: 'EmailLogin', data: { email: 'first@b.co' } },
    ])
  })

  it('behavior: reset leaves a single entry', () => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'router.reset', view: 'Account' })
    expect(views()).toEqual(['Account'])
  })

  it('behavior: back pops to the previous view', () => {
    const { actor, views, closeModal } = start()
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send(back)
    expect(views()).toEqual(['Connect'])
    expect(closeModal).not.toHaveBeenCalled()
  })

  it('behavior: back shows Account when connected and the previous view is Connect', () => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', ...external })
    actor.send(backConnected)
    expect(views()).toEqual(['Account'])
  })

  it('behavior: back keeps Connect when disconnected', () => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', ...external })
    actor.send(back)
    expect(views()).toEqual(['Connect'])
  })

  it('behavior: back with a single entry closes the modal and keeps the history', () => {
    const { actor, views, closeModal } = start({ entry: { view: 'Account' } })
    actor.send(backConnected)
    expect(closeModal).toHaveBeenCalledTimes(1)
    expect(views()).toEqual(['Account'])
  })

  it('behavior: leaving ConnectingFarcaster disconnected clears the URL and reloads after 100 ms', () => {
    const { actor, clearFarcasterUrl, reloadAuthConnector } = start()
    actor.send({ type: 'router.push', view: 'ConnectingFarcaster' })
    actor.send(back)
    vi.advanceTimersByTime(FARCASTER_RELOAD_DELAY_MS - 1)
    expect(clearFarcasterUrl).not.toHaveBeenCalled()
    expect(reloadAuthConnector).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(clearFarcasterUrl).toHaveBeenCalledTimes(1)
    expect(reloadAuthConnector).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().matches({ farcaster: 'idle' })).toBe(true)
  })

  it('behavior: leaving ConnectingFarcaster while connected reloads nothing', () => {
    const { actor, clearFarcasterUrl, reloadAuthConnector } = start()
    actor.send({ type: 'router.push', view: 'ConnectingFarcaster' })
    actor.send(backConnected)
    vi.advanceTimersByTime(FARCASTER_RELOAD_DELAY_MS * 10)
    expect(clearFarcasterUrl).not.toHaveBeenCalled()
    expect(reloadAuthConnector).not.toHaveBeenCalled()
  })

  it.each([
    'Connect',
    'AllWallets',
    'ConnectingExternal',
    'ConnectingWalletConnect',
    'ConnectingWalletConnectBasic',
    'EmailLogin',
    'ConnectingFarcaster',
  ] as const)('behavior: a connection made on %s shows Account alone', (view) => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'router.push', ...entryOf(view) })
    actor.send({ type: 'router.connected' })
    expect(views()).toEqual(['Account'])
  })

  it('behavior: a connection made from a payment’s Pay goes back to Pay alone, to pay', () => {
    const { actor, views } = start({ entry: { view: 'Pay' } })
    actor.send({ type: 'router.push', view: 'Connect' })
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'router.connected' })
    expect(views()).toEqual(['Pay'])
    // On Pay itself, a connection (the site's own connect) changes nothing.
    actor.send({ type: 'router.connected' })
    expect(views()).toEqual(['Pay'])
  })

  it('behavior: connected from ConnectingFarcaster, leaving Account reloads nothing', () => {
    const { actor, views, clearFarcasterUrl, reloadAuthConnector } = start()
    actor.send({ type: 'router.push', view: 'ConnectingFarcaster' })
    actor.send({ type: 'router.connected' })
    actor.send(backConnected)
    vi.advanceTimersByTime(FARCASTER_RELOAD_DELAY_MS * 10)
    expect(views()).toEqual(['Account'])
    expect(clearFarcasterUrl).not.toHaveBeenCalled()
    expect(reloadAuthConnector).not.toHaveBeenCalled()
  })

  it('behavior: embedded, an email login shows Account', () => {
    const { actor, views } = start({ embedded: true })
    actor.send({ type: 'router.push', view: 'EmailLogin' })
    actor.send({ type: 'router.connected' })
    expect(views()).toEqual(['Account'])
  })

  it('behavior: a connection leaves a view something else moved to', () => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', view: 'SIWXSignMessage' })
    actor.send({ type: 'router.connected' })
    expect(views()).toEqual(['Connect', 'SIWXSignMessage'])
  })

  it('behavior: embedded, a connection shows Account and a disconnect shows Connect', () => {
    const { actor, views } = start({ embedded: true })
    actor.send({ type: 'router.push', ...external })
    actor.send({ type: 'router.connected' })
    expect(views()).toEqual(['Account'])
    // Connected again (another namespace): the visitor's navigation stays.
    actor.send({ type: 'router.push', view: 'SwitchNetwork', data: { network: mainnet } })
    actor.send({ type: 'router.connected' })
    expect(views()).toEqual(['Account', 'SwitchNetwork'])
    actor.send({ type: 'router.disconnected' })
    expect(views()).toEqual(['Connect'])
  })

  it('behavior: embedded, a connection during a sign-in or a switch leaves that view on screen', () => {
    const { actor, views } = start({ embedded: true })
    actor.send({ type: 'router.push', view: 'SIWXSignMessage' })
    actor.send({ type: 'router.connected' })
    expect(views()).toEqual(['Connect', 'SIWXSignMessage'])
  })

  it('behavior: as an overlay, a lost account does not move the router', () => {
    const { actor, views } = start()
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'router.disconnected' })
    expect(views()).toEqual(['Connect', 'AllWallets'])
  })

  it('behavior: each change reports the view on screen and the depth; a skipped one reports nothing', () => {
    const { actor, changes } = start()
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'router.replace', ...external })
    actor.send({ type: 'router.connected' })
    actor.send(back)
    expect(changes).toEqual([
      { view: 'AllWallets', depth: 2 },
      { view: 'ConnectingExternal', depth: 2 },
      { view: 'Account', depth: 1 },
    ])
  })

  it('paths: every state is reachable and every transition is taken', () => {
    // Embedded in the page, the connection facts move the router too.
    const embedded = machineCoverage(routerMachine, {
      input: { embedded: true },
      events: [
        { type: 'router.push', view: 'SIWXSignMessage' },
        { type: 'router.reset', view: 'Connect' },
        { type: 'router.connected' },
        { type: 'router.disconnected' },
      ],
      serializeContext: (context: RouterContext) => ({
        history: context.history.slice(-2).map((e) => e.view),
      }),
    })
    const overlay = machineCoverage(routerMachine, {
      input: {},
      events: [
        { type: 'router.push', view: 'AllWallets' },
        { type: 'router.push', view: 'ConnectingFarcaster' },
        { type: 'router.push', view: 'Connect' },
        { type: 'router.replace', view: 'EmailLogin' },
        { type: 'router.replace', view: 'Connect' },
        { type: 'router.reset', view: 'Connect' },
        back,
        backConnected,
        { type: 'router.connected' },
        { type: 'router.disconnected' },
      ],
      // Bounded: history deeper than three entries adds nothing new.
      serializeContext: (context: RouterContext) => ({
        history: context.history.slice(-3).map((e) => e.view),
        depth: Math.min(context.history.length, 3),
      }),
    })
    // Opened at a payment's Pay, a connection goes back to it.
    const payment = machineCoverage(routerMachine, {
      input: { entry: { view: 'Pay' } },
      events: [{ type: 'router.push', view: 'Connect' }, { type: 'router.connected' }],
      serializeContext: (context: RouterContext) => ({
        history: context.history.map((e) => e.view),
      }),
    })
    const coverage = mergeCoverage(embedded, overlay, payment)
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
    expect(coverage.transitions.length).toBeGreaterThan(8)
  })
})
