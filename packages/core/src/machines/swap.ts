import { assertEvent, assign, fromPromise, setup } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/swapSlippage.js'
import { SWAP_QUOTE_REFRESH_MS } from '../constants/time.js'
import { InternalError } from '../errors/internal.js'
import type { CaipNetwork } from '../networks/caipNetwork.js'
import type { SwapQuote, SwapToken, TokenBalance } from '../services/blockchainSchemas.js'
import { deriveSwap, type SwapDerived, swapAmountOf } from './swapForm.js'

/** What a swap needs to know of the account, as the root gives it. */
export type SwapSubject = {
  namespace: ChainNamespace | undefined
  network: CaipNetwork | undefined
  address: string | undefined
}

/** The tokens and amount a site or a visitor asks for first (`Swap` route data): symbols. */
export type SwapRequest = {
  fromToken?: string | undefined
  toToken?: string | undefined
  amount?: string | undefined
}

export type SwapLoadInput = SwapSubject
export type SwapLoaded = { tokens: readonly SwapToken[]; balances: readonly TokenBalance[] }
export type SwapQuoteInput = SwapSubject & { from: SwapToken; to: SwapToken; amount: bigint }
/** A quote, and how much of `from` the exchange may take now (none for the native coin). */
export type SwapQuoted = { quote: SwapQuote; allowance: bigint | undefined }
export type SwapApproveInput = SwapQuoteInput
export type SwapSubmitInput = SwapQuoteInput & {
  /** The quote the visitor saw: a fresh one worse by more than `slippage` percent is refused. */
  quote: SwapQuote
  slippage: number
}
/** A swap on chain. */
export type SwapResult = {
  hash: string
  from: SwapToken
  to: SwapToken
  /** Base units. */
  fromAmount: string
  toAmount: string
}

export type SwapContext = SwapSubject &
  SwapDerived & {
    tokens: readonly SwapToken[]
    balances: readonly TokenBalance[]
    from: SwapToken | undefined
    to: SwapToken | undefined
    /** In `from`'s unit, as typed. */
    amount: string
    quote: SwapQuote | undefined
    /** How much of `from` the exchange may spend; `undefined` for the native coin. */
    allowance: bigint | undefined
    /** Percent (SPEC.md §9). */
    slippage: number
    /** What the route asked for, applied once the tokens have loaded. */
    request: SwapRequest
    /** Why the swap cannot be made or failed (`SwapError`, the service's, the wallet's). */
    error: Error | undefined
    lastSwap: SwapResult | undefined
  }

export type SwapEvent =
  | ({ type: 'swap.start' } & SwapSubject & SwapRequest)
  /** A token of `tokens` by its CAIP-10 address. */
  | { type: 'swap.setFrom'; address: string }
  | { type: 'swap.setTo'; address: string }
  | { type: 'swap.flip' }
  | { type: 'swap.setAmount'; amount: string }
  /** Approves the exchange when the allowance is short, else swaps. */
  | { type: 'swap.submit' }

function notProvided(name: string): never {
  throw new InternalError('NOT_PROVIDED', { values: { name } })
}

/** The form once the exchange's tokens and the balances are in, with the route's pair. */
function loadedForm(context: SwapContext, { tokens, balances }: SwapLoaded) {
  return derived(context, { tokens, balances, ...firstPair(tokens, context.request) })
}

/** `changes` with what the form shows worked out again from the fields after them. */
function derived(context: SwapContext, changes: Partial<SwapContext>): Partial<SwapContext> {
  return { ...changes, ...deriveSwap({ ...context, ...changes }) }
}

function newForm(subject: SwapSubject, request: SwapRequest = {}): SwapContext {
  const fields = {
    ...subject,
    tokens: [],
    balances: [],
    from: undefined,
    to: undefined,
    amount: request.amount?.trim() ?? '',
    quote: undefined,
    allowance: undefined,
    slippage: SWAP_SLIPPAGE_TOLERANCE,
    request,
    error: undefined,
    lastSwap: undefined,
  }
  return { ...fields, ...deriveSwap({ ...fields, from: undefined, to: undefined }) }
}

const bySymbol = (tokens: readonly SwapToken[], symbol: string | undefined) =>
  symbol === undefined
    ? undefined
    : tokens.find((token) => token.symbol.toLowerCase() === symbol.toLowerCase())

/** The route's tokens, else the network's coin into the first other token. */
function firstPair(tokens: readonly SwapToken[], request: SwapRequest) {
  const from = bySymbol(tokens, request.fromToken) ?? tokens[0]
  const to =
    bySymbol(tokens, request.toToken) ?? tokens.find((token) => token.address !== from?.address)
  return { from, to }
}

const editEvents = ['swap.setFrom', 'swap.setTo', 'swap.flip', 'swap.setAmount'] as const

/** A visitor's edit: the quote and any failure go; choosing the other side's token flips. */
function edit(context: SwapContext, event: SwapEvent): Partial<SwapContext> {
  assertEvent(event, editEvents)
  const cleared = { quote: undefined, allowance: undefined, error: undefined }
  const find = (address: string) => context.tokens.find((token) => token.address === address)
  switch (event.type) {
    case 'swap.setFrom': {
      const from = find(event.address) ?? context.from
      const to = from?.address === context.to?.address ? context.from : context.to
      return { ...cleared, from, to }
    }
    case 'swap.setTo': {
      const to = find(event.address) ?? context.to
      const from = to?.address === context.from?.address ? context.to : context.from
      return { ...cleared, from, to }
    }
    case 'swap.flip':
      return { ...cleared, from: context.to, to: context.from }
    case 'swap.setAmount':
      return { ...cleared, amount: event.amount.trim() }
  }
}

/** The actors' input: only used once the form can be quoted (the `canQuote` guard). */
const quoteInput = ({ context }: { context: SwapContext }): SwapQuoteInput => ({
  namespace: context.namespace,
  network: context.network,
  address: context.address,
  from: context.from as SwapToken,
  to: context.to as SwapToken,
  amount: swapAmountOf(context) ?? 0n,
})

/** Whether a quote can be asked for: two tokens, and an amount of `from` (held or not). */
function canQuote(context: SwapContext): boolean {
  const { problem } = deriveSwap(context)
  return (
    swapAmountOf(context) !== undefined &&
    (problem === undefined || problem === 'insufficientBalance')
  )
}

const requote = [
  { guard: 'canQuoteAfterEdit', target: '#swap.form.quoting', actions: 'edit' },
  { target: '#swap.form.editing', actions: 'edit' },
] as const

/**
 * Swapping tokens on an eip155 network (SPEC.md §2 Swap, §7 `/v1/convert/*`, §8, §9): the
 * exchange's tokens for the network (none: "Network not supported for Swaps"), the account's
 * balances, a quote on each edit and every {@link SWAP_QUOTE_REFRESH_MS} after, an approval
 * first when the exchange may not spend enough of the token, then the swap with the default
 * slippage of SPEC.md §9, refused when the price moved past it since the quote was shown.
 * The form's problems (`swapProblemOf`) keep the buttons honest: same token, an amount that
 * is not one, more than the account holds.
 */
export const swapMachine = setup({
  types: { context: {} as SwapContext, events: {} as SwapEvent },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'swap.start')
      const { namespace, network, address, fromToken, toToken, amount } = event
      return newForm({ namespace, network, address }, { fromToken, toToken, amount })
    }),
    setLoaded: assign(({ context }, loaded: SwapLoaded) => loadedForm(context, loaded)),
    edit: assign(({ context, event }) => derived(context, edit(context, event))),
    setQuoted: assign(({ context }, { quote, allowance }: SwapQuoted) =>
      derived(context, { quote, allowance }),
    ),
    setAllowance: assign(({ context }, { allowance }: { allowance: bigint | undefined }) =>
      derived(context, { allowance }),
    ),
    setError: assign((_, { error }: { error: unknown }) => ({
      error: error instanceof Error ? error : new Error(String(error), { cause: error }),
    })),
    clearError: assign({ error: undefined }),
    setSwapped: assign((_, result: SwapResult) => ({ lastSwap: result, error: undefined })),
    /** The account's holdings changed: supplied by the root (its balances read again). */
    swapped: (_, _params: SwapResult & { address: string; namespace: ChainNamespace }) => {},
  },
  actors: {
    load: fromPromise<SwapLoaded, SwapLoadInput>(async () => notProvided('load')),
    quote: fromPromise<SwapQuoted, SwapQuoteInput>(async () => notProvided('quote')),
    /** Resolves with the new allowance once the approval is on chain. */
    approve: fromPromise<bigint, SwapApproveInput>(async () => notProvided('approve')),
    /** Resolves once the swap is on chain. */
    swap: fromPromise<SwapResult, SwapSubmitInput>(async () => notProvided('swap')),
  },
  guards: {
    canQuoteAfterEdit: ({ context, event }) => canQuote({ ...context, ...edit(context, event) }),
    needsApproval: ({ context }) => context.needsApproval,
    canSwap: ({ context }) => context.problem === undefined && context.quote !== undefined,
  },
  delays: { quoteRefresh: SWAP_QUOTE_REFRESH_MS },
}).createMachine({
  id: 'swap',
  initial: 'idle',
  context: () => newForm({ namespace: undefined, network: undefined, address: undefined }),
  // A swap for an account (the Swap view opened) starts over, whatever it was doing.
  on: { 'swap.start': { target: '.loading', actions: 'start' } },
  states: {
    idle: {},
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({
          namespace: context.namespace,
          network: context.network,
          address: context.address,
        }),
        // The route's amount may be quotable at once.
        onDone: [
          {
            guard: ({ context, event }) =>
              canQuote({ ...context, ...loadedForm(context, event.output) }),
            target: 'form.quoting',
            actions: { type: 'setLoaded', params: ({ event }) => event.output },
          },
          { target: 'form', actions: { type: 'setLoaded', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'unsupported',
          actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    // Swaps are not offered here (`error` says why); a new start tries again.
    unsupported: {},
    form: {
      initial: 'editing',
      on: {
        'swap.setFrom': requote,
        'swap.setTo': requote,
        'swap.flip': requote,
        'swap.setAmount': requote,
      },
      states: {
        editing: {},
        quoting: {
          invoke: {
            id: 'quote',
            src: 'quote',
            input: quoteInput,
            onDone: {
              target: 'quoted',
              actions: { type: 'setQuoted', params: ({ event }) => event.output },
            },
            onError: {
              target: 'editing',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        quoted: {
          after: { quoteRefresh: { target: 'quoting' } },
          on: {
            'swap.submit': [
              { guard: 'needsApproval', target: 'approving', actions: 'clearError' },
              { guard: 'canSwap', target: 'swapping', actions: 'clearError' },
            ],
          },
        },
        approving: {
          invoke: {
            id: 'approve',
            src: 'approve',
            input: quoteInput,
            onDone: {
              target: 'quoted',
              actions: {
                type: 'setAllowance',
                params: ({ event }) => ({ allowance: event.output }),
              },
            },
            onError: {
              target: 'quoted',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        swapping: {
          invoke: {
            id: 'swap',
            src: 'swap',
            input: ({ context }) => ({
              ...quoteInput({ context }),
              quote: context.quote as SwapQuote,
              slippage: context.slippage,
            }),
            onDone: {
              target: '#swap.swapped',
              actions: [
                { type: 'setSwapped', params: ({ event }) => event.output },
                {
                  type: 'swapped',
                  params: ({ context, event }) => ({
                    ...event.output,
                    address: context.address ?? '',
                    namespace: context.namespace ?? 'eip155',
                  }),
                },
              ],
            },
            // A new quote shows at the price now (the refused one is kept in `error`).
            onError: {
              target: 'quoting',
              actions: { type: 'setError', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    // Done: a new start (the view's "Swap again") makes a new form, with the balances now.
    swapped: {},
  },
})
