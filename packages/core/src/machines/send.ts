import {
  type AnyEventObject,
  assertEvent,
  assign,
  fromCallback,
  fromPromise,
  raise,
  setup,
  spawnChild,
} from 'xstate'
import type { FeeSpeed, TransferFee } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { BaseError } from '../errors/base.js'
import { InternalError } from '../errors/internal.js'
import { SendError } from '../errors/send.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { TokenBalance } from '../services/blockchainSchemas.js'
import { formToken, type SendFormFields, type SendToken, validateSend } from './sendForm.js'

export type { SendToken }

/** How long the form waits after the last change before it asks for the fee, in ms. */
export const FEE_ESTIMATE_DELAY_MS = 300

/** The last transfer of a namespace, from the wallet's answer to its inclusion on chain. */
export type LastTransfer = {
  hash: string
  status: 'pending' | 'confirmed' | 'failed'
  error?: BaseError | undefined
}

/** Who sends, on what: the root machine gives it with each form it starts. */
export type SendSubject = {
  namespace: ChainNamespace
  network: CaipNetwork | undefined
  /** The sending account's address, when one is connected. */
  address: string | undefined
}

export type SendContext = SendFormFields & {
  address: string | undefined
  receiverProfileName: string | undefined
  receiverProfileImageUrl: string | undefined
  /** The speed chosen among the fee estimate's, where the chain offers one; else the default. */
  feeSpeed: FeeSpeed | undefined
  /** The fees of the transfer the form describes, once estimated. */
  fees: readonly TransferFee[] | undefined
  /** Why the fee could not be estimated, as the adapter said. */
  feeError: Error | undefined
  error: BaseError | undefined
  /** The last transfer of each namespace; kept when the form resets. */
  transfers: Partial<Record<ChainNamespace, LastTransfer>>
}

export type SendReceiver = {
  address: string
  profileName?: string | undefined
  profileImageUrl?: string | undefined
}

/** A whole form at once, as `sendTokens` submits it. */
export type SendSubmission = SendSubject & {
  token: SendToken | undefined
  amount: string
  receiverAddress: string
  feeSpeed: FeeSpeed | undefined
}

export type SendEvent =
  /** A new, empty form for the subject's account (its balances are read again). */
  | ({ type: 'send.start' } & SendSubject)
  /** `undefined`: the network's coin. */
  | { type: 'send.setToken'; token: SendToken | undefined }
  | { type: 'send.setAmount'; amount: string }
  | ({ type: 'send.setReceiver' } & SendReceiver)
  | { type: 'send.setFeeSpeed'; feeSpeed: FeeSpeed | undefined }
  /** Sends the form, or `form` in its place. */
  | { type: 'send.submit'; form?: SendSubmission | undefined }
  /** Clears the form; sent when the active network changes, with its subject. */
  | ({ type: 'send.reset' } & Partial<SendSubject>)
  /** From the confirmation of a transfer (`confirmTransfer`). */
  | { type: 'send.confirmed'; namespace: ChainNamespace; address: string; hash: string }
  | { type: 'send.confirmFailed'; namespace: ChainNamespace; hash: string; error: unknown }

export type SendInput = { namespace: ChainNamespace; sendable: readonly ChainNamespace[] }

/** What a transfer, or its fee estimate, is asked with. */
export type TransferInput = {
  namespace: ChainNamespace
  network: CaipNetwork
  from: string
  token: SendToken
  amount: string
  receiverAddress: string
  feeSpeed: FeeSpeed | undefined
}

/** What the confirmation of a sent transfer is asked with. */
export type ConfirmTransferInput = {
  namespace: ChainNamespace
  network: CaipNetwork
  address: string
  hash: string
}

/** The analytics events of a send (SPEC.md §7 "Analytics"). */
export type SendAnalyticsEvent = 'SEND_INITIATED' | 'SEND_SUCCESS'

const emptyForm = {
  token: undefined,
  sendTokenAmount: '',
  receiverAddress: '',
  receiverProfileName: undefined,
  receiverProfileImageUrl: undefined,
  feeSpeed: undefined,
  fees: undefined,
  feeError: undefined,
  error: undefined,
} as const

// Only asked once `validateSend` passed and an account is connected, so every part is set.
const transferInput = ({ context }: { context: SendContext }): TransferInput => ({
  namespace: context.namespace,
  network: context.network as CaipNetwork,
  from: context.address as string,
  token: formToken(context) as SendToken,
  amount: context.sendTokenAmount.trim(),
  receiverAddress: context.receiverAddress.trim(),
  // A speed applies where the estimate offered it; a form sent whole (`sendTokens`) says so
  // itself, from an estimate of its own.
  feeSpeed:
    !context.fees || context.fees.some((fee) => fee.speed === context.feeSpeed)
      ? context.feeSpeed
      : undefined,
})

const trackEvent = (event: SendAnalyticsEvent) => ({
  type: 'track' as const,
  params: ({ context }: { context: SendContext }) => ({
    event,
    token: formToken(context)?.symbol,
    amount: context.sendTokenAmount,
    namespace: context.namespace,
  }),
})

// After the error is set: the root hears of it (a payment waits on the transfer).
const failed = {
  type: 'failed' as const,
  params: ({ context }: { context: SendContext }) => ({
    namespace: context.namespace,
    error: context.error as BaseError,
  }),
}

const asSendError = (error: unknown) =>
  error instanceof BaseError ? error : new SendError('TRANSFER_FAILED', { cause: error })

/**
 * The send form (SPEC.md §3 "Send state", §4 "Send", §5) and its transfers. It holds the
 * fields a visitor fills (token, amount, receiver, fee speed), reads the account's balances
 * for its token list, asks the fee of a complete form a moment after the last change, and on
 * `send.submit` checks the form once (`validateSend`) and sends through the namespace's
 * adapter. Success keeps the transaction as the namespace's last transfer, tells the root
 * (which returns to Account), and waits for its inclusion on chain, after which the root
 * refreshes the account's balances and activity; a failure keeps the form for a retry.
 */
export const sendMachine = setup({
  types: {
    context: {} as SendContext,
    events: {} as
      | SendEvent
      // Raised by the machine itself.
      | { type: 'send.changed' }
      | { type: 'send.readBalances' }
      | { type: 'send.check' },
    input: {} as SendInput,
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'send.start')
      return {
        ...emptyForm,
        namespace: event.namespace,
        network: event.network,
        address: event.address,
      }
    }),
    reset: assign(({ context, event }) => {
      assertEvent(event, 'send.reset')
      return {
        ...emptyForm,
        namespace: event.namespace ?? context.namespace,
        network: 'network' in event ? event.network : context.network,
        address: 'address' in event ? event.address : context.address,
      }
    }),
    fill: assign(({ event }) => {
      assertEvent(event, 'send.submit')
      const form = event.form
      if (!form) return {}
      return {
        ...emptyForm,
        namespace: form.namespace,
        network: form.network,
        address: form.address,
        token: form.token,
        sendTokenAmount: form.amount,
        receiverAddress: form.receiverAddress,
        feeSpeed: form.feeSpeed,
      }
    }),
    setToken: assign(({ event }) => {
      assertEvent(event, 'send.setToken')
      return { token: event.token, error: undefined }
    }),
    setAmount: assign(({ event }) => {
      assertEvent(event, 'send.setAmount')
      return { sendTokenAmount: event.amount, error: undefined }
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
    setFeeSpeed: assign(({ event }) => {
      assertEvent(event, 'send.setFeeSpeed')
      return { feeSpeed: event.feeSpeed, error: undefined }
    }),
    /** A field changed: the fee estimate follows. */
    changed: raise({ type: 'send.changed' }),
    readBalances: raise({ type: 'send.readBalances' }),
    check: raise({ type: 'send.check' }),
    setValidationError: assign({
      error: ({ context }) =>
        validateSend(context) ??
        new SendError('TRANSFER_FAILED', {
          details: `no account is connected on ${context.namespace}`,
        }),
    }),
    clearError: assign({ error: undefined }),
    clearFees: assign({ fees: undefined, feeError: undefined }),
    clearForm: assign(emptyForm),
    recordTransfer: assign({
      transfers: ({ context }, hash: string) => ({
        ...context.transfers,
        [context.namespace]: { hash, status: 'pending' },
      }),
    }),
    markTransfer: assign(
      ({ context }, params: { namespace: ChainNamespace; hash: string; failure?: unknown }) => {
        const transfer = context.transfers[params.namespace]
        // A newer transfer of the namespace replaced it: nothing to mark.
        if (transfer?.hash !== params.hash) return {}
        const next: LastTransfer =
          params.failure === undefined
            ? { hash: params.hash, status: 'confirmed' }
            : { hash: params.hash, status: 'failed', error: asSendError(params.failure) }
        return { transfers: { ...context.transfers, [params.namespace]: next } }
      },
    ),
    confirm: spawnChild('confirmTransfer', {
      input: ({ context, event }) => ({
        namespace: context.namespace,
        network: context.network as CaipNetwork,
        address: context.address as string,
        hash: (event as unknown as { output: string }).output,
      }),
    }),
    // Side effects: supplied by the client through `.provide()`.
    /** The wallet sent a transfer: the root returns to Account and says so. */
    sent: (_, _params: { namespace: ChainNamespace; address: string; hash: string }) => {},
    /** A transfer is on chain: the root refreshes the namespace's balances and activity. */
    confirmed: (_, _params: { namespace: ChainNamespace; address: string }) => {},
    /** The wallet or the chain refused a transfer: the root tells a payment waiting on it. */
    failed: (_, _params: { namespace: ChainNamespace; error: Error }) => {},
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
    /** The account's token balances on the network. */
    readBalances: fromPromise<readonly TokenBalance[], { address: string; network: CaipNetwork }>(
      async () => {
        throw new InternalError('NOT_PROVIDED', { values: { name: 'readBalances' } })
      },
    ),
    /** The network fees of the transfer, one per speed where the chain offers a choice. */
    estimateFee: fromPromise<readonly TransferFee[], TransferInput>(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'estimateFee' } })
    }),
    /** Resolves with the transaction id once the wallet has sent it (not once mined). */
    sendTransfer: fromPromise<string, TransferInput>(async () => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'sendTransfer' } })
    }),
    /**
     * Waits for the transfer's inclusion and sends back `send.confirmed` (or
     * `send.confirmFailed`). Outlives the form: it stops only with the machine.
     */
    confirmTransfer: fromCallback<AnyEventObject, ConfirmTransferInput>(() => {
      throw new InternalError('NOT_PROVIDED', { values: { name: 'confirmTransfer' } })
    }),
  },
  delays: { feeDelay: FEE_ESTIMATE_DELAY_MS },
  guards: {
    isInvalid: ({ context }) => validateSend(context) !== undefined || !context.address,
    feeAskable: ({ context }) => validateSend(context) === undefined && Boolean(context.address),
    canReadBalances: ({ context }) => Boolean(context.address && context.network),
  },
}).createMachine({
  id: 'send',
  type: 'parallel',
  context: ({ input }) => ({
    ...emptyForm,
    namespace: input.namespace,
    network: undefined,
    address: undefined,
    sendable: input.sendable,
    balances: undefined,
    transfers: {},
  }),
  on: {
    'send.confirmed': {
      actions: [
        {
          type: 'markTransfer',
          params: ({ event }) => ({ namespace: event.namespace, hash: event.hash }),
        },
        {
          type: 'confirmed',
          params: ({ event }) => ({ namespace: event.namespace, address: event.address }),
        },
        // The form's balances are those the transfer changed: read again.
        'readBalances',
      ],
    },
    'send.confirmFailed': {
      actions: {
        type: 'markTransfer',
        params: ({ event }) => ({
          namespace: event.namespace,
          hash: event.hash,
          failure: event.error ?? 'failed',
        }),
      },
    },
  },
  states: {
    form: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'send.start': {
              actions: ['start', 'changed', 'readBalances'],
            },
            'send.reset': { actions: ['reset', 'changed'] },
            'send.setToken': { actions: ['setToken', 'changed'] },
            'send.setAmount': { actions: ['setAmount', 'changed'] },
            'send.setReceiver': { actions: ['setReceiver', 'changed'] },
            'send.setFeeSpeed': { actions: 'setFeeSpeed' },
            'send.submit': { actions: ['fill', 'check'] },
            // Raised by `send.submit` once the form is filled.
            'send.check': [
              { guard: 'isInvalid', actions: ['setValidationError', failed] },
              { target: 'sending', actions: ['clearError', trackEvent('SEND_INITIATED')] },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'sendTransfer',
            src: 'sendTransfer',
            input: transferInput,
            onDone: {
              target: 'sent',
              actions: [
                { type: 'recordTransfer', params: ({ event }) => event.output },
                'confirm',
                trackEvent('SEND_SUCCESS'),
                // SPEC.md §4: on success the send state resets.
                'clearForm',
                {
                  type: 'sent',
                  params: ({ context, event }) => ({
                    namespace: context.namespace,
                    address: context.address ?? '',
                    hash: event.output,
                  }),
                },
              ],
            },
            onError: {
              target: 'editing',
              actions: [assign({ error: ({ event }) => asSendError(event.error) }), failed],
            },
          },
        },
        // The transfer went out; any new form starts over.
        sent: {
          on: {
            'send.start': {
              target: 'editing',
              actions: ['start', 'changed', 'readBalances'],
            },
            'send.reset': { target: 'editing', actions: ['reset', 'changed'] },
            'send.submit': {
              target: 'editing',
              actions: ['fill', 'check'],
            },
          },
        },
      },
    },
    fee: {
      initial: 'none',
      on: {
        'send.changed': [
          // Not `reenter`: that would re-enter the whole machine (its domain is the root), not
          // only this region; a target in it restarts the wait as it is.
          { guard: 'feeAskable', target: '.waiting', actions: 'clearFees' },
          { target: '.none', actions: 'clearFees' },
        ],
      },
      states: {
        none: {},
        waiting: { after: { feeDelay: 'estimating' } },
        estimating: {
          invoke: {
            src: 'estimateFee',
            input: transferInput,
            onDone: { target: 'ready', actions: assign({ fees: ({ event }) => event.output }) },
            onError: {
              target: 'failed',
              actions: assign({
                feeError: ({ event }) =>
                  event.error instanceof Error ? event.error : asSendError(event.error),
              }),
            },
          },
        },
        ready: {},
        failed: {},
      },
    },
    balances: {
      initial: 'idle',
      on: {
        'send.readBalances': { guard: 'canReadBalances', target: '.reading' },
      },
      states: {
        idle: {},
        reading: {
          invoke: {
            src: 'readBalances',
            input: ({ context }) => ({
              address: context.address as string,
              network: context.network as CaipNetwork,
            }),
            onDone: { target: 'ready', actions: assign({ balances: ({ event }) => event.output }) },
            // Without balances the form still sends; the wallet says what it holds.
            onError: { target: 'failed', actions: assign({ balances: undefined }) },
          },
        },
        ready: {},
        failed: {},
      },
    },
  },
})
