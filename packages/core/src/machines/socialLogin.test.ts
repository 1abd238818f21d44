import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { SocialProvider } from '../config/features.js'
import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from '../constants/limits.js'
import { SOCIAL_POPUP_CHECK_INTERVAL_MS } from '../constants/time.js'
import { ConnectionError } from '../errors/connection.js'
import { FrameError } from '../errors/frame.js'
import { InternalError } from '../errors/internal.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import { type SocialLoginContext, socialLoginMachine } from './socialLogin.js'

type Overrides = {
  redirect?: (input: { provider: SocialProvider }) => Promise<{ uri: string }>
  connect?: (input: { resultUri: string }) => Promise<unknown>
  farcasterUri?: () => Promise<{ url: string }>
  connectFarcaster?: () => Promise<unknown>
  connectAuth?: () => Promise<unknown>
  providers?: readonly SocialProvider[]
}

function start(overrides: Overrides = {}) {
  const popup = { closed: false }
  const openPopup = vi.fn()
  const navigatePopup = vi.fn()
  const closePopup = vi.fn()
  const showFarcasterView = vi.fn()
  const track = vi.fn()
  const storeConnectedSocial = vi.fn()
  const requestRedirectUri = vi.fn(
    overrides.redirect ??
      (async (_: { provider: SocialProvider }) => ({ uri: 'https://secure.test/r' })),
  )
  const connectSocial = vi.fn(overrides.connect ?? (async (_: { resultUri: string }) => undefined))
  const getFarcasterUri = vi.fn(
    overrides.farcasterUri ?? (async () => ({ url: 'https://fc.test/x' })),
  )
  const connectFarcaster = vi.fn(overrides.connectFarcaster ?? (async () => undefined))
  // The root's connect of the embedded wallet (latchEmbeddedWallet.ts): it answers.
  const connectAuth = vi.fn(overrides.connectAuth ?? (async () => undefined))
  const machine = socialLoginMachine.provide({
    actions: {
      openPopup,
      navigatePopup,
      closePopup,
      showFarcasterView,
      track,
      storeConnectedSocial,
      connectAuth: ({ self }) => {
        connectAuth().then(
          () => self.send({ type: 'auth.connected' }),
          (error: unknown) => self.send({ type: 'auth.connectFailed', error }),
        )
      },
    },
    actors: {
      requestRedirectUri: fromPromise(async ({ input }) => requestRedirectUri(input)),
      connectSocial: fromPromise(async ({ input }) => connectSocial(input)),
      getFarcasterUri: fromPromise(async () => getFarcasterUri()),
      connectFarcaster: fromPromise(async () => connectFarcaster()),
    },
    guards: { isPopupClosed: () => popup.closed },
  })
  const input = overrides.providers ? { providers: overrides.providers } : {}
  const actor = createActor(machine, { input }).start()
  const tracked = () => track.mock.calls.map(([, params]) => params.event)
  return {
    actor,
    popup,
    openPopup,
    navigatePopup,
    closePopup,
    showFarcasterView,
    track,
    tracked,
    storeConnectedSocial,
    requestRedirectUri,
    connectSocial,
    connectFarcaster,
    connectAuth,
  }
}

const failedError = async (actor: ReturnType<typeof start>['actor']) =>
  (await waitFor(actor, (s) => s.matches('failed'))).context.error

describe('socialLoginMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: idle, nothing chosen, every provider enabled', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({ provider: undefined, error: undefined })
    expect(actor.getSnapshot().context.providers).toContain('farcaster')
  })

  it('behavior: the popup opens blank in the click, at 600x800, then goes to the redirect URI', async () => {
    const { actor, openPopup, navigatePopup, requestRedirectUri } = start()
    actor.send({ type: 'social.start', provider: 'github' })
    expect(openPopup).toHaveBeenCalledTimes(1)
    expect(openPopup.mock.calls[0]?.[1]).toEqual({
      width: SOCIAL_POPUP_WIDTH,
      height: SOCIAL_POPUP_HEIGHT,
    })
    expect(navigatePopup).not.toHaveBeenCalled()
    await waitFor(actor, (s) => s.matches({ popup: 'awaitingResult' }))
    expect(requestRedirectUri).toHaveBeenCalledWith({ provider: 'github' })
    expect(navigatePopup.mock.calls[0]?.[1]).toEqual({ uri: 'https://secure.test/r' })
    expect(actor.getSnapshot().context.redirectUri).toBe('https://secure.test/r')
  })

  it('behavior: the result address connects the auth connector, tracking every step', async () => {
    const { actor, connectSocial, closePopup, tracked, storeConnectedSocial } = start()
    actor.send({ type: 'social.start', provider: 'google' })
    await waitFor(actor, (s) => s.matches({ popup: 'awaitingResult' }))
    actor.send({ type: 'social.resultReceived', resultUri: 'https://secure.test/result?code=1' })
    await waitFor(actor, (s) => s.matches('connected'))
    expect(connectSocial).toHaveBeenCalledWith({ resultUri: 'https://secure.test/result?code=1' })
    expect(storeConnectedSocial.mock.calls[0]?.[1]).toEqual({ provider: 'google' })
    expect(closePopup).toHaveBeenCalledTimes(1)
    expect(tracked()).toEqual([
      'SOCIAL_LOGIN_STARTED',
      'SOCIAL_LOGIN_REQUEST_USER_DATA',
      'SOCIAL_LOGIN_SUCCESS',
    ])
    // Not final: after a sign-out the visitor may log in again.
    actor.send({ type: 'social.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('behavior: analytics carry the provider', async () => {
    const { actor, track } = start()
    actor.send({ type: 'social.start', provider: 'discord' })
    expect(track.mock.calls[0]?.[1]).toEqual({ event: 'SOCIAL_LOGIN_STARTED', provider: 'discord' })
  })

  it('behavior: a failed redirect-URI request is "failed to initiate" and closes the popup', async () => {
    const cause = new Error('timeout')
    const { actor, closePopup, tracked } = start({
      redirect: async () => {
        throw cause
      },
    })
    actor.send({ type: 'social.start', provider: 'x' })
    const error = await failedError(actor)
    expect(error).toBeInstanceOf(ConnectionError)
    expect(error?.code).toBe('FAILED_TO_INITIATE_SOCIAL')
    expect(error?.message).toBe('Failed to initiate social connection')
    expect(error?.cause).toBe(cause)
    expect(closePopup).toHaveBeenCalledTimes(1)
    expect(tracked()).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR'])
  })

  it('behavior: the popup is checked every second; closing it fails with "Popup closed"', async () => {
    const { actor, popup, tracked } = start()
    actor.send({ type: 'social.start', provider: 'apple' })
    await waitFor(actor, (s) => s.matches({ popup: 'awaitingResult' }))
    vi.advanceTimersByTime(SOCIAL_POPUP_CHECK_INTERVAL_MS * 3)
    expect(actor.getSnapshot().matches({ popup: 'awaitingResult' })).toBe(true)
    popup.closed = true
    vi.advanceTimersByTime(SOCIAL_POPUP_CHECK_INTERVAL_MS - 1)
    expect(actor.getSnapshot().matches({ popup: 'awaitingResult' })).toBe(true)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(actor.getSnapshot().context.error?.code).toBe('POPUP_CLOSED')
    expect(actor.getSnapshot().context.error?.message).toBe('Popup closed')
    expect(tracked()).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_ERROR'])
  })

  it('behavior: a frame error keeps its own message; any other failure is "Failed to connect"', async () => {
    const frameError = FrameError.fromReply('Invalid social result')
    const first = start({
      connect: async () => {
        throw frameError
      },
    })
    first.actor.send({ type: 'social.start', provider: 'google' })
    await waitFor(first.actor, (s) => s.matches({ popup: 'awaitingResult' }))
    first.actor.send({ type: 'social.resultReceived', resultUri: 'r' })
    expect(await failedError(first.actor)).toBe(frameError)

    const cause = new TypeError('boom')
    const second = start({
      connect: async () => {
        throw cause
      },
    })
    second.actor.send({ type: 'social.start', provider: 'google' })
    await waitFor(second.actor, (s) => s.matches({ popup: 'awaitingResult' }))
    second.actor.send({ type: 'social.resultReceived', resultUri: 'r' })
    const error = await failedError(second.actor)
    expect(error?.message).toBe('Failed to connect')
    expect(error?.cause).toBe(cause)
    expect(second.tracked().at(-1)).toBe('SOCIAL_LOGIN_ERROR')
  })

  it('behavior: farcaster opens no popup, shows its URL, then connects', async () => {
    const { actor, openPopup, showFarcasterView, connectFarcaster, tracked } = start()
    actor.send({ type: 'social.start', provider: 'farcaster' })
    await waitFor(actor, (s) => s.matches('connected'))
    expect(openPopup).not.toHaveBeenCalled()
    expect(showFarcasterView.mock.calls[0]?.[1]).toEqual({ farcasterUrl: 'https://fc.test/x' })
    expect(connectFarcaster).toHaveBeenCalledTimes(1)
    expect(tracked()).toEqual(['SOCIAL_LOGIN_STARTED', 'SOCIAL_LOGIN_SUCCESS'])
  })

  it('behavior: farcaster keeps its URL in context while waiting', async () => {
    const { actor } = start({ connectFarcaster: () => new Promise(() => {}) })
    actor.send({ type: 'social.start', provider: 'farcaster' })
    const snapshot = await waitFor(actor, (s) => s.matches({ farcaster: 'connecting' }))
    expect(snapshot.context.farcasterUrl).toBe('https://fc.test/x')
  })

  it('behavior: farcaster failures are "Failed to connect to farcaster"', async () => {
    for (const overrides of [
      { farcasterUri: () => Promise.reject(new Error('no uri')) },
      { connectFarcaster: () => Promise.reject(new Error('rejected')) },
    ]) {
      const { actor } = start(overrides)
      actor.send({ type: 'social.start', provider: 'farcaster' })
      const error = await failedError(actor)
      expect(error?.code).toBe('FAILED_TO_CONNECT_FARCASTER')
      expect(error?.message).toBe('Failed to connect to farcaster')
    }
  })

  it('behavior: cancel returns to idle from a waiting state and closes the popup', async () => {
    const { actor, closePopup } = start()
    actor.send({ type: 'social.start', provider: 'google' })
    await waitFor(actor, (s) => s.matches({ popup: 'awaitingResult' }))
    actor.send({ type: 'social.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(closePopup).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.redirectUri).toBeUndefined()
  })

  it('behavior: cancel during farcaster clears its URL', async () => {
    const { actor } = start({ connectFarcaster: () => new Promise(() => {}) })
    actor.send({ type: 'social.start', provider: 'farcaster' })
    await waitFor(actor, (s) => s.matches({ farcaster: 'connecting' }))
    actor.send({ type: 'social.cancel' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(actor.getSnapshot().context.farcasterUrl).toBeUndefined()
  })

  it('behavior: retry from failed with social.start', async () => {
    let attempts = 0
    const { actor } = start({
      redirect: async () => {
        attempts++
        if (attempts === 1) throw new Error('first fails')
        return { uri: 'https://secure.test/r2' }
      },
    })
    actor.send({ type: 'social.start', provider: 'google' })
    await failedError(actor)
    actor.send({ type: 'social.start', provider: 'google' })
    const snapshot = await waitFor(actor, (s) => s.matches({ popup: 'awaitingResult' }))
    expect(snapshot.context.error).toBeUndefined()
    expect(snapshot.context.redirectUri).toBe('https://secure.test/r2')
  })

  it('behavior: a provider the project did not enable is ignored', () => {
    const { actor, openPopup } = start({ providers: ['google'] })
    actor.send({ type: 'social.start', provider: 'github' })
    actor.send({ type: 'social.start', provider: 'farcaster' })
    expect(actor.getSnapshot().value).toBe('idle')
    expect(openPopup).not.toHaveBeenCalled()
  })

  it('behavior: without provided actors the failure names what is missing', async () => {
    const actor = createActor(socialLoginMachine, { input: {} }).start()
    actor.send({ type: 'social.start', provider: 'google' })
    const error = (await waitFor(actor, (s) => s.matches('failed'))).context.error
    expect(error?.code).toBe('FAILED_TO_INITIATE_SOCIAL')
    expect(error?.cause).toBeInstanceOf(InternalError)
    expect(error?.cause).toHaveProperty('message', 'requestRedirectUri is not provided')
  })

  it('behavior: a frame error reply to the redirect request is still "failed to initiate"', async () => {
    const reply = FrameError.fromReply('Bad provider')
    const { actor } = start({ redirect: () => Promise.reject(reply) })
    actor.send({ type: 'social.start', provider: 'google' })
    const error = await failedError(actor)
    expect(error?.code).toBe('FAILED_TO_INITIATE_SOCIAL')
    expect(error?.cause).toBe(reply)
  })

  it('behavior: without a provided popup check the popup never counts as closed', async () => {
    const machine = socialLoginMachine.provide({
      actors: { requestRedirectUri: fromPromise(async () => ({ uri: 'https://secure.test/r' })) },
    })
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'social.start', provider: 'google' })
    await waitFor(actor, (s) => s.matches({ popup: 'awaitingResult' }))
    vi.advanceTimersByTime(SOCIAL_POPUP_CHECK_INTERVAL_MS * 60)
    expect(actor.getSnapshot().matches({ popup: 'awaitingResult' })).toBe(true)
    expect(actor.getSnapshot().context.error).toBeUndefined()
  })

  it('behavior: an un-provided connectSocial fails with "connectSocial is not provided"', async () => {
    const machine = socialLoginMachine.provide({
      actors: { requestRedirectUri: fromPromise(async () => ({ uri: 'https://secure.test/r' })) },
    })
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'social.start', provider: 'google' })
    await waitFor(actor, (s) => s.matches({ popup: 'awaitingResult' }))
    actor.send({ type: 'social.resultReceived', resultUri: 'r' })
    const error = await failedError(actor)
    expect(error?.code).toBe('FAILED_TO_CONNECT')
    expect(error?.cause).toBeInstanceOf(InternalError)
    expect(error?.cause).toHaveProperty('message', 'connectSocial is not provided')
  })

  it.each([
    { name: 'getFarcasterUri', withUri: false },
    { name: 'connectFarcaster', withUri: true },
  ])('behavior: an un-provided $name fails with "$name is not provided"', async (row) => {
    const machine = row.withUri
      ? socialLoginMachine.provide({
          actors: { getFarcasterUri: fromPromise(async () => ({ url: 'https://fc.test/x' })) },
        })
      : socialLoginMachine
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'social.start', provider: 'farcaster' })
    const error = await failedError(actor)
    expect(error?.code).toBe('FAILED_TO_CONNECT_FARCASTER')
    expect(error?.cause).toBeInstanceOf(InternalError)
    expect(error?.cause).toHaveProperty('message', `${row.name} is not provided`)
  })

  it('paths: every state is reachable and every transition is taken', () => {
    // The popup counts as closed for github only, so both outcomes of the check are walked.
    const machine = socialLoginMachine.provide({
      guards: { isPopupClosed: ({ context }) => context.provider === 'github' },
    })
    const coverage = machineCoverage(machine, {
      input: {},
      events: [
        { type: 'social.start', provider: 'google' },
        { type: 'social.start', provider: 'farcaster' },
        { type: 'social.start', provider: 'github' },
        { type: 'social.resultReceived', resultUri: 'https://secure.test/result' },
        { type: 'social.cancel' },
        { type: 'xstate.done.actor.requestRedirectUri', output: { uri: 'https://secure.test/r' } },
        { type: 'xstate.error.actor.requestRedirectUri', error: new Error('x') },
        { type: 'xstate.done.actor.connectSocial', output: undefined },
        { type: 'xstate.error.actor.connectSocial', error: new Error('x') },
        { type: 'xstate.done.actor.getFarcasterUri', output: { url: 'https://fc.test/x' } },
        { type: 'xstate.error.actor.getFarcasterUri', error: new Error('x') },
        { type: 'xstate.done.actor.connectFarcaster', output: undefined },
        { type: 'xstate.error.actor.connectFarcaster', error: new Error('x') },
        { type: 'auth.connected' },
        { type: 'auth.connectFailed', error: new Error('x') },
      ],
      serializeContext: (context: SocialLoginContext) => ({
        provider: context.provider,
        error: context.error?.code,
        uri: context.redirectUri,
        farcasterUrl: context.farcasterUrl,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
