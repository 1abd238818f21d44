import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { FeeSpeed } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { SEND_NAMESPACES } from '../constants/chains.js'
import { BaseError } from '../errors/base.js'
import { InternalError } from '../errors/internal.js'
import { SendError } from '../errors/send.js'

/** The token to send: a token balance (SPEC.md §3); native tokens have no address. */
export type SendToken = {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  address?: string | undefined
  quantity: { decimals: string; numeric: string }
  iconUrl?: string | undefined
}

export type SendContext = {
  /** The active network's namespace. */
  namespace: ChainNamespace
  token: SendToken | undefined
  sendTokenAmount: string | undefined
  receiverAddress: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** The speed chosen among the fee estimate's, where the chain offers one; else the default. */
  feeSpeed: FeeSpeed | undefined
  error: BaseError | undefined
  /** The transaction id of the last transfer that went out; kept when the form resets. */
  hash: string | undefined
}

export type SendReceiver = {
  address: string
  profileName?: string | undefined
  profileImageUrl?: string | undefined
}

export type SendEvent =
  | { type: 'send.setToken'; token: SendToken }
  | { type: 'send.setAmount'; amount: string }
  | ({ type: 'send.setReceiver' } & SendReceiver)
  | { type: 'send.setFeeSpeed'; feeSpeed: FeeSpeed | undefined }
  | { type: 'send.submit' }
  /** Clears the form; also sent when the active network changes, with its namespace. */
  | { type: 'send.reset'; namespace?: ChainNamespace }

export type SendInput = { namespace: ChainNamespace }

/** What a transfer actor receives. */
export type TransferInput = {
  namespace: ChainNamespace
  token: SendToken
  amount: string
  receiverAddress: string
  feeSpeed: FeeSpeed | undefined
}

/** Where a send is, for a UI: editing (idle), waiting for the wallet, or failed. */
export type SendStatus = 'idle' | 'sending' | 'failed'

/** The {@link SendStatus} of a send machine's snapshot. */
export function sendStatusOf(state: {
  matches: (value: 'sendingNative' | 'sendingToken') => boolean
  context: Pick<SendContext, 'error'>
}): SendStatus {
  if (state.matches('sendingNative') || state.matches('sendingToken')) return 'sending'
  return state.context.error ? 'failed' : 'idle'
}

/** The analytics events of a send (SPEC.md §7 "Analytics"). */
export type SendAnalyticsEvent = 'SEND_INITIATED' | 'SEND_SUCCESS'

/**
 * Why the send cannot start, checked in the order of SPEC.md §5 and §8; `undefined` when it
 * can.
 *
 * @example
 * validateSend({ ...form, token: undefined })?.message // 'A token is required'
 */
export function validateSend(context: SendContext): SendError | undefined {
  if (!context.sendTokenAmount || !context.receiverAddress) {
    return new SendError('AMOUNT_AND_RECEIVER_REQUIRED')
  }
  if (!context.token) return new SendError('TOKEN_REQUIRED')
  if (!SEND_NAMESPACES.includes(context.namespace)) return new SendError('UNSUPPORTED_CHAIN')
  return undefined
}

const emptyForm = {
  token: undefined,
  sendTokenAmount: undefined,
  receiverAddress: undefined,
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  feeSpeed: undefined,
  error: undefined,
} as const

// Only entered after `validateSend` passed, so the token, amount and receiver are set.
const transferInput = ({ context }: { context: SendContext }): TransferInput => ({
  namespace: context.namespace,
  token: context.token as SendToken,
  amount: context.sendTokenAmount as string,
  receiverAddress: context.receiverAddress as string,
  feeSpeed: context.feeSpeed,
})

const trackEvent = (event: SendAnalyticsEvent) => ({
  type: 'track' as const,
  params: ({ context }: { context: SendContext }) => ({
    event,
    token: context.token?.symbol,
    amount: context.sendTokenAmount,
    namespace: context.namespace,
  }),
})

const succeed = {
  target: 'editing',
  actions: [
    { type: 'setHash', params: ({ event }: { event: { output: string } }) => event.output },
    trackEvent('SEND_SUCCESS'),
    { type: 'navigate', params: { view: 'Account' } },
    'resetForm',
  ],
} as const

const fail = {
  target: 'editing',
  actions: {
    type: 'setError',
    params: ({ event }: { event: { error: unknown } }) => ({
      error:
        event.error instanceof BaseError
          ? event.error
          : new SendError('TRANSFER_FAILED', { cause: event.error }),
    }),
  },
} as const

/**
 * The send form (SPEC.md §3 "Send state", §4 "Send", §5). `send.submit` checks that an amount
 * and receiver are set, then a token, then that the namespace is eip155 or solana; it sends a
 * native transfer when the token has no address, else a token transfer. Success keeps the
 * transaction id, returns to Account and resets the form; a failure keeps the form for a
 * retry.
 */
export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as SendEvent,
    input: {} as SendInput,
  },
  actions: {
    setToken: assign({
      token: ({ event }) => {
        assertEvent(event, 'send.setToken')
        return event.token
      },
      error: undefined,
    }),
    setAmount: assign({
      sendTokenAmount: ({ event }) => {
        assertEvent(event, 'send.setAmount')
        return event.amount
      },
      error: undefined,
    }),
    setReceiver: assign(({ event }) => {
      assertEvent(event, 'send.setReceiver')
      return {
        receiverAddress: event.address,
        receiverProfileName: event.profileName,
        receiverProfileImageUrl: event.profileImageUrl,
        error: undefined,
      }
    }),
    setFeeSpeed: assign({
      feeSpeed: ({ event }) => {
        assertEvent(event, 'send.setFeeSpeed')
        return event.feeSpeed
      },
      error: undefined,
    }),
    resetForm: assign(emptyForm),
    reset: assign(({ context, event }) => {
      assertEvent(event, 'send.reset')
      return { ...emptyForm, namespace: event.namespace ?? context.namespace }
    }),
    setValidationError: assign({ error: ({ context }) => validateSend(context) }),
    setError: assign((_, params: { error: BaseError }) => params),
    setHash: assign({ hash: (_, hash: string) => hash }),
    clearError: assign({ error: undefined }),
    // Side effects: supplied by the client through `.provide()`.
    navigate: (_, _params: { view: 'Account' }) => {},
    track: (
      _,
      _params: {
        event: SendAnalyticsEvent
        token: string | undefined
        amount: string | undefined
        namespace: ChainNamespace
      },
    ) => {},
  },
  actors: {
    /** Resolves with the transaction id once the wallet has sent it (not once mined). */
    sendNativeTransfer: fromPromise<string, TransferInput>(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'sendNativeTransfer' } })
    }),
    sendTokenTransfer: fromPromise<string, TransferInput>(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'sendTokenTransfer' } })
    }),
  },
  guards: {
    isInvalid: ({ context }) => validateSend(context) !== undefined,
    isNativeToken: ({ context }) => !context.token?.address,
  },
}).createMachine({
  id: 'send',
  initial: 'editing',
  context: ({ input }) => ({ namespace: input.namespace, ...emptyForm, hash: undefined }),
  states: {
    editing: {
      on: {
        'send.setToken': { actions: 'setToken' },
        'send.setAmount': { actions: 'setAmount' },
        'send.setReceiver': { actions: 'setReceiver' },
        'send.setFeeSpeed': { actions: 'setFeeSpeed' },
        'send.reset': { actions: 'reset' },
        'send.submit': [
          { guard: 'isInvalid', actions: 'setValidationError' },
          {
            guard: 'isNativeToken',
            target: 'sendingNative',
            actions: ['clearError', trackEvent('SEND_INITIATED')],
          },
          { target: 'sendingToken', actions: ['clearError', trackEvent('SEND_INITIATED')] },
        ],
      },
    },
    sendingNative: {
      invoke: {
        id: 'sendNativeTransfer',
        src: 'sendNativeTransfer',
        input: transferInput,
        onDone: succeed,
        onError: fail,
      },
    },
    sendingToken: {
      invoke: {
        id: 'sendTokenTransfer',
        src: 'sendTokenTransfer',
        input: transferInput,
        onDone: succeed,
        onError: fail,
      },
    },
  },
})
