import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { EMAIL_COOLDOWN_MS } from '../constants/time.js'
import { ConnectionError } from '../errors/connection.js'
import { FrameError } from '../errors/frame.js'
import { InternalError } from '../errors/internal.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  type EmailLoginAction,
  type EmailLoginContext,
  emailLoginMachine,
  toEmailLoginError,
} from './emailLogin.js'

type Overrides = {
  connectEmail?: (input: { email: string }) => Promise<{ action: EmailLoginAction }>
  connectDevice?: () => Promise<unknown>
  connectOtp?: () => Promise<unknown>
  /** The root's connect of the embedded wallet: it answers `auth.connected` or why not. */
  connectAuth?: () => Promise<unknown>
  /** The frame's answer to an email change: the code it mails first, or its refusal. */
  updateAction?: 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'
  refuseUpdate?: Error
}

const storageActions = [
  'setLastEmailLoginTime',
  'storeEmail',
  'setEmailLoginUsed',
  'clearLastEmailLoginTime',
  'clearEmailLoginUsed',
  'clearEmail',
  'clearLastUsedChainId',
  'clearSocialUsername',
] as const

function start(overrides: Overrides = {}, input: { email?: string } = {}) {
  const effects: string[] = []
  const storedEmails: string[] = []
  const record = (name: string) => () => {
    effects.push(name)
  }
  const actions = Object.fromEntries(storageActions.map((name) => [name, record(name)]))
  const connectEmail = vi.fn(
    overrides.connectEmail ??
      (async (_: { email: string }) => ({ action: 'VERIFY_OTP' as EmailLoginAction })),
  )
  // The visitor types the code in the frame: by default, never (a test calls `typeCode`).
  let typeCode: () => void = () => {}
  const connectOtp = vi.fn(
    overrides.connectOtp ??
      (() =>
        new Promise<void>((resolve) => {
          typeCode = resolve
        })),
  )
  // An email change: the addresses the frame was given, and the codes the visitor types (by
  // default never: a test calls `typeCurrent`, `typeNew` or `expire`).
  const requested: string[] = []
  let typeCurrent: () => void = () => {}
  let typeNew: (email: string) => void = () => {}
  let expire: (error: Error) => void = () => {}
  const machine = emailLoginMachine.provide({
    actions: {
      ...actions,
      storeEmail: (_, params) => {
        effects.push('storeEmail')
        storedEmails.push(params.email)
      },
      // The root's part (latchEmbeddedWallet.ts): it connects, then answers.
      connectAuth: ({ self }) => {
        ;(overrides.connectAuth ?? (async () => {}))().then(
          () => self.send({ type: 'auth.connected' }),
          (error: unknown) => self.send({ type: 'auth.connectFailed', error }),
        )
      },
    },
    actors: {
      connectEmail: fromPromise(async ({ input }) => connectEmail(input)),
      connectDevice: fromPromise(async () => (overrides.connectDevice ?? (async () => {}))()),
      connectOtp: fromPromise(async () => connectOtp()),
      requestEmailUpdate: fromPromise(async ({ input }) => {
        requested.push(input.email)
        if (overrides.refuseUpdate) throw overrides.refuseUpdate
        return { action: overrides.updateAction ?? 'VERIFY_PRIMARY_OTP' }
      }),
      verifyCurrentEmail: fromPromise(
        () =>
          new Promise((resolve, reject) => {
            typeCurrent = () => resolve(undefined)
            expire = reject
          }),
      ),
      verifyNewEmail: fromPromise(
        () =>
          new Promise<string>((resolve, reject) => {
            typeNew = resolve
            expire = reject
          }),
      ),
    },
  })
  const actor = createActor(machine, { input }).start()
  const login = () => actor.getSnapshot().value.login
  return {
    actor,
    effects,
    storedEmails,
    connectEmail,
    connectOtp,
    login,
    typeCode: () => typeCode(),
    requested,
    typeCurrent: () => typeCurrent(),
    typeNew: (email: string) => typeNew(email),
    expire: (error: Error) => expire(error),
  }
}

/** {@link start} for an email change: the frame asks for `action`'s code first, or refuses. */
const startUpdate = (options: { action?: Overrides['updateAction']; refuse?: Error } = {}) =>
  start({
    ...(options.action ? { updateAction: options.action } : {}),
    ...(options.refuse ? { refuseUpdate: options.refuse } : {}),
  })

type Started = ReturnType<typeof start>
const reach = (started: Started, state: string) =>
  waitFor(started.actor, (s) => s.matches({ login: state as never }))

async function toOtp(started: Started, email = 'ada@example.com') {
  started.actor.send({ type: 'email.submit', email })
  await reach(started, 'awaitingOtp')
}

describe('emailLoginMachine', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: idle, ready to send, the stored email prefilled', () => {
    const { actor } = start({}, { email: 'stored@example.com' })
    expect(actor.getSnapshot().value).toEqual({ login: 'idle', cooldown: 'ready', update: 'idle' })
    expect(actor.getSnapshot().context.email).toBe('stored@example.com')
  })

  it('behavior: an invalid email stays idle with an error and sends nothing', () => {
    const { actor, connectEmail, login } = start()
    actor.send({ type: 'email.submit', email: 'not-an-email' })
    expect(login()).toBe('idle')
    expect(actor.getSnapshot().context.error).toBeInstanceOf(ConnectionError)
    expect(actor.getSnapshot().context.error?.message).toBe('Invalid email address')
    expect(connectEmail).not.toHaveBeenCalled()
  })

  it('behavior: email, code, connect; storage effects in order', async () => {
    const started = start()
    const { effects, storedEmails, connectEmail, connectOtp } = started
    await toOtp(started)
    expect(connectEmail).toHaveBeenCalledWith({ email: 'ada@example.com' })
    expect(effects).toEqual(['setLastEmailLoginTime'])
    expect(connectOtp).toHaveBeenCalledTimes(1)
    started.typeCode()
    await reach(started, 'connected')
    expect(effects).toEqual([
      'setLastEmailLoginTime',
      'storeEmail',
      'setEmailLoginUsed',
      'clearLastEmailLoginTime',
    ])
    expect(storedEmails).toEqual(['ada@example.com'])
  })

  it('behavior: VERIFY_DEVICE waits for the device approval, then asks for the code', async () => {
    let approve: () => void = () => {}
    const started = start({
      connectEmail: async () => ({ action: 'VERIFY_DEVICE' }),
      connectDevice: () => new Promise<void>((resolve) => (approve = resolve)),
    })
    started.actor.send({ type: 'email.submit', email: 'ada@example.com' })
    await reach(started, 'awaitingDeviceApproval')
    approve()
    await reach(started, 'awaitingOtp')
  })

  it('behavior: CONNECT connects at once', async () => {
    const started = start({ connectEmail: async () => ({ action: 'CONNECT' }) })
    started.actor.send({ type: 'email.submit', email: 'ada@example.com' })
    await reach(started, 'connected')
    expect(started.connectOtp).not.toHaveBeenCalled()
  })

  it('behavior: resending is allowed only 30 s after the last send', async () => {
    const started = start()
    const { actor, connectEmail } = started
    await toOtp(started)
    actor.send({ type: 'email.resend' })
    expect(started.login()).toBe('awaitingOtp')
    vi.advanceTimersByTime(EMAIL_COOLDOWN_MS - 1)
    expect(actor.getSnapshot().matches({ cooldown: 'coolingDown' })).toBe(true)
    actor.send({ type: 'email.resend' })
    expect(connectEmail).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(actor.getSnapshot().matches({ cooldown: 'ready' })).toBe(true)
    actor.send({ type: 'email.resend' })
    await reach(started, 'awaitingOtp')
    expect(connectEmail).toHaveBeenCalledTimes(2)
    expect(actor.getSnapshot().matches({ cooldown: 'coolingDown' })).toBe(true)
  })

  it('behavior: a failed send keeps the email for a retry', async () => {
    const started = start({
      connectEmail: async () => {
        throw new Error('offline')
      },
    })
    started.actor.send({ type: 'email.submit', email: 'ada@example.com' })
    const snapshot = await waitFor(started.actor, (s) => s.context.error !== undefined)
    expect(snapshot.value).toEqual({ login: 'idle', cooldown: 'ready', update: 'idle' })
    expect(snapshot.context.email).toBe('ada@example.com')
    expect(snapshot.context.error?.message).toBe('Failed to connect')
  })

  it('behavior: a frame rate-limit reply is EMAIL_RATE_LIMITED with its seconds', async () => {
    const reply = FrameError.fromReply('Please try again after 17 seconds')
    const started = start({
      connectEmail: async () => {
        throw reply
      },
    })
    started.actor.send({ type: 'email.submit', email: 'ada@example.com' })
    const { context } = await waitFor(started.actor, (s) => s.context.error !== undefined)
    expect(context.error?.code).toBe('EMAIL_RATE_LIMITED')
    expect(context.error?.message).toBe('Please try again after 17 seconds')
    expect(context.error?.cause).toBe(reply)
  })

  it('behavior: toEmailLoginError keeps frame errors and wraps the rest', () => {
    const frame = FrameError.fromReply('Invalid code')
    expect(toEmailLoginError(frame)).toBe(frame)
    expect(toEmailLoginError('x').code).toBe('FAILED_TO_CONNECT')
  })

  it('behavior: a code that ended (expired, no tries left) is codeRefused with its words; Resend sends another', async () => {
    const started = start({
      connectOtp: async () => {
        throw FrameError.fromReply('The code has expired: request a new one')
      },
    })
    started.actor.send({ type: 'email.submit', email: 'ada@example.com' })
    const snapshot = await waitFor(started.actor, (s) => s.context.error !== undefined)
    expect(snapshot.matches({ login: 'codeRefused' })).toBe(true)
    expect(snapshot.context.error?.message).toBe('The code has expired: request a new one')
    vi.advanceTimersByTime(EMAIL_COOLDOWN_MS)
    started.actor.send({ type: 'email.resend' })
    expect(started.login()).toBe('sending')
    expect(started.actor.getSnapshot().context.error).toBeUndefined()
  })

  it('behavior: sign-out clears the used flag, email, last chain and social username', async () => {
    const started = start()
    await toOtp(started)
    started.typeCode()
    await reach(started, 'connected')
    started.effects.length = 0
    started.actor.send({ type: 'email.signOut' })
    expect(started.login()).toBe('idle')
    expect(started.effects).toEqual([
      'clearEmailLoginUsed',
      'clearEmail',
      'clearLastUsedChainId',
      'clearSocialUsername',
    ])
    expect(started.actor.getSnapshot().context.email).toBe('')
  })

  it('behavior: a failed is-connected check clears the same values', () => {
    const started = start({}, { email: 'stored@example.com' })
    started.actor.send({ type: 'email.isConnectedFailed' })
    expect(started.effects).toEqual([
      'clearEmailLoginUsed',
      'clearEmail',
      'clearLastUsedChainId',
      'clearSocialUsername',
    ])
    expect(started.actor.getSnapshot().context.email).toBe('')
  })

  it('behavior: cancel goes back to the email form', async () => {
    const started = start()
    await toOtp(started)
    started.actor.send({ type: 'email.cancel' })
    expect(started.login()).toBe('idle')
  })

  it('behavior: an EMAIL_RATE_LIMITED frame error is kept as it is', () => {
    const limited = new FrameError('EMAIL_RATE_LIMITED', { values: { seconds: 9 } })
    expect(toEmailLoginError(limited)).toBe(limited)
    expect(toEmailLoginError(limited).message).toBe('Please try again after 9 seconds')
  })

  it('behavior: other Latch errors are kept; a rate-limit text in any error is parsed', () => {
    const rejected = new ConnectionError('CONNECTION_REJECTED')
    expect(toEmailLoginError(rejected)).toBe(rejected)
    const reply = new Error('Try again after 1 second')
    const parsed = toEmailLoginError(reply)
    expect(parsed.code).toBe('EMAIL_RATE_LIMITED')
    expect(parsed.cause).toBe(reply)
  })

  it.each([
    { name: 'connectEmail', provided: {}, state: 'idle' },
    {
      name: 'connectDevice',
      provided: { connectEmail: async () => ({ action: 'VERIFY_DEVICE' as const }) },
      state: 'idle',
    },
    {
      name: 'connectOtp',
      provided: { connectEmail: async () => ({ action: 'VERIFY_OTP' as const }) },
      state: 'codeRefused',
    },
  ])('behavior: an un-provided $name fails with "$name is not provided"', async (row) => {
    const actors = Object.fromEntries(
      Object.entries(row.provided).map(([key, fn]) => [key, fromPromise(fn)]),
    )
    const actor = createActor(emailLoginMachine.provide({ actors }), { input: {} }).start()
    actor.send({ type: 'email.submit', email: 'ada@example.com' })
    const { context, value } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(context.error).toBeInstanceOf(InternalError)
    expect(context.error?.message).toBe(`${row.name} is not provided`)
    expect(value).toMatchObject({ login: row.state })
  })

  it('behavior: an email change asks both codes, then shows the new address, in whatever step the login is', async () => {
    const started = startUpdate()
    await toOtp(started, 'ada@example.com')
    started.actor.send({ type: 'email.update', email: ' grace@example.com ' })
    expect(started.requested).toEqual(['grace@example.com'])
    await waitFor(started.actor, (s) => s.matches({ update: 'currentEmailCode' }))
    started.typeCurrent()
    await waitFor(started.actor, (s) => s.matches({ update: 'newEmailCode' }))
    started.typeNew('grace@example.com')
    const { context } = await waitFor(started.actor, (s) => s.matches({ update: 'updated' }))
    expect(context.email).toBe('grace@example.com')
    expect(started.login()).toBe('awaitingOtp')
    // Storage is the auth connector's business: the machine stores nothing itself.
    expect(started.effects).toEqual(['setLastEmailLoginTime'])
    started.actor.send({ type: 'email.updateCancel' })
    expect(started.actor.getSnapshot().value.update).toBe('idle')
    expect(started.actor.getSnapshot().context.update).toEqual({ email: '', error: undefined })
  })

  it("behavior: the frame may ask for the new address's code first", async () => {
    const started = startUpdate({ action: 'VERIFY_SECONDARY_OTP' })
    started.actor.send({ type: 'email.update', email: 'grace@example.com' })
    await waitFor(started.actor, (s) => s.matches({ update: 'newEmailCode' }))
    started.typeNew('grace@example.com')
    const { context } = await waitFor(started.actor, (s) => s.matches({ update: 'updated' }))
    expect(context.email).toBe('grace@example.com')
  })

  it('errors: an invalid address never reaches the frame; a refusal and a spent code say why', async () => {
    const invalid = startUpdate()
    invalid.actor.send({ type: 'email.update', email: 'grace' })
    expect(invalid.actor.getSnapshot().value.update).toBe('idle')
    expect(invalid.actor.getSnapshot().context.update.error?.message).toBe('Invalid email address')
    expect(invalid.requested).toEqual([])

    const refused = startUpdate({
      refuse: FrameError.fromReply('Please try again after 9 seconds'),
    })
    refused.actor.send({ type: 'email.update', email: 'grace@example.com' })
    const back = await waitFor(refused.actor, (s) => s.context.update.error !== undefined)
    expect(back.value.update).toBe('idle')
    expect(back.context.update.error?.code).toBe('EMAIL_RATE_LIMITED')

    const spent = startUpdate()
    spent.actor.send({ type: 'email.update', email: 'grace@example.com' })
    await waitFor(spent.actor, (s) => s.matches({ update: 'currentEmailCode' }))
    spent.expire(FrameError.fromReply('The code has expired'))
    const ended = await waitFor(spent.actor, (s) => s.matches({ update: 'codeRefused' }))
    expect(ended.context.update.error?.message).toBe('The code has expired')
    expect(ended.context.email).toBe('')
    spent.actor.send({ type: 'email.updateCancel' })
    expect(spent.actor.getSnapshot().value.update).toBe('idle')
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(emailLoginMachine, {
      input: {},
      events: [
        { type: 'email.submit', email: 'ada@example.com' },
        { type: 'email.submit', email: 'nope' },
        { type: 'email.resend' },
        { type: 'email.cancel' },
        { type: 'email.signOut' },
        { type: 'email.isConnectedFailed' },
        { type: 'email.update', email: 'new@example.com' },
        { type: 'email.update', email: 'nope' },
        { type: 'email.updateCancel' },
        { type: 'xstate.done.actor.requestEmailUpdate', output: { action: 'VERIFY_PRIMARY_OTP' } },
        {
          type: 'xstate.done.actor.requestEmailUpdate',
          output: { action: 'VERIFY_SECONDARY_OTP' },
        },
        { type: 'xstate.error.actor.requestEmailUpdate', error: new Error('x') },
        { type: 'xstate.done.actor.verifyCurrentEmail', output: undefined },
        { type: 'xstate.error.actor.verifyCurrentEmail', error: new Error('x') },
        { type: 'xstate.done.actor.verifyNewEmail', output: 'new@example.com' },
        { type: 'xstate.error.actor.verifyNewEmail', error: new Error('x') },
        { type: 'xstate.done.actor.connectEmail', output: { action: 'VERIFY_OTP' } },
        { type: 'xstate.done.actor.connectEmail', output: { action: 'VERIFY_DEVICE' } },
        { type: 'xstate.done.actor.connectEmail', output: { action: 'CONNECT' } },
        { type: 'xstate.error.actor.connectEmail', error: new Error('x') },
        { type: 'xstate.done.actor.connectDevice', output: undefined },
        { type: 'xstate.error.actor.connectDevice', error: new Error('x') },
        { type: 'xstate.done.actor.connectOtp', output: undefined },
        { type: 'xstate.error.actor.connectOtp', error: new Error('x') },
        { type: 'auth.connected' },
        { type: 'auth.connectFailed', error: new Error('x') },
      ],
      serializeContext: (context: EmailLoginContext) => ({
        email: context.email,
        error: context.error?.code,
        update: context.update.error?.code,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
