import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { InternalError } from '../errors/internal.js'
import { SendError } from '../errors/send.js'
import { machineCoverage } from '../testing/machineCoverage.js'
import {
  type SendContext,
  type SendToken,
  sendMachine,
  sendStatusOf,
  type TransferInput,
} from './send.js'

const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  quantity: { decimals: '18', numeric: '1.5' },
}
const usdc: SendToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  quantity: { decimals: '6', numeric: '100' },
}
const receiver = '0x1111111111111111111111111111111111111111'

type Transfer = (input: TransferInput) => Promise<string>

function start(
  namespace: ChainNamespace = 'eip155',
  transfers: { native?: Transfer; token?: Transfer } = {},
) {
  const navigate = vi.fn()
  const track = vi.fn()
  const native = vi.fn(transfers.native ?? (async (_: TransferInput) => '0xhash'))
  const token = vi.fn(transfers.token ?? (async (_: TransferInput) => '0xhash'))
  const machine = sendMachine.provide({
    actions: { navigate, track },
    actors: {
      sendNativeTransfer: fromPromise(async ({ input }) => native(input)),
      sendTokenTransfer: fromPromise(async ({ input }) => token(input)),
    },
  })
  const actor = createActor(machine, { input: { namespace } }).start()
  const fill = (t: SendToken = eth) => {
    actor.send({ type: 'send.setToken', token: t })
    actor.send({ type: 'send.setAmount', amount: '0.5' })
    actor.send({ type: 'send.setReceiver', address: receiver, profileName: 'ada.latch' })
  }
  const tracked = () => track.mock.calls.map(([, params]) => params.event)
  return { actor, navigate, track, tracked, native, token, fill }
}

describe('sendMachine', () => {
  it('default: an empty form on the active namespace', () => {
    const { actor } = start('solana')
    expect(actor.getSnapshot().value).toBe('editing')
    expect(sendStatusOf(actor.getSnapshot())).toBe('idle')
    expect(actor.getSnapshot().context).toMatchObject({
      namespace: 'solana',
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      error: undefined,
    })
  })

  it('behavior: the form keeps token, amount, receiver and its profile', () => {
    const { actor } = start()
    actor.send({ type: 'send.setToken', token: usdc })
    actor.send({ type: 'send.setAmount', amount: '12' })
    actor.send({
      type: 'send.setReceiver',
      address: receiver,
      profileName: 'ada.latch',
      profileImageUrl: 'https://img.test/a.png',
    })
    expect(actor.getSnapshot().context).toMatchObject({
      token: usdc,
      sendTokenAmount: '12',
      receiverAddress: receiver,
      receiverProfileName: 'ada.latch',
      receiverProfileImageUrl: 'https://img.test/a.png',
    })
  })

  it('behavior: an amount and a receiver are required', () => {
    const { actor, native } = start()
    actor.send({ type: 'send.setToken', token: eth })
    actor.send({ type: 'send.setAmount', amount: '1' })
    actor.send({ type: 'send.submit' })
    const { error } = actor.getSnapshot().context
    expect(error).toBeInstanceOf(SendError)
    expect(error?.message).toBe('An amount and receiver address are required')
    expect(actor.getSnapshot().value).toBe('editing')
    expect(native).not.toHaveBeenCalled()
  })

  it('behavior: a token is required', () => {
    const { actor } = start()
    actor.send({ type: 'send.setAmount', amount: '1' })
    actor.send({ type: 'send.setReceiver', address: receiver })
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().context.error?.message).toBe('A token is required')
  })

  it('behavior: only the send namespaces are supported (all five, cosmos last)', () => {
    const cosmos = start('cosmos')
    cosmos.fill()
    cosmos.actor.send({ type: 'send.submit' })
    expect(cosmos.actor.getSnapshot().value).toBe('sendingNative')
    // A namespace Latch does not have, as a stored value of an older or newer version may be.
    const { actor, fill } = start('near' as ChainNamespace)
    fill()
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().context.error?.code).toBe('UNSUPPORTED_CHAIN')
    expect(actor.getSnapshot().context.error?.message).toBe('Unsupported chain')
  })

  it('behavior: a token without address is a native transfer; success returns to Account and resets', async () => {
    const { actor, fill, native, token, navigate, tracked } = start()
    fill(eth)
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().value).toBe('sendingNative')
    expect(sendStatusOf(actor.getSnapshot())).toBe('sending')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(native).toHaveBeenCalledWith({
      namespace: 'eip155',
      token: eth,
      amount: '0.5',
      receiverAddress: receiver,
    })
    expect(token).not.toHaveBeenCalled()
    expect(navigate.mock.calls[0]?.[1]).toEqual({ view: 'Account' })
    expect(tracked()).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(actor.getSnapshot().context).toMatchObject({
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
      receiverProfileName: undefined,
    })
  })

  it('behavior: the fee speed chosen goes to the transfer, and the form reset clears it', async () => {
    const { actor, fill, native } = start()
    fill(eth)
    actor.send({ type: 'send.setFeeSpeed', feeSpeed: 'fast' })
    expect(actor.getSnapshot().context.feeSpeed).toBe('fast')
    actor.send({ type: 'send.submit' })
    await waitFor(actor, (s) => s.matches('editing'))
    expect(native.mock.calls[0]?.[0]).toMatchObject({ feeSpeed: 'fast', amount: '0.5' })
    expect(actor.getSnapshot().context.feeSpeed).toBeUndefined()
  })

  it('behavior: a token with an address is a token transfer', async () => {
    const { actor, fill, native, token, track } = start()
    fill(usdc)
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().value).toBe('sendingToken')
    expect(sendStatusOf(actor.getSnapshot())).toBe('sending')
    await waitFor(actor, (s) => s.matches('editing'))
    expect(token).toHaveBeenCalledTimes(1)
    expect(native).not.toHaveBeenCalled()
    expect(track.mock.calls[1]?.[1]).toEqual({
      event: 'SEND_SUCCESS',
      token: 'USDC',
      amount: '0.5',
      namespace: 'eip155',
    })
  })

  it('behavior: a failed transfer keeps the form and can be retried', async () => {
    let attempts = 0
    const rejection = new Error('User rejected the request')
    const { actor, fill, navigate } = start('eip155', {
      native: async () => {
        attempts++
        if (attempts === 1) throw rejection
        return '0xretried'
      },
    })
    fill(eth)
    actor.send({ type: 'send.submit' })
    const failed = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(failed.value).toBe('editing')
    expect(failed.context.error?.code).toBe('TRANSFER_FAILED')
    expect(failed.context.error?.cause).toBe(rejection)
    expect(failed.context.sendTokenAmount).toBe('0.5')
    expect(sendStatusOf(failed)).toBe('failed')
    expect(navigate).not.toHaveBeenCalled()
    actor.send({ type: 'send.submit' })
    expect(sendStatusOf(actor.getSnapshot())).toBe('sending')
    const done = await waitFor(actor, (s) => s.context.token === undefined)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(sendStatusOf(done)).toBe('idle')
    expect(done.context.hash).toBe('0xretried')
  })

  it('behavior: the hash of the last transfer outlives the form reset, until the next one', async () => {
    const hashes = ['0xfirst', '0xsecond']
    const { actor, fill } = start('eip155', { native: async () => hashes.shift() as string })
    expect(actor.getSnapshot().context.hash).toBeUndefined()
    fill(eth)
    actor.send({ type: 'send.submit' })
    await waitFor(actor, (s) => s.context.hash === '0xfirst')
    actor.send({ type: 'send.reset', namespace: 'solana' })
    expect(actor.getSnapshot().context.hash).toBe('0xfirst')
    actor.send({ type: 'send.reset', namespace: 'eip155' })
    fill(eth)
    actor.send({ type: 'send.submit' })
    await waitFor(actor, (s) => s.context.hash === '0xsecond')
  })

  it('behavior: reset clears the form and follows a network change', () => {
    const { actor, fill } = start()
    fill()
    actor.send({ type: 'send.reset', namespace: 'solana' })
    expect(actor.getSnapshot().context).toMatchObject({
      namespace: 'solana',
      token: undefined,
      sendTokenAmount: undefined,
      receiverAddress: undefined,
    })
  })

  it('behavior: reset without a namespace keeps the current one', () => {
    const { actor, fill } = start('solana')
    fill()
    actor.send({ type: 'send.reset' })
    expect(actor.getSnapshot().context).toMatchObject({
      namespace: 'solana',
      token: undefined,
      receiverProfileName: undefined,
    })
  })

  it('behavior: a Latch error from the transfer is kept as it is', async () => {
    const unsupported = new SendError('UNSUPPORTED_CHAIN')
    const { actor, fill } = start('eip155', { token: () => Promise.reject(unsupported) })
    fill(usdc)
    actor.send({ type: 'send.submit' })
    const { context } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(context.error).toBe(unsupported)
    expect(context.token).toBe(usdc)
  })

  it.each([
    { name: 'sendNativeTransfer', token: eth },
    { name: 'sendTokenTransfer', token: usdc },
  ])('behavior: an un-provided $name fails with "$name is not provided"', async (row) => {
    const navigate = vi.fn()
    const actor = createActor(sendMachine.provide({ actions: { navigate } }), {
      input: { namespace: 'eip155' },
    }).start()
    actor.send({ type: 'send.setToken', token: row.token })
    actor.send({ type: 'send.setAmount', amount: '1' })
    actor.send({ type: 'send.setReceiver', address: receiver })
    actor.send({ type: 'send.submit' })
    const { context, value } = await waitFor(actor, (s) => s.context.error !== undefined)
    expect(value).toBe('editing')
    expect(context.error).toBeInstanceOf(InternalError)
    expect(context.error?.message).toBe(`${row.name} is not provided`)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('paths: every state is reachable and every transition is taken', () => {
    const coverage = machineCoverage(sendMachine, {
      input: { namespace: 'eip155' },
      events: [
        { type: 'send.setToken', token: eth },
        { type: 'send.setToken', token: usdc },
        { type: 'send.setAmount', amount: '1' },
        { type: 'send.setReceiver', address: receiver },
        { type: 'send.setFeeSpeed', feeSpeed: 'slow' },
        { type: 'send.submit' },
        { type: 'send.reset' },
        { type: 'xstate.done.actor.sendNativeTransfer', output: '0xhash' },
        { type: 'xstate.error.actor.sendNativeTransfer', error: new Error('x') },
        { type: 'xstate.done.actor.sendTokenTransfer', output: '0xhash' },
        { type: 'xstate.error.actor.sendTokenTransfer', error: new Error('x') },
      ],
      serializeContext: (context: SendContext) => ({
        token: context.token?.symbol,
        amount: context.sendTokenAmount,
        receiver: context.receiverAddress,
        feeSpeed: context.feeSpeed,
        error: context.error?.code,
      }),
    })
    expect(coverage.unreachedStates).toEqual([])
    expect(coverage.untakenTransitions).toEqual([])
  })
})
