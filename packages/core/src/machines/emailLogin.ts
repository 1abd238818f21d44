import { assertEvent, assign, fromPromise, setup, stateIn } from 'xstate'
import { EMAIL_COOLDOWN_MS } from '../constants/time.js'
import { BaseError } from '../errors/base.js'
import { ConnectionError } from '../errors/connection.js'
import { FrameError } from '../errors/frame.js'
import { InternalError } from '../errors/internal.js'
import { isEmail } from '../validation/email.js'

/** What the frame asks for after connect-email (SPEC.md §3 "action results"). */
export type EmailLoginAction = 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'

/** The frame's first step of an email change: the code to the current address, or the new one. */
export type EmailUpdateAction = 'VERIFY_PRIMARY_OTP' | 'VERIFY_SECONDARY_OTP'

/** A change of the signed-in account's email (Update email): the new address, and why it failed. */
export type EmailUpdate = { email: string; error: BaseError | undefined }

export type EmailLoginContext = {
  email: string
  error: BaseError | undefined
  update: EmailUpdate
}

export type EmailLoginEvent =
  | { type: 'email.submit'; email: string }
  | { type: 'email.resend' }
  | { type: 'email.cancel' }
  | { type: 'email.signOut' }
  /** The startup is-connected check of the frame failed. */
  | { type: 'email.isConnectedFailed' }
  /** Change the signed-in account's email to this one (Update email, SPEC.md §4). */
  | { type: 'email.update'; email: string }
  /** The visitor left the change, or starts it over: it waits for an address again. */
  | { type: 'email.updateCancel' }
  /** The root's answer to `connectAuth`: the embedded wallet is connected, or why not. */
  | { type: 'auth.connected' }
  | { type: 'auth.connectFailed'; error: unknown }

export type EmailLoginInput = { email?: string }

function notProvided(name: string): never {
  throw new InternalError('NOT_PROVIDED', { values: { name } })
}

const rateLimitPattern = /try again after (\d+) seconds?/i

/**
 * The error a failed email-login step shows (SPEC.md §8): a frame rate-limit reply becomes
 * `EMAIL_RATE_LIMITED` with its seconds; other Latch errors are kept; anything else is
 * "Failed to connect" with the failure as its cause.
 *
 * @example
 * toEmailLoginError(FrameError.fromReply('Please try again after 12 seconds')).code
 * // 'EMAIL_RATE_LIMITED'
 */
export function toEmailLoginError(error: unknown): BaseError {
  if (error instanceof FrameError && error.code === 'EMAIL_RATE_LIMITED') return error
  const message = error instanceof Error ? error.message : String(error)
  const seconds = rateLimitPattern.exec(message)?.[1]
  if (seconds !== undefined) {
    return new FrameError('EMAIL_RATE_LIMITED', {
      values: { seconds: Number(seconds) },
      cause: error,
    })
  }
  if (error instanceof BaseError) return error
  return new ConnectionError('FAILED_TO_CONNECT', { cause: error })
}

const fail = {
  type: 'setError' as const,
  params: ({ event }: { event: { error?: unknown } }) => ({
    error: toEmailLoginError(event.error),
  }),
}

// Sign-out and a failed is-connected check forget the same things (SPEC.md §4).
const forgetSession = [
  'clearEmailLoginUsed',
  'clearEmail',
  'clearLastUsedChainId',
  'clearSocialUsername',
  'forgetEmail',
] as const

// Another address, before the login connected: it starts over with it (an invalid one back at
// the email form, saying so).
const submitAnother = [
  { guard: 'isInvalidEmail', target: 'idle', actions: 'setInvalidEmailError' },
  { target: 'sending', reenter: true, actions: 'setEmail' },
] as const

// Wherever the login waits for the visitor (a device approval, a code): another code once the
// cooldown allows (SPEC.md §4 allowed-to-trigger check), another address, or back to the
// email form.
const waitingForTheVisitor = {
  'email.resend': {
    guard: 'isAllowedToTrigger',
    target: 'sending',
    actions: 'clearError',
  },
  'email.submit': submitAnother,
  'email.cancel': 'idle',
} as const

// A change of email starts (or starts over, once the last ended) from a valid address.
const startUpdate = [
  { guard: 'isInvalidEmail', target: '#emailLogin.update.idle', actions: 'setUpdateInvalid' },
  { target: '#emailLogin.update.requesting', actions: 'setUpdateEmail' },
] as const

/**
 * Email login through the secure frame (SPEC.md §4 "Email login", §3 action results, §5
 * email rule). A valid email is sent to the frame, which answers VERIFY_OTP, VERIFY_DEVICE or
 * CONNECT; the visitor types the one-time code in the frame, which verifies it; the auth
 * connector connects. The `cooldown` region
 * is the allowed-to-trigger check: another code may be sent {@link EMAIL_COOLDOWN_MS} after
 * the last one. Storage effects are actions: connect-email sets the last-login time; success
 * stores the email, sets the used flag and clears the time; sign-out and a failed
 * is-connected check clear the used flag, email, last chain and social username. The `update`
 * region changes the signed-in account's email (Update email); the new one is then shown.
 */
export const emailLoginMachine = setup({
  types: {
    context: {} as EmailLoginContext,
    events: {} as EmailLoginEvent,
    input: {} as EmailLoginInput,
  },
  actions: {
    setEmail: assign({
      email: ({ event }) => {
        assertEvent(event, 'email.submit')
        return event.email.trim()
      },
      error: undefined,
    }),
    setInvalidEmailError: assign({ error: () => new ConnectionError('INVALID_EMAIL') }),
    setError: assign((_, params: { error: BaseError }) => params),
    clearError: assign({ error: undefined }),
    forgetEmail: assign({ email: '', error: undefined }),
    setUpdateEmail: assign({
      update: ({ event }) => {
        assertEvent(event, 'email.update')
        return { email: event.email.trim(), error: undefined }
      },
    }),
    setUpdateInvalid: assign({
      update: ({ event }) => {
        assertEvent(event, 'email.update')
        return { email: event.email.trim(), error: new ConnectionError('INVALID_EMAIL') }
      },
    }),
    setUpdateError: assign({
      update: ({ context }, { error }: { error: unknown }) => ({
        ...context.update,
        error: toEmailLoginError(error),
      }),
    }),
    clearUpdate: assign({ update: { email: '', error: undefined } }),
    // The frame stored the new address; it is the one shown from now on.
    setUpdatedEmail: assign({ email: (_, { email }: { email: string }) => email }),
    // Storage effects: supplied by the client through `.provide()`.
    setLastEmailLoginTime: () => {},
    storeEmail: (_, _params: { email: string }) => {},
    setEmailLoginUsed: () => {},
    clearLastEmailLoginTime: () => {},
    clearEmailLoginUsed: () => {},
    clearEmail: () => {},
    clearLastUsedChainId: () => {},
    clearSocialUsername: () => {},
    /** The frame step succeeded: the root connects the embedded wallet and answers. */
    connectAuth: () => {},
    /** A login starts: the modal shows it (EmailLogin, with its address). */
    showLoginView: (_, _params: { email: string }) => {},
  },
  actors: {
    connectEmail: fromPromise<{ action: EmailLoginAction }, { email: string }>(async () =>
      notProvided('connectEmail'),
    ),
    connectDevice: fromPromise<unknown, Record<string, never>>(async () =>
      notProvided('connectDevice'),
    ),
    connectOtp: fromPromise<unknown, Record<string, never>>(async () => notProvided('connectOtp')),
    requestEmailUpdate: fromPromise<{ action: EmailUpdateAction }, { email: string }>(async () =>
      notProvided('requestEmailUpdate'),
    ),
    verifyCurrentEmail: fromPromise<unknown, Record<string, never>>(async () =>
      notProvided('verifyCurrentEmail'),
    ),
    verifyNewEmail: fromPromise<string, Record<string, never>>(async () =>
      notProvided('verifyNewEmail'),
    ),
  },
  guards: {
    isInvalidEmail: ({ event }) => {
      assertEvent(event, ['email.submit', 'email.update'])
      return !isEmail(event.email.trim())
    },
    asksForCurrentEmail: (_, params: { action: EmailUpdateAction }) =>
      params.action === 'VERIFY_PRIMARY_OTP',
    isAllowedToTrigger: stateIn({ cooldown: 'ready' }),
    asksToVerifyDevice: (_, params: { action: EmailLoginAction }) =>
      params.action === 'VERIFY_DEVICE',
    asksToConnect: (_, params: { action: EmailLoginAction }) => params.action === 'CONNECT',
  },
  delays: {
    emailCooldown: EMAIL_COOLDOWN_MS,
  },
}).createMachine({
  id: 'emailLogin',
  type: 'parallel',
  context: ({ input }) => ({
    email: input.email ?? '',
    error: undefined,
    update: { email: '', error: undefined },
  }),
  states: {
    login: {
      initial: 'idle',
      on: {
        'email.isConnectedFailed': { target: '.idle', actions: forgetSession },
      },
      states: {
        idle: {
          on: {
            'email.submit': [
              { guard: 'isInvalidEmail', actions: 'setInvalidEmailError' },
              {
                target: 'sending',
                actions: [
                  'setEmail',
                  { type: 'showLoginView', params: ({ context }) => ({ email: context.email }) },
                ],
              },
            ],
          },
        },
        sending: {
          on: { 'email.cancel': 'idle', 'email.submit': submitAnother },
          invoke: {
            id: 'connectEmail',
            src: 'connectEmail',
            input: ({ context }) => ({ email: context.email }),
            onDone: [
              {
                guard: {
                  type: 'asksToVerifyDevice',
                  params: ({ event }) => ({ action: event.output.action }),
                },
                target: ['awaitingDeviceApproval', '#emailLogin.cooldown.coolingDown'],
                actions: 'setLastEmailLoginTime',
              },
              {
                guard: {
                  type: 'asksToConnect',
                  params: ({ event }) => ({ action: event.output.action }),
                },
                target: ['connecting', '#emailLogin.cooldown.coolingDown'],
                actions: 'setLastEmailLoginTime',
              },
              {
                target: ['awaitingOtp', '#emailLogin.cooldown.coolingDown'],
                actions: 'setLastEmailLoginTime',
              },
            ],
            onError: { target: 'idle', actions: fail },
          },
        },
        awaitingDeviceApproval: {
          on: waitingForTheVisitor,
          invoke: {
            id: 'connectDevice',
            src: 'connectDevice',
            input: {},
            onDone: 'awaitingOtp',
            onError: { target: 'idle', actions: fail },
          },
        },
        // The code is typed in the secure frame's own field, never in the page: the frame
        // says "Invalid code" there itself and lets the visitor try again, and answers once
        // it verified one, or with what ended the code (expired, no tries left, rate limit).
        awaitingOtp: {
          on: waitingForTheVisitor,
          invoke: {
            id: 'connectOtp',
            src: 'connectOtp',
            input: {},
            onDone: 'connecting',
            onError: { target: 'codeRefused', actions: fail },
          },
        },
        // The code can no longer be used: a new one (Resend) or another address.
        codeRefused: {
          on: waitingForTheVisitor,
        },
        connecting: {
          entry: 'connectAuth',
          on: {
            'auth.connected': {
              target: 'connected',
              actions: [
                { type: 'storeEmail', params: ({ context }) => ({ email: context.email }) },
                'setEmailLoginUsed',
                'clearLastEmailLoginTime',
              ],
            },
            'auth.connectFailed': { target: 'idle', actions: fail },
          },
        },
        connected: {
          on: { 'email.signOut': { target: 'idle', actions: forgetSession } },
        },
      },
    },
    // Changing the signed-in account's email (UpdateEmailWallet): whatever the login's step, as
    // a session restored on reload never went through it. The frame asks for the code mailed
    // to the current address, then the one mailed to the new address (each typed in its own
    // field), and stores the new address. A code that can no longer be used ends the change.
    update: {
      initial: 'idle',
      on: { 'email.updateCancel': { target: '.idle', actions: 'clearUpdate' } },
      states: {
        idle: { on: { 'email.update': startUpdate } },
        requesting: {
          invoke: {
            id: 'requestEmailUpdate',
            src: 'requestEmailUpdate',
            input: ({ context }) => ({ email: context.update.email }),
            onDone: [
              {
                guard: {
                  type: 'asksForCurrentEmail',
                  params: ({ event }) => ({ action: event.output.action }),
                },
                target: 'currentEmailCode',
              },
              { target: 'newEmailCode' },
            ],
            onError: {
              target: 'idle',
              actions: { type: 'setUpdateError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        currentEmailCode: {
          invoke: {
            id: 'verifyCurrentEmail',
            src: 'verifyCurrentEmail',
            input: {},
            onDone: 'newEmailCode',
            onError: {
              target: 'codeRefused',
              actions: { type: 'setUpdateError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        newEmailCode: {
          invoke: {
            id: 'verifyNewEmail',
            src: 'verifyNewEmail',
            input: {},
            onDone: {
              target: 'updated',
              actions: {
                type: 'setUpdatedEmail',
                params: ({ event }) => ({ email: event.output }),
              },
            },
            onError: {
              target: 'codeRefused',
              actions: { type: 'setUpdateError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        codeRefused: { on: { 'email.update': startUpdate } },
        updated: { on: { 'email.update': startUpdate } },
      },
    },
    cooldown: {
      initial: 'ready',
      states: {
        ready: {},
        coolingDown: { after: { emailCooldown: 'ready' } },
      },
    },
  },
})
