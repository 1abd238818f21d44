import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { parseCaipAddress } from '../caip/caipAddress.js'
import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { SiwxError } from '../errors/siwx.js'
import type { SnackbarCode } from '../errors/snackbars.js'
import type { SiwxAccount, SiwxMessage, SiwxSession } from '../siwx/siwxConfig.js'

export type SiwxContext = {
  required: boolean
  signOutOnDisconnect: boolean
  /** Namespaces whose wallets can sign in. */
  namespaces: readonly ChainNamespace[]
  account: SiwxAccount | undefined
  /** The network of the last successful sign-in: cancel returns there when sign-in is required. */
  lastSignedNetwork: CaipNetworkId | undefined
  /** The message the wallet will sign, once created while the sign-in waits for the visitor. */
  message: SiwxMessage | undefined
  error: SiwxError | undefined
}

export type SiwxEvent =
  | { type: 'siwx.connected'; account: SiwxAccount }
  | { type: 'siwx.sign' }
  | { type: 'siwx.cancel' }
  | { type: 'siwx.disconnected' }

export type SiwxInput = {
  required?: boolean
  signOutOnDisconnect?: boolean
  namespaces: readonly ChainNamespace[]
}

export type SiwxTrackEvent = 'SIWX_AUTH_SUCCESS' | 'SIWX_AUTH_ERROR' | 'CLICK_CANCEL_SIWX'

/** What signing in gets: the account, and the message when it was created beforehand. */
export type SiwxSignInInput = SiwxAccount & { message: SiwxMessage | undefined }

function notEnabled<Output, Input = SiwxAccount>() {
  return fromPromise<Output, Input>(async () => {
    throw new SiwxError('NOT_ENABLED')
  })
}

/**
 * Sign-in with a wallet signature (SPEC.md §4 "SIWX"): after a connect on a supported chain
 * without a session, SIWXSignMessage opens and the message is created, so that the view can
 * show the text the wallet will sign; signing signs it (creating it then if it was not ready
 * or could not be created), stores the session and closes the modal. Cancel returns to the last signed network or disconnects when
 * sign-in is required, else just closes. A failed sign keeps the view for a retry; a failed
 * start disconnects and resets to Connect.
 */
export const siwxMachine = setup({
  types: {
    context: {} as SiwxContext,
    events: {} as SiwxEvent,
    input: {} as SiwxInput,
  },
  actors: {
    getSessions: notEnabled<SiwxSession[]>(),
    createMessage: notEnabled<SiwxMessage>(),
    /** Has the wallet sign the message (created first when absent), and adds the session. */
    signIn: notEnabled<SiwxSession, SiwxSignInInput>(),
    revokeSession: notEnabled<void>(),
  },
  actions: {
    setAccount: assign({
      account: ({ event }) => {
        assertEvent(event, 'siwx.connected')
        return event.account
      },
      message: undefined,
      error: undefined,
    }),
    setMessage: assign({ message: (_, message: SiwxMessage) => message }),
    clearMessage: assign({ message: undefined }),
    rememberSignedNetwork: assign({ lastSignedNetwork: ({ context }) => context.account?.network }),
    clearAccount: assign({ account: undefined, message: undefined }),
    forgetSignIn: assign({ account: undefined, lastSignedNetwork: undefined, message: undefined }),
    setError: assign({ error: (_, error: SiwxError) => error }),
    // Side effects: supplied by the client through `.provide()`.
    openSignMessageView: () => {},
    closeModal: () => {},
    showSnackbar: (_, _params: { code: SnackbarCode }) => {},
    track: (_, _params: { event: SiwxTrackEvent }) => {},
    disconnect: () => {},
    resetToConnect: () => {},
    switchNetwork: (_, _params: { network: CaipNetworkId }) => {},
  },
  guards: {
    isSupportedChain: ({ context, event }) => {
      assertEvent(event, 'siwx.connected')
      const { namespace } = parseCaipAddress(event.account.caipAddress)
      return (context.namespaces as readonly string[]).includes(namespace)
    },
    hasSession: (_, sessions: readonly SiwxSession[]) => sessions.length > 0,
    requiredWithPriorSession: ({ context }) =>
      context.required && context.lastSignedNetwork !== undefined,
    isRequired: ({ context }) => context.required,
    signsOutOnDisconnect: ({ context }) =>
      context.signOutOnDisconnect && context.account !== undefined,
  },
}).createMachine({
  id: 'siwx',
  context: ({ input }) => ({
    required: input.required ?? false,
    signOutOnDisconnect: input.signOutOnDisconnect ?? true,
    namespaces: input.namespaces,
    account: undefined,
    lastSignedNetwork: undefined,
    message: undefined,
    error: undefined,
  }),
  initial: 'idle',
  on: {
    'siwx.connected': [
      { guard: 'isSupportedChain', target: '.checking', actions: 'setAccount' },
      { target: '.idle', actions: 'clearAccount' },
    ],
    'siwx.disconnected': [
      { guard: 'signsOutOnDisconnect', target: '.signingOut' },
      { target: '.idle', actions: 'clearAccount' },
    ],
  },
  states: {
    idle: {},
    checking: {
      invoke: {
        id: 'getSessions',
        src: 'getSessions',
        input: ({ context }) => context.account as SiwxAccount,
        onDone: [
          {
            guard: { type: 'hasSession', params: ({ event }) => event.output },
            target: 'signedIn',
            actions: 'rememberSignedNetwork',
          },
          { target: 'awaitingSignature', actions: 'openSignMessageView' },
        ],
        onError: {
          target: 'idle',
          actions: [
            {
              type: 'setError',
              params: ({ event }) => new SiwxError('INITIALIZE_FAILED', { cause: event.error }),
            },
            { type: 'showSnackbar', params: { code: 'SIWX_INITIALIZE_FAILED' } },
            'disconnect',
            'resetToConnect',
            'clearAccount',
          ],
        },
      },
    },
    awaitingSignature: {
      // A message per attempt: one that failed to sign may have been spent.
      entry: 'clearMessage',
      invoke: {
        id: 'createMessage',
        src: 'createMessage',
        input: ({ context }) => context.account as SiwxAccount,
        onDone: { actions: { type: 'setMessage', params: ({ event }) => event.output } },
        // Signing tries again, and reports the failure then.
        onError: { actions: 'clearMessage' },
      },
      on: {
        'siwx.sign': 'signing',
        'siwx.cancel': [
          {
            guard: 'requiredWithPriorSession',
            target: 'idle',
            actions: [
              { type: 'track', params: { event: 'CLICK_CANCEL_SIWX' } },
              {
                type: 'switchNetwork',
                params: ({ context }) => ({ network: context.lastSignedNetwork as CaipNetworkId }),
              },
            ],
          },
          {
            guard: 'isRequired',
            target: 'idle',
            actions: [{ type: 'track', params: { event: 'CLICK_CANCEL_SIWX' } }, 'disconnect'],
          },
          {
            target: 'idle',
            actions: [{ type: 'track', params: { event: 'CLICK_CANCEL_SIWX' } }, 'closeModal'],
          },
        ],
      },
    },
    signing: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => ({
          ...(context.account as SiwxAccount),
          message: context.message,
        }),
        onDone: {
          target: 'signedIn',
          actions: [
            'rememberSignedNetwork',
            'clearMessage',
            { type: 'track', params: { event: 'SIWX_AUTH_SUCCESS' } },
            'closeModal',
          ],
        },
        onError: {
          target: 'awaitingSignature',
          actions: [
            {
              type: 'setError',
              params: ({ event }) => new SiwxError('SIGN_MESSAGE_FAILED', { cause: event.error }),
            },
            { type: 'showSnackbar', params: { code: 'SIWX_SIGN_FAILED' } },
            { type: 'track', params: { event: 'SIWX_AUTH_ERROR' } },
          ],
        },
      },
    },
    signedIn: {},
    signingOut: {
      invoke: {
        id: 'revokeSession',
        src: 'revokeSession',
        input: ({ context }) => context.account as SiwxAccount,
        // Signing out is best effort: the wallet is gone either way.
        onDone: { target: 'idle', actions: 'forgetSignIn' },
        onError: { target: 'idle', actions: 'forgetSignIn' },
      },
    },
  },
})

/** Whether the modal may close: sign-in is optional, or a session exists. */
export function hasSiwxSession(state: { matches: (value: 'signedIn') => boolean }): boolean {
  return state.matches('signedIn')
}
