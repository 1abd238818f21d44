import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { SwapError, SwapsNetworkUnsupportedError } from '../errors/swap.js'
import { mainnet } from '../networks/evmNetworks.js'
import type { SwapToken, TokenBalance } from '../services/blockchainSchemas.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  type SwapContext,
  type SwapLoaded,
  type SwapQuoted,
  type SwapQuoteInput,
  type SwapResult,
  type SwapSubmitInput,
  swapMachine,
} from './swap.js'

const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
}
const ltt: SwapToken = {
  name: 'Latch Test Token',
  symbol: 'LTT',
  address: 'eip155:1:0x5FbDB2315678afecb367f032d93F642f64180aa3',
  decimals: 18,
}
const lusd: SwapToken = {
  name: 'Latch USD',
  symbol: 'LUSD',
  address: 'eip155:1:0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
  decimals: 6,
}
const balances: TokenBalance[] = [
  {
    name: 'Latch Test Token',
    symbol: 'LTT',
    chainId: 'eip155:1',
    address: ltt.address,
    quantity: { decimals: '18', numeric: '100' },
    iconUrl: '',
  },
]

// 1 LTT gives 0.0005 ETH; the exchange may spend 5 LTT until approved.
const quoted = (input: SwapQuoteInput, allowance = 5n * 10n ** 18n): SwapQuoted => ({
  quote: {
    fromAmount: String(input.amount),
    fromAccount: input.from.address,
    toAmount: String(input.amount / 2000n),
    toAccount: input.to.address,
    priceImpact: '0.1',
  },
  allowance: input.from === eth ? undefined : allowance,
})

function start(
  overrides: {
    load?: () => Promise<{ tokens: SwapToken[]; balances: TokenBalance[] }>
    quote?: (input: SwapQuoteInput) => Promise<SwapQuoted>
    swap?: (input: SwapSubmitInput) => Promise<SwapResult>
  } = {},
) {
  const swapped = vi.fn()
  const approve = vi.fn(async ({ amount }: SwapQuoteInput) => amount)
  const swap = vi.fn(
    overrides.swap ??
      (async (input: SwapSubmitInput) => ({
        hash: '0xswap',
        from: input.from,
        to: input.to,
        fromAmount: String(input.amount),
        toAmount: input.quote.toAmount,
      })),
  )
  const machine = swapMachine.provide({
    actions: { swapped },
    actors: {
      load: fromPromise(
        async (): Promise<SwapLoaded> =>
          (overrides.load ?? (async () => ({ tokens: [eth, ltt, lusd], balances })))(),
      ),
      quote: fromPromise(async ({ input }) => (overrides.quote ?? (async (i) => quoted(i)))(input)),
      approve: fromPromise(async ({ input }) => approve(input)),
      swap: fromPromise(async ({ input }) => swap(input)),
    },
  })
  const actor = createActor(machine).start()
  const subject = { namespace: 'eip155' as const, network: mainnet, address: '0xabc' }
  return { actor, swapped, approve, swap, subject }
}

describe('swapMachine', () => {
  it('default: idle until a swap starts; the network’s coin into the next token', async () => {
    const { actor, subject } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    actor.send({ type: 'swap.start', ...subject })
    const { context } = await waitFor(actor, (s) => s.matches({ form: 'editing' }))
    expect(context.from).toEqual(eth)
    expect(context.to).toEqual(ltt)
    expect(context.slippage).toBe(1)
    // The account's LTT first, then SPEC.md §2's suggested (ETH), then the rest.
    expect(context.groups).toEqual({ yours: [ltt], suggested: [eth], popular: [lusd] })
    expect(context.fromBalance).toBe('0')
    expect(context.toBalance).toBe('100')
  })

  it('behavior: the route’s tokens and amount are quoted at once, with the least it may give', async () => {
    const { actor, subject } = start()
    actor.send({ type: 'swap.start', ...subject, fromToken: 'ltt', toToken: 'ETH', amount: '2' })
    const { context } = await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    expect(context).toMatchObject({
      from: ltt,
      to: eth,
      toAmount: '0.001',
      minimumReceived: '0.00099',
      needsApproval: false,
      problem: undefined,
    })
  })

  it('behavior: an approval comes first when the allowance is short, then the swap', async () => {
    const { actor, subject, approve, swap, swapped } = start()
    actor.send({ type: 'swap.start', ...subject, fromToken: 'LTT', amount: '10' })
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    expect(actor.getSnapshot().context.needsApproval).toBe(true)
    actor.send({ type: 'swap.submit' })
    expect(actor.getSnapshot().matches({ form: 'approving' })).toBe(true)
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    expect(approve).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.needsApproval).toBe(false)
    actor.send({ type: 'swap.submit' })
    const { context } = await waitFor(actor, (s) => s.matches('swapped'))
    expect(swap.mock.calls[0]?.[0]).toMatchObject({ slippage: 1, amount: 10n * 10n ** 18n })
    expect(context.lastSwap).toMatchObject({ hash: '0xswap', toAmount: String(5n * 10n ** 15n) })
    expect(swapped.mock.calls[0]?.[1]).toMatchObject({ hash: '0xswap', address: '0xabc' })
  })

  it('behavior: the form’s problems: same token, not an amount, more than held', async () => {
    const { actor, subject, swap } = start()
    actor.send({ type: 'swap.start', ...subject })
    await waitFor(actor, (s) => s.matches({ form: 'editing' }))
    actor.send({ type: 'swap.setTo', address: lusd.address })
    actor.send({ type: 'swap.setAmount', amount: 'abc' })
    expect(actor.getSnapshot().context.problem).toBe('invalidAmount')
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    // Choosing the other side's token swaps the two.
    actor.send({ type: 'swap.setFrom', address: lusd.address })
    expect(actor.getSnapshot().context.to).toEqual(eth)
    actor.send({ type: 'swap.setAmount', amount: '1' })
    // Quoted (the price shows), but the account holds no LUSD: no swap.
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    expect(actor.getSnapshot().context.problem).toBe('insufficientBalance')
    actor.send({ type: 'swap.submit' })
    expect(actor.getSnapshot().matches({ form: 'quoted' })).toBe(true)
    expect(swap).not.toHaveBeenCalled()
    actor.send({ type: 'swap.flip' })
    expect(actor.getSnapshot().context).toMatchObject({ from: eth, to: lusd })
  })

  it('errors: insufficient liquidity stays with the form; a refused swap re-quotes and keeps why', async () => {
    const liquidity = new SwapError('INSUFFICIENT_LIQUIDITY')
    const slipped = new SwapError('SLIPPAGE_EXCEEDED')
    let failQuote = true
    const { actor, subject } = start({
      quote: async (input) => {
        if (failQuote) throw liquidity
        return quoted(input, 10n ** 30n)
      },
      swap: async () => {
        throw slipped
      },
    })
    actor.send({ type: 'swap.start', ...subject, fromToken: 'LTT', amount: '1' })
    await waitFor(actor, (s) => s.context.error !== undefined)
    expect(actor.getSnapshot().matches({ form: 'editing' })).toBe(true)
    expect(actor.getSnapshot().context.error?.message).toBe('Insufficient liquidity')
    failQuote = false
    actor.send({ type: 'swap.setAmount', amount: '2' })
    expect(actor.getSnapshot().context.error).toBeUndefined()
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }))
    actor.send({ type: 'swap.submit' })
    await waitFor(actor, (s) => s.matches({ form: 'quoted' }) && s.context.error !== undefined)
    expect(actor.getSnapshot().context.error?.message).toBe(
      'The price moved more than your slippage tolerance. Review the new quote and try again.',
    )
  })

  it('errors: where swaps are not offered the form says why', async () => {
    const { actor, subject } = start({
      load: async () => {
        throw new SwapsNetworkUnsupportedError()
      },
    })
    actor.send({ type: 'swap.start', ...subject })
    const { context } = await waitFor(actor, (s) => s.matches('unsupported'))
    expect(context.error?.message).toBe('Network not supported for Swaps')
  })

  it('behavior: the quote is asked for again after 30 s', async () => {
    vi.useFakeTimers()
    try {
      const quote = vi.fn(async (input: SwapQuoteInput) => quoted(input))
      const { actor, subject } = start({ quote })
      actor.send({ type: 'swap.start', ...subject, amount: '1' })
      await vi.advanceTimersByTimeAsync(0)
      expect(actor.getSnapshot().matches({ form: 'quoted' })).toBe(true)
      expect(quote).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(29_999)
      expect(quote).toHaveBeenCalledTimes(1)
      await vi.advanceTimersByTimeAsync(1)
      expect(quote).toHaveBeenCalledTimes(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const input = { from: ltt, to: eth, amount: 10n ** 18n } as SwapQuoteInput
    const coverage = machineCoverage(swapMachine, {
      events: [
        {
          type: 'swap.start',
          namespace: 'eip155',
          network: mainnet,
          address: '0xabc',
          amount: '1',
        },
        { type: 'swap.start', namespace: 'eip155', network: mainnet, address: '0xabc' },
        { type: 'swap.setFrom', address: ltt.address },
        { type: 'swap.setTo', address: ltt.address },
        { type: 'swap.flip' },
        { type: 'swap.setAmount', amount: '20' },
        { type: 'swap.setAmount', amount: '' },
        { type: 'swap.submit' },
        { type: 'xstate.done.actor.load', output: { tokens: [eth, ltt], balances } },
        { type: 'xstate.error.actor.load', error: new Error('x') },
        { type: 'xstate.done.actor.quote', output: quoted(input) },
        { type: 'xstate.error.actor.quote', error: new Error('x') },
        { type: 'xstate.done.actor.approve', output: 10n ** 30n },
        { type: 'xstate.error.actor.approve', error: new Error('x') },
        {
          type: 'xstate.done.actor.swap',
          output: { hash: '0x1', from: ltt, to: eth, fromAmount: '1', toAmount: '1' },
        },
        { type: 'xstate.error.actor.swap', error: new Error('x') },
      ],
      serializeContext: (context: SwapContext) => ({
        from: context.from?.symbol,
        to: context.to?.symbol,
        amount: context.amount,
        quote: context.quote !== undefined,
        allowance: context.allowance?.toString(),
        error: context.error !== undefined,
        swapped: context.lastSwap !== undefined,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
