import { and, assertEvent, assign, setup } from 'xstate'
import { NOT_ALLOWED_MESSAGE_DELAY_MS } from '../constants/time.js'
import type { SnackbarCode } from '../errors/snackbars.js'
import { classifyRpcMethod, type RpcResultKind } from './rpcMethods.js'

export type WalletRequest = {
  id: string
  method: string
  /**
   * The embedded wallet asks the visitor in its secure frame: ApproveTransaction shows the
   * frame (see `LatchClient.showSecureFrame`), whose buttons approve or reject.
   */
  secureFrame?: boolean
}

export type WalletRequestContext = {
  /** Requests waiting for the visitor's approval, oldest first. */
  pending: readonly WalletRequest[]
  /** Flows (send, swap...) that pushed a view to return to after their request. */
  transactionStack: number
}

export type WalletRequestEvent =
  | ({ type: 'request.received' } & WalletRequest)
  | {
      type: 'request.succeeded'
      id: string
      /** What the wallet answered, as `classifyRpcResult` reads it (SPEC.md §5). */
      answer: RpcResultKind
    }
  | { type: 'request.failed'; id: string }
  | { type: 'requests.rejectAll' }
  | { type: 'stack.push' }

export type TransactionStackOutcome = 'success' | 'error'

export type FinishRequest = {
  outcome: TransactionStackOutcome
  next: 'popTransactionStack' | 'closeModal'
}

/**
 * What follows a settled request: pop the stack when a flow pushed one, else close; a success
 * that changed the account (`changesBalances`) has its balance read again first.
 */
function settle(outcome: TransactionStackOutcome, refresh = false) {
  const finish = {
    type: 'finishRequest',
    params: ({ context }: { context: WalletRequestContext }): FinishRequest => ({
      outcome,
      next: context.transactionStack > 0 ? 'popTransactionStack' : 'closeModal',
    }),
  } as const
  return refresh
    ? (['refreshBalance', finish, 'popStack', 'removeSettled'] as const)
    : ([finish, 'popStack', 'removeSettled'] as const)
}

function settledId(event: WalletRequestEvent): string {
  assertEvent(event, ['request.succeeded', 'request.failed'])
  return event.id
}

/**
 * Wallet RPC requests (SPEC.md §4, §5): safe methods go straight through; signing methods
 * open ApproveTransaction, and on success the balance is refreshed (unless the answer is a
 * signed message) and, once none waits any
 * more, the transaction stack popped or the modal closed (on error: popped or closed);
 * unknown methods open the modal, log "not allowed", show "Action not allowed" after {@link NOT_ALLOWED_MESSAGE_DELAY_MS} and
 * reject the open requests.
 */
export const walletRequestMachine = setup({
  types: {
    context: {} as WalletRequestContext,
    events: {} as WalletRequestEvent,
  },
  actions: {
    addPending: assign({
      pending: ({ context, event }) => {
        assertEvent(event, 'request.received')
        const { id, method, secureFrame } = event
        return [...context.pending, { id, method, ...(secureFrame ? { secureFrame } : {}) }]
      },
    }),
    removeSettled: assign({
      pending: ({ context, event }) => context.pending.filter((r) => r.id !== settledId(event)),
    }),
    // Rejected, the requests answer the flows that waited for them: none is left to return to.
    clearPending: assign({ pending: [], transactionStack: 0 }),
    pushStack: assign({ transactionStack: ({ context }) => context.transactionStack + 1 }),
    popStack: assign({
      transactionStack: ({ context }) => Math.max(0, context.transactionStack - 1),
    }),
    // Side effects: supplied by the client through `.provide()`.
    forward: (_, _request: WalletRequest) => {},
    openApproval: () => {},
    openModal: () => {},
    logNotAllowed: (_, _params: { method: string }) => {},
    showSnackbar: (_, _params: { code: SnackbarCode }) => {},
    rejectRequests: (_, _params: { ids: readonly string[] }) => {},
    refreshBalance: () => {},
    /**
     * After a request settles: `popTransactionStack` returns to the view the flow pushed and
     * runs its success or error handler; `closeModal` closes the modal.
     */
    finishRequest: (_, _params: FinishRequest) => {},
  },
  guards: {
    isDuplicate: ({ context, event }) => {
      assertEvent(event, 'request.received')
      return context.pending.some((request) => request.id === event.id)
    },
    isSafe: ({ event }) => {
      assertEvent(event, 'request.received')
      return classifyRpcMethod(event.method) === 'safe'
    },
    needsApproval: ({ event }) => {
      assertEvent(event, 'request.received')
      return classifyRpcMethod(event.method) === 'approval'
    },
    isPending: ({ context, event }) => context.pending.some((r) => r.id === settledId(event)),
    /**
     * A signed message changes nothing the account holds: only a transaction, or an object
     * (a batch of calls, a Solana transaction's answer), has the balance read again, so that a
     * signature does not cost a forced balance read.
     */
    changesBalances: ({ event }) => {
      assertEvent(event, 'request.succeeded')
      return event.answer !== 'signature'
    },
    isLastPending: ({ context, event }) =>
      context.pending.length === 1 && context.pending[0]?.id === settledId(event),
  },
  delays: {
    notAllowedMessage: NOT_ALLOWED_MESSAGE_DELAY_MS,
  },
}).createMachine({
  id: 'walletRequest',
  context: { pending: [], transactionStack: 0 },
  initial: 'idle',
  on: {
    'stack.push': { actions: 'pushStack' },
    'request.received': [
      // Request ids are used once: a repeated id is a replay, not a new request.
      { guard: 'isDuplicate' },
      {
        guard: 'isSafe',
        actions: {
          type: 'forward',
          params: ({ event }) => ({ id: event.id, method: event.method }),
        },
      },
      { guard: 'needsApproval', target: '.approving', actions: ['addPending', 'openApproval'] },
      {
        target: '.notAllowed',
        actions: [
          'openModal',
          { type: 'logNotAllowed', params: ({ event }) => ({ method: event.method }) },
        ],
      },
    ],
    'requests.rejectAll': {
      target: '.idle',
      actions: [
        {
          type: 'rejectRequests',
          params: ({ context }) => ({ ids: context.pending.map((r) => r.id) }),
        },
        'clearPending',
      ],
    },
  },
  states: {
    idle: {},
    approving: {
      on: {
        // Others still wait on ApproveTransaction: the view stays until the last one settles.
        'request.succeeded': [
          {
            guard: and(['isLastPending', 'changesBalances']),
            target: 'idle',
            actions: settle('success', true),
          },
          { guard: 'isLastPending', target: 'idle', actions: settle('success') },
          {
            guard: and(['isPending', 'changesBalances']),
            actions: ['refreshBalance', 'removeSettled'],
          },
          { guard: 'isPending', actions: 'removeSettled' },
        ],
        'request.failed': [
          { guard: 'isLastPending', target: 'idle', actions: settle('error') },
          { guard: 'isPending', actions: 'removeSettled' },
        ],
      },
    },
    notAllowed: {
      after: {
        notAllowedMessage: {
          target: 'idle',
          actions: [
            { type: 'showSnackbar', params: { code: 'ACTION_NOT_ALLOWED' } },
            {
              type: 'rejectRequests',
              params: ({ context }) => ({ ids: context.pending.map((r) => r.id) }),
            },
            'clearPending',
          ],
        },
      },
    },
  },
})
