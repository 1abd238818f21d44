import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { SWAP_SLIPPAGE_TOLERANCE, SWAP_SUPPORTED_CHAIN_IDS } from '../constants/swaps.js'
import { InternalError } from '../errors/internal.js'
import { SwapError } from '../errors/swap.js'

/** A token of `GET /v1/convert/tokens` (SPEC.md §7). */
export type SwapToken = {
  name: string
  symbol: string
  /** CAIP-10 address of the token, or the native token's placeholder. */
  address: string
  decimals: number
  logoUri?: string | undefined
}

/** A quote of `GET /v1/convert/quotes`, with the allowance check of the source token. */
export type SwapQuote = {
  toAmount: string
  gasFee?: string | undefined
  /** The allowance (`GET /v1/convert/allowance`) does not cover the amount. */
  needsApproval: boolean
}

/** What the quote, approval and swap actors receive. */
export type SwapRequest = {
  chainId: number
  userAddress: string
  from: SwapToken
  to: SwapToken
  amount: string
  slippage: number
}

export type SwapContext = {
  chainId: number | undefined
  userAddress: string
  tokens: readonly SwapToken[]
  sourceToken: SwapToken | undefined
  targetToken: SwapToken | undefined
  amount: string
  quote: SwapQuote | undefined
  /** The approval went through, so a retry skips it. */
  approved: boolean
  txHash: string | undefined
  /** A {@link SwapError}, or the service's or wallet's own error. */
  error: Error | undefined
}

export type SwapEvent =
  /** Starts the flow on the active network; sent again whenever the network changes. */
  | { type: 'swap.setNetwork'; chainId: number }
  | { type: 'swap.setSourceToken'; token: SwapToken }
  | { type: 'swap.setTargetToken'; token: SwapToken }
  | { type: 'swap.setAmount'; amount: string }
  | { type: 'swap.confirm' }
  | { type: 'swap.retry' }
  /** After a swap, start a new one with the same tokens. */
  | { type: 'swap.reset' }

export type SwapInput = { userAddress: string }

/**
 * Whether swaps are offered on an eip155 chain (SPEC.md §9).
 *
 * @example
 * isSwapNetwork(8453) // true
 * isSwapNetwork(11155111) // false
 */
export function isSwapNetwork(chainId: number): boolean {
  return (SWAP_SUPPORTED_CHAIN_IDS as readonly number[]).includes(chainId)
}

function notProvided(name: string): never {
  throw new InternalError('NOT_PROVIDED', { values: { name } })
}

const formEvents = ['swap.setSourceToken', 'swap.setTargetToken', 'swap.setAmount'] as const

// A form change drops the quote; a new source token or amount needs its allowance again.
function formUpdate(event: SwapEvent): Partial<SwapContext> {
  assertEvent(event, formEvents)
  switch (event.type) {
    case 'swap.setSourceToken':
      return { sourceToken: event.token, quote: undefined, approved: false, error: undefined }
    case 'swap.setTargetToken':
      return { targetToken: event.token, quote: undefined, error: undefined }
    case 'swap.setAmount':
      return { amount: event.amount.trim(), quote: undefined, approved: false, error: undefined }
  }
}

function isComplete(context: SwapContext): boolean {
  return (
    context.amount !== '' &&
    context.sourceToken !== undefined &&
    context.targetToken !== undefined &&
    context.sourceToken.address !== context.targetToken.address
  )
}

// Only entered once the form is complete (`isComplete`), after `swap.setNetwork` set the chain.
const request = ({ context }: { context: SwapContext }): SwapRequest => ({
  chainId: context.chainId as number,
  userAddress: context.userAddress,
  from: context.sourceToken as SwapToken,
  to: context.targetToken as SwapToken,
  amount: context.amount,
  slippage: SWAP_SLIPPAGE_TOLERANCE,
})

const fail = (target: string) => ({
  target,
  actions: {
    type: 'setError' as const,
    params: ({ event }: { event: { error: unknown } }) => ({
      error:
        event.error instanceof Error
          ? event.error
          : new Error(String(event.error), { cause: event.error }),
    }),
  },
})

const requote = [
  { guard: 'isCompleteAfterUpdate', target: '.quoting', actions: 'updateForm' },
  { target: '.input', actions: 'updateForm' },
] as const

/**
 * Token swaps (SPEC.md §7 convert calls, §8, §9): only on the chains of
 * {@link SWAP_SUPPORTED_CHAIN_IDS}, else "Network not supported for Swaps". Tokens are loaded;
 * a complete form (two different tokens and an amount) is quoted with a slippage of
 * {@link SWAP_SLIPPAGE_TOLERANCE}; on confirm the source token is approved first when its
 * allowance is short, then the swap is built and sent. A failure keeps the form for a retry.
 */
export const swapMachine = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    input: {} as SwapInput,
  },
  actions: {
    setNetwork: assign(({ event }) => {
      assertEvent(event, 'swap.setNetwork')
      return {
        chainId: event.chainId,
        tokens: [],
        sourceToken: undefined,
        targetToken: undefined,
        amount: '',
        quote: undefined,
        approved: false,
        txHash: undefined,
        error: undefined,
      }
    }),
    setUnsupported: assign({ error: () => new SwapError('SWAPS_NETWORK_UNSUPPORTED') }),
    setTokens: assign((_, params: { tokens: readonly SwapToken[] }) => params),
    updateForm: assign(({ event }) => formUpdate(event)),
    setQuote: assign((_, params: { quote: SwapQuote }) => params),
    setApproved: assign({ approved: true }),
    setTxHash: assign((_, params: { txHash: string }) => params),
    setError: assign((_, params: { error: Error }) => params),
    clearError: assign({ error: undefined }),
    startOver: assign({ amount: '', quote: undefined, approved: false, txHash: undefined }),
  },
  actors: {
    loadTokens: fromPromise<readonly SwapToken[], { chainId: number }>(async () =>
      notProvided('loadTokens'),
    ),
    getQuote: fromPromise<SwapQuote, SwapRequest>(async () => notProvided('getQuote')),
    approve: fromPromise<unknown, SwapRequest>(async () => notProvided('approve')),
    executeSwap: fromPromise<string, SwapRequest>(async () => notProvided('executeSwap')),
  },
  guards: {
    isSwapNetwork: ({ event }) => {
      assertEvent(event, 'swap.setNetwork')
      return isSwapNetwork(event.chainId)
    },
    isCompleteAfterUpdate: ({ context, event }) => isComplete({ ...context, ...formUpdate(event) }),
    needsApproval: ({ context }) => context.quote?.needsApproval === true && !context.approved,
  },
}).createMachine({
  id: 'swap',
  initial: 'idle',
  context: ({ input }) => ({
    chainId: undefined,
    userAddress: input.userAddress,
    tokens: [],
    sourceToken: undefined,
    targetToken: undefined,
    amount: '',
    quote: undefined,
    approved: false,
    txHash: undefined,
    error: undefined,
  }),
  on: {
    'swap.setNetwork': [
      { guard: 'isSwapNetwork', target: '.loadingTokens', actions: 'setNetwork' },
      { target: '.unsupported', actions: ['setNetwork', 'setUnsupported'] },
    ],
  },
  states: {
    idle: {},
    unsupported: {},
    loadingTokens: {
      invoke: {
        id: 'loadTokens',
        src: 'loadTokens',
        // Only entered through `swap.setNetwork`, which sets the chain.
        input: ({ context }) => ({ chainId: context.chainId as number }),
        onDone: {
          target: 'trade',
          actions: { type: 'setTokens', params: ({ event }) => ({ tokens: event.output }) },
        },
        onError: fail('tokensFailed'),
      },
    },
    tokensFailed: {
      on: { 'swap.retry': { target: 'loadingTokens', actions: 'clearError' } },
    },
    trade: {
      initial: 'input',
      on: {
        'swap.setSourceToken': requote,
        'swap.setTargetToken': requote,
        'swap.setAmount': requote,
      },
      states: {
        input: {},
        quoting: {
          invoke: {
            id: 'getQuote',
            src: 'getQuote',
            input: request,
            onDone: {
              target: 'review',
              actions: { type: 'setQuote', params: ({ event }) => ({ quote: event.output }) },
            },
            onError: fail('input'),
          },
        },
        review: {
          on: {
            'swap.confirm': [
              { guard: 'needsApproval', target: '#swap.approving', actions: 'clearError' },
              { target: '#swap.swapping', actions: 'clearError' },
            ],
          },
        },
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: request,
        onDone: { target: 'swapping', actions: 'setApproved' },
        onError: fail('failed'),
      },
    },
    swapping: {
      invoke: {
        id: 'executeSwap',
        src: 'executeSwap',
        input: request,
        onDone: {
          target: 'success',
          actions: { type: 'setTxHash', params: ({ event }) => ({ txHash: event.output }) },
        },
        onError: fail('failed'),
      },
    },
    success: {
      on: { 'swap.reset': { target: 'trade.input', actions: 'startOver' } },
    },
    failed: {
      on: { 'swap.retry': { target: 'trade.review', actions: 'clearError' } },
    },
  },
})
