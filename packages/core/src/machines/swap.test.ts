import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { SWAP_SLIPPAGE_TOLERANCE, SWAP_SUPPORTED_CHAIN_IDS } from '../constants/swaps.js'
import { HttpError } from '../errors/http.js'
import { InternalError } from '../errors/internal.js'
import { SwapError } from '../errors/swap.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  isSwapNetwork,
  type SwapContext,
  type SwapQuote,
  type SwapRequest,
  type SwapToken,
  swapMachine,
} from './swap.js'

const userAddress = '0x1111111111111111111111111111111111111111'
const eth: SwapToken = {
  name: 'Ether',
  symbol: 'ETH',
  address: 'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  decimals: 18,
}
const usdc: SwapToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  address: 'eip155:1:0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  decimals: 6,
}

type Overrides = {
  tokens?: (input: { chainId: number }) => Promise<readonly SwapToken[]>
  quote?: (request: SwapRequest) => Promise<SwapQuote>
  approve?: (request: SwapRequest) => Promise<unknown>
  swap?: (request: SwapRequest) => Promise<string>
}

function start(overrides: Overrides = {}) {
  const loadTokens = vi.fn(overrides.tokens ?? (async (_: { chainId: number }) => [eth, usdc]))
  const getQuote = vi.fn(
    overrides.quote ?? (async (_: SwapRequest) => ({ toAmount: '3000', needsApproval: false })),
  )
  const approve = vi.fn(overrides.approve ?? (async (_: SwapRequest) => undefined))
  const executeSwap = vi.fn(overrides.swap ?? (async (_: SwapRequest) => '0xtx'))
  const machine = swapMachine.provide({
    actors: {
      loadTokens: fromPromise(async ({ input }) => loadTokens(input)),
      getQuote: fromPromise(async ({ input }) => getQuote(input)),
      approve: fromPromise(async ({ input }) => approve(input)),
      executeSwap: fromPromise(async ({ input }) => executeSwap(input)),
    },
  })
  const actor = createActor(machine, { input: { userAddress } }).start()
  const at = (state: Parameters<ReturnType<typeof actor.getSnapshot>['matches']>[0]) =>
    waitFor(actor, (s) => s.matches(state))
  const fill = async (from: SwapToken = usdc, to: SwapToken = eth) => {
    actor.send({ type: 'swap.setNetwork', chainId: 1 })
    await at('trade')
    actor.send({ type: 'swap.setSourceToken', token: from })
    actor.send({ type: 'swap.setTargetToken', token: to })
    actor.send({ type: 'swap.setAmount', amount: '100' })
    return at({ trade: 'review' })
  }
  return { actor, at, fill, loadTokens, getQuote, approve, executeSwap }
}

describe('isSwapNetwork', () => {
  it('default: the SPEC §9 chains only', () => {
    for (const chainId of SWAP_SUPPORTED_CHAIN_IDS) expect(isSwapNetwork(chainId)).toBe(true)
    expect(isSwapNetwork(11155111)).toBe(false)
  })
})

describe('swapMachine', () => {
  it('default: idle until the network is given', () => {
    const { actor, loadTokens } = start()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(loadTokens).not.toHaveBeenCalled()
  })

  it('behavior: an unsupported network is "Network not supported for Swaps"', () => {
    const { actor, loadTokens } = start()
    actor.send({ type: 'swap.setNetwork', chainId: 11155111 })
    expect(actor.getSnapshot().value).toBe('unsupported')
    const { error } = actor.getSnapshot().context
    expect(error).toBeInstanceOf(SwapError)
    expect(error?.message).toBe('Network not supported for Swaps')
    expect(loadTokens).not.toHaveBeenCalled()
  })

  it('behavior: tokens load, a complete form is quoted with slippage 1, then reviewed', async () => {
    const { actor, fill, getQuote } = start()
    const review = await fill()
    expect(review.context.tokens).toEqual([eth, usdc])
    expect(getQuote).toHaveBeenCalledTimes(1)
    expect(getQuote).toHaveBeenCalledWith({
      chainId: 1,
      userAddress,
      from: usdc,
      to: eth,
      amount: '100',
      slippage: SWAP_SLIPPAGE_TOLERANCE,
    })
    expect(actor.getSnapshot().context.quote?.toAmount).toBe('3000')
  })

  it('behavior: an incomplete form or the same token twice is not quoted', async () => {
    const { actor, at, getQuote } = start()
    actor.send({ type: 'swap.setNetwork', chainId: 137 })
    await at('trade')
    actor.send({ type: 'swap.setAmount', amount: '1' })
    actor.send({ type: 'swap.setSourceToken', token: eth })
    actor.send({ type: 'swap.setTargetToken', token: eth })
    expect(actor.getSnapshot().matches({ trade: 'input' })).toBe(true)
    expect(getQuote).not.toHaveBeenCalled()
  })

  it('behavior: enough allowance swaps at once', async () => {
    const { actor, fill, approve, executeSwap } = start()
    await fill()
    actor.send({ type: 'swap.confirm' })
    const { context } = await waitFor(actor, (s) => s.matches('success'))
    expect(approve).not.toHaveBeenCalled()
    expect(executeSwap).toHaveBeenCalledTimes(1)
    expect(context.txHash).toBe('0xtx')
  })

  it('behavior: a short allowance is approved before the swap', async () => {
    const { actor, fill, approve, executeSwap } = start({
      quote: async () => ({ toAmount: '3000', needsApproval: true }),
    })
    await fill()
    actor.send({ type: 'swap.confirm' })
    expect(actor.getSnapshot().value).toBe('approving')
    await waitFor(actor, (s) => s.matches('success'))
    expect(approve).toHaveBeenCalledTimes(1)
    expect(approve.mock.invocationCallOrder[0]).toBeLessThan(
      executeSwap.mock.invocationCallOrder[0] ?? 0,
    )
  })

  it('behavior: a failed swap keeps the form; retry does not approve again', async () => {
    let attempts = 0
    const rejection = new Error('User rejected')
    const { actor, fill, approve } = start({
      quote: async () => ({ toAmount: '3000', needsApproval: true }),
      swap: async () => {
        attempts++
        if (attempts === 1) throw rejection
        return '0xok'
      },
    })
    await fill()
    actor.send({ type: 'swap.confirm' })
    const failed = await waitFor(actor, (s) => s.matches('failed'))
    expect(failed.context.error).toBe(rejection)
    expect(failed.context.amount).toBe('100')
    actor.send({ type: 'swap.retry' })
    expect(actor.getSnapshot().matches({ trade: 'review' })).toBe(true)
    actor.send({ type: 'swap.confirm' })
    expect(actor.getSnapshot().value).toBe('swapping')
    await waitFor(actor, (s) => s.matches('success'))
    expect(approve).toHaveBeenCalledTimes(1)
  })

  it('behavior: a failed approval can be retried', async () => {
    const { actor, fill } = start({
      quote: async () => ({ toAmount: '1', needsApproval: true }),
      approve: () => Promise.reject(new Error('rejected')),
    })
    await fill()
    actor.send({ type: 'swap.confirm' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'swap.retry' })
    actor.send({ type: 'swap.confirm' })
    expect(actor.getSnapshot().value).toBe('approving')
  })

  it('behavior: a failed quote returns to the form with the error', async () => {
    const { actor, at } = start({ quote: () => Promise.reject(new HttpError(500)) })
    actor.send({ type: 'swap.setNetwork', chainId: 1 })
    await at('trade')
    actor.send({ type: 'swap.setSourceToken', token: usdc })
    actor.send({ type: 'swap.setTargetToken', token: eth })
    actor.send({ type: 'swap.setAmount', amount: '5' })
    const { context } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(actor.getSnapshot().matches({ trade: 'input' })).toBe(true)
    expect(context.error).toBeInstanceOf(HttpError)
  })

  it('behavior: failed tokens can be retried', async () => {
    let attempts = 0
    const { actor, at } = start({
      tokens: async () => {
        attempts++
        if (attempts === 1) throw new HttpError(503)
        return [eth]
      },
    })
    actor.send({ type: 'swap.setNetwork', chainId: 1 })
    await at('tokensFailed')
    actor.send({ type: 'swap.retry' })
    const { context } = await at('trade')
    expect(context.tokens).toEqual([eth])
    expect(context.error).toBeUndefined()
  })

  it('behavior: after success a new swap keeps the tokens and clears the amount', async () => {
    const { actor, fill } = start()
    await fill()
    actor.send({ type: 'swap.confirm' })
    await waitFor(actor, (s) => s.matches('success'))
    actor.send({ type: 'swap.reset' })
    expect(actor.getSnapshot().matches({ trade: 'input' })).toBe(true)
    expect(actor.getSnapshot().context).toMatchObject({
      sourceToken: usdc,
      targetToken: eth,
      amount: '',
      txHash: undefined,
    })
  })

  it('behavior: a network change starts over', async () => {
    const { actor, fill } = start()
    await fill()
    actor.send({ type: 'swap.setNetwork', chainId: 5 })
    expect(actor.getSnapshot().value).toBe('unsupported')
    expect(actor.getSnapshot().context.sourceToken).toBeUndefined()
  })

  it('behavior: tokens are loaded for the given network', async () => {
    const { actor, at, loadTokens } = start()
    actor.send({ type: 'swap.setNetwork', chainId: 8453 })
    await at('trade')
    expect(loadTokens).toHaveBeenCalledWith({ chainId: 8453 })
  })

  it('behavior: a failure that is not an Error becomes one with its text', async () => {
    const { actor, fill } = start({ swap: () => Promise.reject('wallet went away') })
    await fill()
    actor.send({ type: 'swap.confirm' })
    const { context } = await waitFor(actor, (s) => s.matches('failed'))
    expect(context.error).toBeInstanceOf(Error)
    expect(context.error?.message).toBe('wallet went away')
    expect(context.error?.cause).toBe('wallet went away')
  })

  it.each([
    { name: 'loadTokens', needsApproval: false, state: 'tokensFailed' },
    { name: 'getQuote', needsApproval: false, state: { trade: 'input' } },
    { name: 'approve', needsApproval: true, state: 'failed' },
    { name: 'executeSwap', needsApproval: false, state: 'failed' },
  ] as const)('behavior: an un-provided $name fails with "$name is not provided"', async (row) => {
    const all = {
      loadTokens: fromPromise(async () => [eth, usdc]),
      getQuote: fromPromise(async () => ({ toAmount: '1', needsApproval: row.needsApproval })),
      approve: fromPromise(async () => undefined),
      executeSwap: fromPromise(async () => '0xtx'),
    }
    const actors = Object.fromEntries(Object.entries(all).filter(([key]) => key !== row.name))
    const actor = createActor(swapMachine.provide({ actors }), { input: { userAddress } }).start()
    actor.send({ type: 'swap.setNetwork', chainId: 1 })
    if (row.name !== 'loadTokens') {
      await waitFor(actor, (s) => s.matches('trade'))
      actor.send({ type: 'swap.setSourceToken', token: usdc })
      actor.send({ type: 'swap.setTargetToken', token: eth })
      actor.send({ type: 'swap.setAmount', amount: '1' })
    }
    if (row.name === 'approve' || row.name === 'executeSwap') {
      await waitFor(actor, (s) => s.matches({ trade: 'review' }))
      actor.send({ type: 'swap.confirm' })
    }
    const snapshot = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(snapshot.matches(row.state)).toBe(true)
    expect(snapshot.context.error).toBeInstanceOf(InternalError)
    expect(snapshot.context.error?.message).toBe(`${row.name} is not provided`)
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(swapMachine, {
      input: { userAddress },
      events: [
        { type: 'swap.setNetwork', chainId: 1 },
        { type: 'swap.setNetwork', chainId: 5 },
        { type: 'swap.setSourceToken', token: usdc },
        { type: 'swap.setTargetToken', token: eth },
        { type: 'swap.setAmount', amount: '1' },
        { type: 'swap.confirm' },
        { type: 'swap.retry' },
        { type: 'swap.reset' },
        { type: 'xstate.done.actor.loadTokens', output: [eth, usdc] },
        { type: 'xstate.error.actor.loadTokens', error: new Error('x') },
        { type: 'xstate.done.actor.getQuote', output: { toAmount: '1', needsApproval: true } },
        { type: 'xstate.done.actor.getQuote', output: { toAmount: '1', needsApproval: false } },
        { type: 'xstate.error.actor.getQuote', error: new Error('x') },
        { type: 'xstate.done.actor.approve', output: undefined },
        { type: 'xstate.error.actor.approve', error: new Error('x') },
        { type: 'xstate.done.actor.executeSwap', output: '0xtx' },
        { type: 'xstate.error.actor.executeSwap', error: new Error('x') },
      ],
      serializeContext: (context: SwapContext) => ({
        chainId: context.chainId,
        source: context.sourceToken?.symbol,
        target: context.targetToken?.symbol,
        amount: context.amount,
        quote: context.quote?.needsApproval,
        approved: context.approved,
        error: context.error !== undefined,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
