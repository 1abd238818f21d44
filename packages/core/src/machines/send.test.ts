import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyEventObject, createActor, fromCallback, fromPromise } from 'xstate'
import type { TransferFee } from '../adapters/chainAdapter.js'
import { mainnet } from '../networks/evmNetworks.js'
import { solana as solanaMainnet } from '../networks/otherNetworks.js'
import type { TokenBalance } from '../services/blockchainSchemas.js'
import {
  type ConfirmTransferInput,
  FEE_ESTIMATE_DELAY_MS,
  type SendSubject,
  type SendToken,
  sendMachine,
  type TransferInput,
} from './send.js'
import { sendFeeStatusOf, sendStatusOf } from './sendStatus.js'

const from = '0x2222222222222222222222222222222222222222'
const receiver = '0x1111111111111111111111111111111111111111'
const usdc: SendToken = {
  name: 'USD Coin',
  symbol: 'USDC',
  chainId: 'eip155:1',
  address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  quantity: { decimals: '6', numeric: '100' },
}
const ethBalance: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:1',
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}
const subject: SendSubject = { namespace: 'eip155', network: mainnet, address: from }
const fee: TransferFee = { value: 21_000n, decimals: 18, symbol: 'ETH' }

function start({
  transfer = async () => '0xhash',
  estimate = async () => [fee],
  balances = async () => [ethBalance],
}: {
  transfer?: (input: TransferInput) => Promise<string>
  estimate?: (input: TransferInput) => Promise<readonly TransferFee[]>
  balances?: () => Promise<readonly TokenBalance[]>
} = {}) {
  const sent = vi.fn()
  const confirmed = vi.fn()
  const track = vi.fn()
  const transfers = vi.fn(transfer)
  const estimates = vi.fn(estimate)
  // The confirmations asked, each answered by the test.
  const confirmations: Array<{
    input: ConfirmTransferInput
    answer: (event: AnyEventObject) => void
  }> = []
  const machine = sendMachine.provide({
    actions: {
      sent: (_, params) => sent(params),
      confirmed: (_, params) => confirmed(params),
      track: (_, params) => track(params.event),
    },
    actors: {
      readBalances: fromPromise(() => balances()),
      estimateFee: fromPromise(({ input }) => estimates(input)),
      sendTransfer: fromPromise(({ input }) => transfers(input)),
      confirmTransfer: fromCallback<AnyEventObject, ConfirmTransferInput>(({ input, sendBack }) => {
        confirmations.push({ input, answer: sendBack })
      }),
    },
  })
  const actor = createActor(machine, {
    input: { namespace: 'eip155', sendable: ['eip155', 'solana'] },
  }).start()
  const fill = () => {
    actor.send({ type: 'send.start', ...subject })
    actor.send({ type: 'send.setAmount', amount: '0.5' })
    actor.send({ type: 'send.setReceiver', address: receiver })
  }
  return { actor, sent, confirmed, track, transfers, estimates, confirmations, fill }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('sendMachine', () => {
  it('default: an empty form that waits for its subject', () => {
    const { actor } = start()
    const snapshot = actor.getSnapshot()
    expect(sendStatusOf(snapshot)).toBe('idle')
    expect(sendFeeStatusOf(snapshot)).toBe('none')
    expect(snapshot.context).toMatchObject({
      namespace: 'eip155',
      token: undefined,
      sendTokenAmount: '',
      receiverAddress: '',
      transfers: {},
    })
  })

  it('behavior: a started form reads the account balances for its token list', async () => {
    const { actor } = start()
    actor.send({ type: 'send.start', ...subject })
    await vi.waitFor(() => expect(actor.getSnapshot().context.balances).toEqual([ethBalance]))
    expect(actor.getSnapshot().matches({ balances: 'ready' })).toBe(true)
  })

  it('behavior: balances that cannot be read leave the form usable', async () => {
    const { actor } = start({ balances: () => Promise.reject(new Error('down')) })
    actor.send({ type: 'send.start', ...subject })
    await vi.waitFor(() => expect(actor.getSnapshot().matches({ balances: 'failed' })).toBe(true))
    expect(actor.getSnapshot().context.balances).toBeUndefined()
  })

  it('timing: the fee is asked 300 ms after the last change of a complete form', async () => {
    const { actor, estimates, fill } = start()
    fill()
    expect(sendFeeStatusOf(actor.getSnapshot())).toBe('loading')
    await vi.advanceTimersByTimeAsync(FEE_ESTIMATE_DELAY_MS - 1)
    actor.send({ type: 'send.setAmount', amount: '0.25' })
    await vi.advanceTimersByTimeAsync(FEE_ESTIMATE_DELAY_MS - 1)
    expect(estimates).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(estimates).toHaveBeenCalledTimes(1)
    expect(estimates.mock.calls[0]?.[0]).toMatchObject({
      amount: '0.25',
      from,
      receiverAddress: receiver,
    })
    await vi.waitFor(() => expect(sendFeeStatusOf(actor.getSnapshot())).toBe('ready'))
    expect(actor.getSnapshot().context.fees).toEqual([fee])
  })

  it('behavior: an incomplete or invalid form asks no fee', async () => {
    const { actor, estimates } = start()
    actor.send({ type: 'send.start', ...subject })
    actor.send({ type: 'send.setAmount', amount: '0.5' })
    actor.send({ type: 'send.setReceiver', address: 'not-an-address' })
    await vi.advanceTimersByTimeAsync(FEE_ESTIMATE_DELAY_MS * 2)
    expect(estimates).not.toHaveBeenCalled()
    expect(sendFeeStatusOf(actor.getSnapshot())).toBe('none')
  })

  it('errors: a fee that cannot be estimated says why and keeps the form', async () => {
    const { actor, fill } = start({ estimate: () => Promise.reject(new Error('node down')) })
    fill()
    await vi.advanceTimersByTimeAsync(FEE_ESTIMATE_DELAY_MS)
    await vi.waitFor(() => expect(sendFeeStatusOf(actor.getSnapshot())).toBe('failed'))
    expect(actor.getSnapshot().context.feeError?.message).toBe('node down')
    expect(actor.getSnapshot().context.sendTokenAmount).toBe('0.5')
  })

  it('errors: the order of SPEC.md §8 on submit, nothing sent', () => {
    const { actor, transfers } = start()
    actor.send({ type: 'send.start', ...subject })
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().context.error?.message).toBe(
      'An amount and receiver address are required',
    )
    actor.send({ type: 'send.setAmount', amount: '1' })
    actor.send({ type: 'send.setReceiver', address: receiver })
    actor.send({ type: 'send.setToken', token: { ...usdc, address: '' } })
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().context.error?.message).toBe('A token is required')
    actor.send({ type: 'send.start', namespace: 'polkadot', network: mainnet, address: from })
    actor.send({ type: 'send.setAmount', amount: '1' })
    actor.send({ type: 'send.setReceiver', address: receiver })
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().context.error?.message).toBe('Unsupported chain')
    expect(transfers).not.toHaveBeenCalled()
  })

  it('errors: more than the account holds is refused once, in core', async () => {
    const { actor, transfers } = start()
    actor.send({ type: 'send.start', ...subject })
    await vi.waitFor(() => expect(actor.getSnapshot().context.balances).toBeDefined())
    actor.send({ type: 'send.setAmount', amount: '2' })
    actor.send({ type: 'send.setReceiver', address: receiver })
    actor.send({ type: 'send.submit' })
    expect(actor.getSnapshot().context.error).toMatchObject({
      message: 'An amount and receiver address are required',
      details: '2 ETH is more than the account holds',
    })
    expect(transfers).not.toHaveBeenCalled()
  })

  it('behavior: a sent transfer is the namespace last, pending until confirmed', async () => {
    const { actor, sent, confirmed, track, fill, confirmations, transfers } = start()
    fill()
    actor.send({ type: 'send.submit' })
    expect(sendStatusOf(actor.getSnapshot())).toBe('sending')
    await vi.waitFor(() => expect(sendStatusOf(actor.getSnapshot())).toBe('sent'))
    expect(transfers.mock.calls[0]?.[0]).toMatchObject({
      namespace: 'eip155',
      from,
      amount: '0.5',
      token: { symbol: 'ETH' },
    })
    expect(sent).toHaveBeenCalledWith({ namespace: 'eip155', address: from, hash: '0xhash' })
    expect(track.mock.calls.map(([event]) => event)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    expect(actor.getSnapshot().context.transfers.eip155).toEqual({
      hash: '0xhash',
      status: 'pending',
    })
    // Inclusion on chain: the root hears of it, and the form's balances are read again.
    expect(confirmations[0]?.input).toEqual({
      namespace: 'eip155',
      network: mainnet,
      address: from,
      hash: '0xhash',
    })
    confirmations[0]?.answer({
      type: 'send.confirmed',
      namespace: 'eip155',
      address: from,
      hash: '0xhash',
    })
    expect(actor.getSnapshot().context.transfers.eip155?.status).toBe('confirmed')
    // The other regions are left as they were: the visitor still sees "Sent".
    expect(sendStatusOf(actor.getSnapshot())).toBe('sent')
    expect(confirmed).toHaveBeenCalledWith({ namespace: 'eip155', address: from })
    expect(actor.getSnapshot().matches({ balances: 'reading' })).toBe(true)
  })

  it('behavior: each namespace keeps its own last transfer', async () => {
    let next = 0
    const { actor } = start({ transfer: async () => `tx${++next}` })
    actor.send({
      type: 'send.submit',
      form: {
        ...subject,
        token: undefined,
        amount: '0.1',
        receiverAddress: receiver,
        feeSpeed: undefined,
      },
    })
    await vi.waitFor(() => expect(sendStatusOf(actor.getSnapshot())).toBe('sent'))
    actor.send({
      type: 'send.submit',
      form: {
        namespace: 'solana',
        network: solanaMainnet,
        address: 'So11111111111111111111111111111111111111112',
        token: undefined,
        amount: '0.1',
        receiverAddress: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM',
        feeSpeed: undefined,
      },
    })
    await vi.waitFor(() => expect(actor.getSnapshot().context.transfers.solana).toBeDefined())
    expect(actor.getSnapshot().context.transfers).toEqual({
      eip155: { hash: 'tx1', status: 'pending' },
      solana: { hash: 'tx2', status: 'pending' },
    })
  })

  it('errors: a failed transfer keeps the form for a retry', async () => {
    const { actor, fill } = start({ transfer: () => Promise.reject(new Error('rejected')) })
    fill()
    actor.send({ type: 'send.submit' })
    await vi.waitFor(() => expect(sendStatusOf(actor.getSnapshot())).toBe('failed'))
    expect(actor.getSnapshot().context.error?.message).toBe('Failed to send')
    expect(actor.getSnapshot().context.sendTokenAmount).toBe('0.5')
  })

  it('behavior: a transfer that fails on chain is marked failed', async () => {
    const { actor, fill, confirmations } = start()
    fill()
    actor.send({ type: 'send.submit' })
    await vi.waitFor(() => expect(confirmations).toHaveLength(1))
    confirmations[0]?.answer({
      type: 'send.confirmFailed',
      namespace: 'eip155',
      hash: '0xhash',
      error: new Error('reverted'),
    })
    expect(actor.getSnapshot().context.transfers.eip155?.status).toBe('failed')
  })

  it('behavior: a fee speed applies only where the estimate offered it', async () => {
    const speeds: TransferFee[] = [
      { ...fee, speed: 'slow' },
      { ...fee, speed: 'fast' },
    ]
    const { actor, fill, transfers } = start({ estimate: async () => speeds })
    fill()
    actor.send({ type: 'send.setFeeSpeed', feeSpeed: 'fast' })
    await vi.advanceTimersByTimeAsync(FEE_ESTIMATE_DELAY_MS)
    await vi.waitFor(() => expect(sendFeeStatusOf(actor.getSnapshot())).toBe('ready'))
    actor.send({ type: 'send.submit' })
    await vi.waitFor(() => expect(transfers).toHaveBeenCalled())
    expect(transfers.mock.calls[0]?.[0].feeSpeed).toBe('fast')
  })

  it('behavior: a reset while the wallet is asked does not drop the send', async () => {
    let resolve: (hash: string) => void = () => {}
    const { actor, fill } = start({
      transfer: () => new Promise<string>((done) => (resolve = done)),
    })
    fill()
    actor.send({ type: 'send.submit' })
    actor.send({ type: 'send.reset', namespace: 'solana' })
    expect(sendStatusOf(actor.getSnapshot())).toBe('sending')
    resolve('0xlate')
    await vi.waitFor(() => expect(sendStatusOf(actor.getSnapshot())).toBe('sent'))
    expect(actor.getSnapshot().context.transfers.eip155?.hash).toBe('0xlate')
  })
})
