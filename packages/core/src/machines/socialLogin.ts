import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { type SocialProvider, socialProviders } from '../config/features.js'
import { SOCIAL_POPUP_HEIGHT, SOCIAL_POPUP_WIDTH } from '../constants/limits.js'
import { SOCIAL_POPUP_CHECK_INTERVAL_MS } from '../constants/time.js'
import type { BaseError } from '../errors/base.js'
import { ConnectionError, type ConnectionErrorCode } from '../errors/connection.js'
import { FrameError } from '../errors/frame.js'
import { InternalError } from '../errors/internal.js'

export type SocialLoginContext = {
  /** Providers the project enables (SPEC.md §6 remote `socials`). */
  providers: readonly SocialProvider[]
  provider: SocialProvider | undefined
  /** The address the popup is sent to, from the secure frame. */
  redirectUri: string | undefined
  /** The URL the ConnectingFarcaster view shows instead of a popup. */
  farcasterUrl: string | undefined
  error: BaseError | undefined
}

export type SocialLoginEvent =
  | { type: 'social.start'; provider: SocialProvider }
  /** Sent by the client's message listener once it has checked the secure-site origin. */
  | { type: 'social.resultReceived'; resultUri: string }
  | { type: 'social.cancel' }
  /** The root's answer to `connectAuth`: the embedded wallet is connected, or why not. */
  | { type: 'auth.connected' }
  | { type: 'auth.connectFailed'; error: unknown }

export type SocialLoginInput = { providers?: readonly SocialProvider[] }

/** Analytics events of social login (SPEC.md §7 "Analytics"). */
export type SocialLoginAnalyticsEvent =
  | 'SOCIAL_LOGIN_STARTED'
  | 'SOCIAL_LOGIN_REQUEST_USER_DATA'
  | 'SOCIAL_LOGIN_SUCCESS'
  | 'SOCIAL_LOGIN_ERROR'

type ProviderParams = { provider: SocialProvider | undefined }

function notProvided(name: string): never {
  throw new InternalError('NOT_PROVIDED', { values: { name } })
}

/**
 * The error a failed connection of the auth connector shows (SPEC.md §8): the frame's own
 * error when it replied with one, else "Failed to connect" with the failure as its cause.
 *
 * @example
 * toSocialLoginError(FrameError.fromReply('Invalid result')).message // 'Invalid result'
 * toSocialLoginError(new TypeError('x')).message // 'Failed to connect'
 */
export function toSocialLoginError(error: unknown): BaseError {
  return error instanceof FrameError
    ? error
    : new ConnectionError('FAILED_TO_CONNECT', { cause: error })
}

const failWith = (code: ConnectionErrorCode) => ({
  type: 'setError' as const,
  params: ({ event }: { event: { error?: unknown } }) => ({
    error: new ConnectionError(code, { cause: event.error }),
  }),
})

const failToConnect = {
  type: 'setError' as const,
  params: ({ event }: { event: { error?: unknown } }) => ({
    error: toSocialLoginError(event.error),
  }),
}

const trackEvent = (event: SocialLoginAnalyticsEvent) => ({
  type: 'track' as const,
  params: ({ context }: { context: SocialLoginContext }) => ({ event, provider: context.provider }),
})

const storeConnectedSocial = {
  type: 'storeConnectedSocial' as const,
  params: ({ context }: { context: SocialLoginContext }) => ({ provider: context.provider }),
}

// The frame connected the account: the root connects the embedded wallet (`connectAuth`) and
// answers; a failure is said as `failure` says it.
const joining = <Failure>(failure: Failure) =>
  ({
    entry: 'connectAuth',
    on: {
      'auth.connected': {
        target: '#socialLogin.connected',
        actions: ['clearSession', storeConnectedSocial, trackEvent('SOCIAL_LOGIN_SUCCESS')],
      },
      'auth.connectFailed': {
        target: '#socialLogin.failed',
        actions: [failure, trackEvent('SOCIAL_LOGIN_ERROR')],
      },
    },
  }) as const

// Starting (or retrying) a login: the popup opens in the click, before any await.
const start = [
  {
    guard: 'isEnabledFarcaster',
    target: '#socialLogin.farcaster',
    actions: ['setProvider', trackEvent('SOCIAL_LOGIN_STARTED')],
  },
  {
    guard: 'isEnabled',
    target: '#socialLogin.popup',
    actions: [
      'setProvider',
      { type: 'openPopup', params: { width: SOCIAL_POPUP_WIDTH, height: SOCIAL_POPUP_HEIGHT } },
      trackEvent('SOCIAL_LOGIN_STARTED'),
    ],
  },
] as const

/**
 * Social login (SPEC.md §4 "Social login"). A non-farcaster provider opens a
 * {@link SOCIAL_POPUP_WIDTH}×{@link SOCIAL_POPUP_HEIGHT} popup in the click itself, sends it to
 * the redirect URI of the secure frame, waits for the result address (checking every
 * {@link SOCIAL_POPUP_CHECK_INTERVAL_MS} whether the popup was closed), then connects the auth
 * connector and stores the provider. Farcaster shows a URL in the modal instead. Outcomes:
 * connected, error, popup closed, failed to initiate; each failure is retried with `social.start`.
 */
export const socialLoginMachine = setup({
  types: {
    context: {} as SocialLoginContext,
    events: {} as SocialLoginEvent,
    input: {} as SocialLoginInput,
  },
  actions: {
    setProvider: assign({
      provider: ({ event }) => {
        assertEvent(event, 'social.start')
        return event.provider
      },
      redirectUri: undefined,
      farcasterUrl: undefined,
      error: undefined,
    }),
    setRedirectUri: assign((_, params: { redirectUri: string }) => params),
    setFarcasterUrl: assign((_, params: { farcasterUrl: string }) => params),
    setError: assign((_, params: { error: BaseError }) => params),
    setPopupClosedError: assign({ error: () => new ConnectionError('POPUP_CLOSED') }),
    clearSession: assign({ redirectUri: undefined, farcasterUrl: undefined }),
    // Side effects: supplied by the client through `.provide()`. Browsers only allow a popup
    // opened in the click, so it opens blank on `social.start` and is navigated later.
    openPopup: (_, _params: { width: number; height: number }) => {},
    navigatePopup: (_, _params: { uri: string }) => {},
    closePopup: () => {},
    /** The popup step ended, however: no popup result is awaited any more. */
    stopAwaitingResult: () => {},
    storeConnectedSocial: (_, _params: ProviderParams) => {},
    showFarcasterView: (_, _params: { farcasterUrl: string }) => {},
    track: (_, _params: ProviderParams & { event: SocialLoginAnalyticsEvent }) => {},
    /** The frame step succeeded: the root connects the embedded wallet and answers. */
    connectAuth: () => {},
  },
  actors: {
    requestRedirectUri: fromPromise<{ uri: string }, { provider: SocialProvider }>(async () =>
      notProvided('requestRedirectUri'),
    ),
    connectSocial: fromPromise<unknown, { resultUri: string }>(async () =>
      notProvided('connectSocial'),
    ),
    getFarcasterUri: fromPromise<{ url: string }, Record<string, never>>(async () =>
      notProvided('getFarcasterUri'),
    ),
    connectFarcaster: fromPromise<unknown, Record<string, never>>(async () =>
      notProvided('connectFarcaster'),
    ),
  },
  guards: {
    isEnabledFarcaster: ({ context, event }) => {
      assertEvent(event, 'social.start')
      return event.provider === 'farcaster' && context.providers.includes(event.provider)
    },
    isEnabled: ({ context, event }) => {
      assertEvent(event, 'social.start')
      return context.providers.includes(event.provider)
    },
    // Supplied by the client, which holds the popup window.
    isPopupClosed: () => false,
  },
  delays: {
    popupCheck: SOCIAL_POPUP_CHECK_INTERVAL_MS,
  },
}).createMachine({
  id: 'socialLogin',
  initial: 'idle',
  context: ({ input }) => ({
    providers: input.providers ?? socialProviders,
    provider: undefined,
    redirectUri: undefined,
    farcasterUrl: undefined,
    error: undefined,
  }),
  states: {
    idle: { on: { 'social.start': start } },
    popup: {
      exit: 'stopAwaitingResult',
      initial: 'requestingRedirectUri',
      on: {
        'social.cancel': { target: 'idle', actions: ['closePopup', 'clearSession'] },
      },
      states: {
        requestingRedirectUri: {
          invoke: {
            id: 'requestRedirectUri',
            src: 'requestRedirectUri',
            input: ({ event }) => {
              assertEvent(event, 'social.start')
              return { provider: event.provider }
            },
            onDone: {
              target: 'awaitingResult',
              actions: [
                {
                  type: 'setRedirectUri',
                  params: ({ event }) => ({ redirectUri: event.output.uri }),
                },
                { type: 'navigatePopup', params: ({ event }) => ({ uri: event.output.uri }) },
              ],
            },
            onError: {
              target: '#socialLogin.failed',
              actions: [
                failWith('FAILED_TO_INITIATE_SOCIAL'),
                'closePopup',
                trackEvent('SOCIAL_LOGIN_ERROR'),
              ],
            },
          },
        },
        awaitingResult: {
          on: {
            'social.resultReceived': {
              target: 'connecting',
              actions: ['closePopup', trackEvent('SOCIAL_LOGIN_REQUEST_USER_DATA')],
            },
          },
          after: {
            popupCheck: [
              {
                guard: 'isPopupClosed',
                target: '#socialLogin.failed',
                actions: ['setPopupClosedError', trackEvent('SOCIAL_LOGIN_ERROR')],
              },
              { target: 'awaitingResult', reenter: true },
            ],
          },
        },
        connecting: {
          invoke: {
            id: 'connectSocial',
            src: 'connectSocial',
            input: ({ event }) => {
              assertEvent(event, 'social.resultReceived')
              return { resultUri: event.resultUri }
            },
            onDone: 'joining',
            onError: {
              target: '#socialLogin.failed',
              actions: [failToConnect, trackEvent('SOCIAL_LOGIN_ERROR')],
            },
          },
        },
        joining: joining(failToConnect),
      },
    },
    farcaster: {
      initial: 'fetchingUri',
      on: { 'social.cancel': { target: 'idle', actions: 'clearSession' } },
      states: {
        fetchingUri: {
          invoke: {
            id: 'getFarcasterUri',
            src: 'getFarcasterUri',
            input: {},
            onDone: {
              target: 'connecting',
              actions: [
                {
                  type: 'setFarcasterUrl',
                  params: ({ event }) => ({ farcasterUrl: event.output.url }),
                },
                {
                  type: 'showFarcasterView',
                  params: ({ event }) => ({ farcasterUrl: event.output.url }),
                },
              ],
            },
            onError: {
              target: '#socialLogin.failed',
              actions: [failWith('FAILED_TO_CONNECT_FARCASTER'), trackEvent('SOCIAL_LOGIN_ERROR')],
            },
          },
        },
        connecting: {
          invoke: {
            id: 'connectFarcaster',
            src: 'connectFarcaster',
            input: {},
            onDone: 'joining',
            onError: {
              target: '#socialLogin.failed',
              actions: [failWith('FAILED_TO_CONNECT_FARCASTER'), trackEvent('SOCIAL_LOGIN_ERROR')],
            },
          },
        },
        joining: joining(failWith('FAILED_TO_CONNECT_FARCASTER')),
      },
    },
    // Signed in; after a sign-out (`social.cancel`) or for another account, it starts again.
    connected: {
      on: { 'social.start': start, 'social.cancel': { target: 'idle', actions: 'clearSession' } },
    },
    failed: {
      on: { 'social.start': start, 'social.cancel': { target: 'idle', actions: 'clearSession' } },
    },
  },
})
