// Transfers through the real cosmjs signing path (the wallet's real signatures, cosmjs's sign
// docs and TxRaw) with the node's answers stood in for: the node's client is cosmjs's offline
// signing client whose account lookup, simulation and broadcast are the test's, so that what
// would be broadcast can be read back and checked. The conformance suite against a local chain
// is where a node checks it too.
import { Secp256k1, Secp256k1Signature, Sha256 } from '@cosmjs/crypto'
import { toBase64, toHex } from '@cosmjs/encoding'
import { makeSignBytes, makeSignDoc } from '@cosmjs/proto-signing'
import { SigningStargateClient, StargateClient } from '@cosmjs/stargate'
import { cosmosHub } from '@latch/core/networks'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cosmosAdapter } from './cosmosAdapter.js'
import { getCosmosBalances } from './getCosmosBalances.js'
import { type FakeKeplrOptions, fakeKeplr } from './testing/fakeKeplr.js'

const accountNumber = 7
const receiver = 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud'
const otherReceiver = 'cosmos1qqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqqnrql8a'
// The node's answer to the broadcast: a transaction hash (64 hex digits).
const txHash = 'AB'.repeat(32)

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

async function setup(
  options: FakeKeplrOptions & {
    balances?: Record<string, string>
    txCode?: number
    nodeChainId?: string
    /** The node's `tx` reads fail this many times first (a public node's 429). */
    txReadFailures?: number
    /** The node's `tx` reads find nothing this many times first (not in a block yet). */
    txPendingReads?: number
    /** The node's `tx` reads never answer (a node that keeps the socket open). */
    txReadsHang?: boolean
    confirmationTimeoutMs?: number
    confirmationPollMs?: number
    /** The broadcast's answer is lost (the network) for the first so many transactions. */
    lostBroadcasts?: number
  } = {},
) {
  const balances = options.balances ?? { uatom: '1000000', 'ibc/ABC': '42' }
  const broadcast: Uint8Array[] = []
  const denoms = Object.keys(balances).sort()
  /** The page of 100 coins from the one after `key` (a denom), with the next key. */
  const pages = (key: Uint8Array | undefined) => {
    const start = key?.length ? denoms.indexOf(new TextDecoder().decode(key)) : 0
    const page = denoms.slice(start, start + 100)
    const next = denoms[start + 100]
    return {
      balances: page.map((denom) => ({ denom, amount: balances[denom] ?? '0' })),
      pagination: { nextKey: new TextEncoder().encode(next ?? ''), total: 0n },
    }
  }
  let txReadFailures = options.txReadFailures ?? 0
  let txPendingReads = options.txPendingReads ?? 0
  // When (`Date.now()`) the node was asked for a transaction.
  const txReads: number[] = []
  let lostBroadcasts = options.lostBroadcasts ?? 0
  // The hashes of the transactions in a block, besides `txHash`.
  const included = new Set<string>()
  const connect = vi.spyOn(StargateClient, 'connect').mockImplementation(
    async () =>
      ({
        getBalance: async (_: string, denom: string) => ({ denom, amount: balances[denom] ?? '0' }),
        // cosmjs's own reads the first page only.
        getAllBalances: async () => pages(new Uint8Array()).balances,
        // The node's bank queries, paged by 100 denoms in the store's (byte) order.
        forceGetQueryClient: () => ({
          queryAbci: async (path: string, data: Uint8Array) => {
            expect(path).toBe('/cosmos.bank.v1beta1.Query/AllBalances')
            const request = QueryAllBalancesRequest.decode(data)
            return {
              value: QueryAllBalancesResponse.encode(pages(request.pagination?.key)).finish(),
            }
          },
        }),
        getTx: async (id: string) => {
          txReads.push(Date.now())
          if (options.txReadsHang) return new Promise<never>(() => {})
          if (txPendingReads > 0) {
            txPendingReads -= 1
            return null
          }
          if (txReadFailures > 0) {
            txReadFailures -= 1
            throw new Error('Bad status on response: 429')
          }
          return id === txHash || included.has(id)
            ? { code: options.txCode ?? 0, rawLog: 'out of gas' }
            : null
        },
      }) as never,
  )
  vi.spyOn(SigningStargateClient, 'connectWithSigner').mockImplementation(async (_, signer) => {
    const client = await SigningStargateClient.offline(signer)
    return Object.assign(client, {
      simulate: async () => 100_000,
      getSequence: async () => ({ accountNumber, sequence: 3 }),
      getChainId: async () => options.nodeChainId ?? 'cosmoshub-4',
      broadcastTxSync: async (tx: Uint8Array) => {
        broadcast.push(tx)
        if (lostBroadcasts > 0) {
          lostBroadcasts -= 1
          throw new TypeError('fetch failed')
        }
        return txHash
      },
    })
  })
  const wallet = fakeKeplr(options)
  const adapter = cosmosAdapter({
    injected: wallet.target,
    ...(options.confirmationTimeoutMs
      ? { confirmationTimeoutMs: options.confirmationTimeoutMs }
      : {}),
    ...(options.confirmationPollMs ? { confirmationPollMs: options.confirmationPollMs } : {}),
  })
  const { accounts } = await adapter.connect({ connectorId: 'keplr', network: cosmosHub })
  const from = accounts[0]?.address ?? ''
  const transfer = { from, to: receiver, amount: 250_000n, network: cosmosHub }
  return { wallet, adapter, broadcast, connect, from, transfer, included, txReads }
}

/**
 * What `promise` settles with (its value or its error), checked to settle exactly `ms` of fake
 * time from now: not one millisecond before.
 */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<unknown> {
  let settled = false
  const outcome = promise.then(
    (value) => value,
    (error: unknown) => error,
  )
  void outcome.then(() => {
    settled = true
  })
  await vi.advanceTimersByTimeAsync(ms - 1)
  expect(settled).toBe(false)
  await vi.advanceTimersByTimeAsync(1)
  expect(settled).toBe(true)
  return outcome
}

describe('cosmosAdapter transfers', () => {
  it('default: the fee is the simulated gas × 1.4 at the network’s gas price', async () => {
    const { adapter, transfer, wallet } = await setup()
    await expect(adapter.estimateTransferFee(transfer)).resolves.toEqual([
      // 100 000 gas × 1.4 = 140 000 gas, × 0.025 uatom = 3 500 uatom.
      { value: 3_500n, decimals: 6, symbol: 'ATOM', rate: '0.025 uatom/gas' },
    ])
    // No prompt: the estimate is before the approval.
    expect(wallet.calls).toEqual(['enable cosmoshub-4'])
  })

  it('default: a MsgSend signed direct by the wallet’s key is broadcast, and waited for', async () => {
    const { adapter, transfer, broadcast, wallet } = await setup()
    const id = await adapter.sendTransfer({ ...transfer, memo: 'order 1234' })
    expect(id).toBe(txHash)
    expect(wallet.calls.at(-1)).toBe('signDirect')
    expect(broadcast).toHaveLength(1)
    const raw = TxRaw.decode(broadcast[0] as Uint8Array)
    const body = TxBody.decode(raw.bodyBytes)
    expect(body.memo).toBe('order 1234')
    expect(body.messages[0]?.typeUrl).toBe('/cosmos.bank.v1beta1.MsgSend')
    expect(MsgSend.decode(body.messages[0]?.value as Uint8Array)).toEqual({
      fromAddress: transfer.from,
      toAddress: receiver,
      amount: [{ denom: 'uatom', amount: '250000' }],
    })
    // The signature is the sender's key over the sign doc the chain will check.
    const key = await wallet.keplr.getKey('cosmoshub-4')
    const signBytes = makeSignBytes(
      makeSignDoc(raw.bodyBytes, raw.authInfoBytes, 'cosmoshub-4', accountNumber),
    )
    expect(
      Secp256k1.verifySignature(
        Secp256k1Signature.fromFixedLength(raw.signatures[0] as Uint8Array),
        new Sha256(signBytes).digest(),
        key.pubKey,
      ),
    ).toBe(true)
    await expect(adapter.waitForTransaction({ id, network: cosmosHub })).resolves.toBeUndefined()
  })

  it('behavior: a Ledger key signs amino', async () => {
    const { adapter, transfer, broadcast, wallet } = await setup({ ledger: true })
    await adapter.sendTransfer(transfer)
    expect(wallet.calls.at(-1)).toBe('signAmino')
    expect(broadcast).toHaveLength(1)
  })

  it.each([
    ['another key’s signature', () => toBase64(new Uint8Array(64).fill(1))],
    ['a short signature', () => toBase64(new Uint8Array(10))],
    ['no base64', () => 'not base64 at all!'],
    ['no signature', () => undefined],
  ])(
    'behavior: a wallet that returns %s stops the send; nothing is broadcast',
    async (_, tamper) => {
      const { adapter, transfer, broadcast } = await setup({ tamperSignature: tamper })
      await expect(adapter.sendTransfer(transfer)).rejects.toMatchObject({
        code: 'INVALID_SIGNATURE',
      })
      expect(broadcast).toEqual([])
    },
  )

  it.each([
    ['direct', false],
    ['amino (a Ledger key)', true],
  ])(
    'behavior: the fee signed (%s) is the one estimated: the signer is asked with preferNoSetFee',
    async (_, ledger) => {
      const { adapter, transfer, broadcast, wallet } = await setup({
        ownFee: 'unlessPreferNoSetFee',
        ledger,
      })
      await adapter.sendTransfer(transfer)
      expect(wallet.signOptions).toEqual([{ preferNoSetFee: true }])
      const raw = TxRaw.decode(broadcast[0] as Uint8Array)
      expect(AuthInfo.decode(raw.authInfoBytes).fee).toMatchObject({
        amount: [{ denom: 'uatom', amount: '3500' }],
        gasLimit: 140_000n,
      })
    },
  )

  it.each([
    ['direct', false],
    ['amino (a Ledger key)', true],
  ])(
    'behavior: a wallet that signs (%s) another fee or another message is INVALID_SIGNATURE; nothing is broadcast',
    async (_, ledger) => {
      const ownFee = await setup({ ownFee: 'always', ledger })
      await expect(ownFee.adapter.sendTransfer(ownFee.transfer)).rejects.toMatchObject({
        code: 'INVALID_SIGNATURE',
        details:
          'the wallet signed other fees than the ones asked (9999uatom for 140000 gas, not 3500uatom for 140000 gas)',
      })
      expect(ownFee.broadcast).toEqual([])
      const other = await setup({ changeRecipient: otherReceiver, ledger })
      await expect(other.adapter.sendTransfer(other.transfer)).rejects.toMatchObject({
        code: 'INVALID_SIGNATURE',
        details: expect.stringContaining('the wallet signed other messages'),
      })
      expect(other.broadcast).toEqual([])
    },
  )

  it('behavior: an amount over the balance, or with the fee over it, is INVALID_AMOUNT before the wallet is asked', async () => {
    const { adapter, transfer, broadcast, wallet } = await setup()
    await expect(adapter.sendTransfer({ ...transfer, amount: 1_000_001n })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
      details: 'insufficient funds: 1000000uatom available for 1000001uatom',
    })
    // 1 000 000 − 998 000 leaves 2 000 uatom for a fee of 3 500.
    await expect(
      adapter.estimateTransferFee({ ...transfer, amount: 998_000n }),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    expect(wallet.calls).toEqual(['enable cosmoshub-4'])
    expect(broadcast).toEqual([])
  })

  it('behavior: a receiver of another chain, a bad checksum or a memo over 256 are refused before any read', async () => {
    const { adapter, transfer, connect, wallet } = await setup()
    await expect(
      adapter.sendTransfer({ ...transfer, to: 'osmo1m9l358xunhhwds0568za49mzhvuxx9uxtz8m2l' }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
    await expect(
      adapter.sendTransfer({ ...transfer, to: receiver.replace(/d$/, 'e') }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS', details: 'not bech32 (or a bad checksum)' })
    await expect(
      adapter.sendTransfer({ ...transfer, memo: 'm'.repeat(257) }),
    ).rejects.toMatchObject({
      code: 'INVALID_MEMO',
      shortMessage: 'Invalid memo',
      details: 'a memo is text of at most 256 bytes (UTF-8)',
    })
    // UTF-8 bytes are what the chain counts: 129 two-byte characters are 258.
    await expect(
      adapter.estimateTransferFee({ ...transfer, memo: 'é'.repeat(129) }),
    ).rejects.toMatchObject({ code: 'INVALID_MEMO' })
    await expect(adapter.sendTransfer({ ...transfer, amount: 0n })).rejects.toMatchObject({
      code: 'INVALID_AMOUNT',
    })
    expect(connect).not.toHaveBeenCalled()
    expect(wallet.calls).toEqual(['enable cosmoshub-4'])
    await expect(
      adapter.estimateTransferFee({ ...transfer, memo: 'm'.repeat(256) }),
    ).resolves.toHaveLength(1)
  })

  it('behavior: a token is its denom; its fee is paid in the native denom', async () => {
    const { adapter, transfer, broadcast } = await setup()
    await expect(
      adapter.sendTransfer({ ...transfer, amount: 43n, token: { address: 'ibc/ABC' } }),
    ).rejects.toMatchObject({ code: 'INVALID_AMOUNT' })
    await adapter.sendTransfer({ ...transfer, amount: 40n, token: { address: 'ibc/ABC' } })
    const body = TxBody.decode(TxRaw.decode(broadcast[0] as Uint8Array).bodyBytes)
    expect(MsgSend.decode(body.messages[0]?.value as Uint8Array).amount).toEqual([
      { denom: 'ibc/ABC', amount: '40' },
    ])
  })

  it('behavior: balances by denom, named where the network names them', async () => {
    const { adapter, from, connect } = await setup()
    await expect(adapter.getBalance({ address: from, network: cosmosHub })).resolves.toEqual({
      value: 1_000_000n,
      decimals: 6,
      symbol: 'ATOM',
    })
    await expect(getCosmosBalances({ address: from, network: cosmosHub })).resolves.toEqual([
      { denom: 'ibc/ABC', value: 42n, decimals: 0, symbol: 'ibc/ABC' },
      { denom: 'uatom', value: 1_000_000n, decimals: 6, symbol: 'ATOM' },
    ])
    expect(connect).toHaveBeenLastCalledWith('https://cosmos-rpc.publicnode.com')
    await getCosmosBalances({ address: from, network: cosmosHub, rpcUrl: 'http://127.0.0.1:26657' })
    expect(connect).toHaveBeenLastCalledWith('http://127.0.0.1:26657')
    await expect(
      adapter.getBalance({
        address: 'osmo1m9l358xunhhwds0568za49mzhvuxx9uxtz8m2l',
        network: cosmosHub,
      }),
    ).rejects.toMatchObject({ code: 'INVALID_ADDRESS' })
  })

  it('behavior: getCosmosBalances reads every page of the node’s balances, not the first 100 denoms', async () => {
    const tokens = Array.from({ length: 230 }, (_, index) => [`ibc/${1000 + index}`, '1'])
    const { from } = await setup({ balances: { ...Object.fromEntries(tokens), uatom: '5' } })
    const balances = await getCosmosBalances({ address: from, network: cosmosHub })
    expect(balances).toHaveLength(231)
    expect(balances.at(-1)).toEqual({ denom: 'uatom', value: 5n, decimals: 6, symbol: 'ATOM' })
  })

  it('behavior: a transaction that failed in its block is TRANSACTION_FAILED with the chain’s log', async () => {
    const { adapter } = await setup({ txCode: 11 })
    await expect(
      adapter.waitForTransaction({ id: txHash, network: cosmosHub }),
    ).rejects.toMatchObject({ code: 'TRANSACTION_FAILED', details: 'out of gas' })
  })

  it('behavior: a failed read of the transaction is asked again; only the deadline ends the wait', async () => {
    const { adapter } = await setup({ txReadFailures: 1 })
    await expect(
      adapter.waitForTransaction({ id: txHash, network: cosmosHub }),
    ).resolves.toBeUndefined()
    const failing = await setup({
      txReadFailures: Number.POSITIVE_INFINITY,
      confirmationTimeoutMs: 50,
    })
    await expect(
      failing.adapter.waitForTransaction({ id: txHash, network: cosmosHub }),
    ).rejects.toMatchObject({
      code: 'TRANSACTION_FAILED',
      details: 'not in a block after 50 ms',
      cause: { message: 'Bad status on response: 429' },
    })
  })

  it('parameters: confirmationPollMs is how long after a read that finds nothing the next one is', async () => {
    const { adapter, from, txReads } = await setup({ confirmationPollMs: 5_000, txPendingReads: 1 })
    // The chain side (cosmjs and the read client) loads before the clock is fake.
    await adapter.getBalance({ address: from, network: cosmosHub })
    vi.useFakeTimers()
    const start = Date.now()
    const waited = adapter.waitForTransaction({ id: txHash, network: cosmosHub })
    await vi.advanceTimersByTimeAsync(0)
    expect(txReads).toEqual([start])
    await vi.advanceTimersByTimeAsync(4_999)
    expect(txReads).toEqual([start])
    await vi.advanceTimersByTimeAsync(1)
    expect(txReads).toEqual([start, start + 5_000])
    await expect(waited).resolves.toBeUndefined()
  })

  it('default: the node is asked every second', async () => {
    const { adapter, from, txReads } = await setup({ txPendingReads: 2 })
    await adapter.getBalance({ address: from, network: cosmosHub })
    vi.useFakeTimers()
    const start = Date.now()
    const waited = adapter.waitForTransaction({ id: txHash, network: cosmosHub })
    await vi.advanceTimersByTimeAsync(1_999)
    expect(txReads).toEqual([start, start + 1_000])
    await vi.advanceTimersByTimeAsync(1)
    expect(txReads).toEqual([start, start + 1_000, start + 2_000])
    await expect(waited).resolves.toBeUndefined()
  })

  it('behavior: a poll longer than the timeout ends the wait at the timeout, not at the next poll', async () => {
    const { adapter, from, txReads } = await setup({
      confirmationPollMs: 90_000,
      confirmationTimeoutMs: 60_000,
      txPendingReads: Number.POSITIVE_INFINITY,
    })
    await adapter.getBalance({ address: from, network: cosmosHub })
    vi.useFakeTimers()
    const start = Date.now()
    const outcome = await settledAfter(
      adapter.waitForTransaction({ id: txHash, network: cosmosHub }),
      60_000,
    )
    // A read at the deadline would have no time to answer: the only one is the first.
    expect(txReads).toEqual([start])
    expect(outcome).toMatchObject({
      code: 'TRANSACTION_FAILED',
      details: 'not in a block after 60000 ms',
    })
  })

  it('behavior: a read the node never answers ends at the timeout, not later', async () => {
    const { adapter, from, txReads } = await setup({
      confirmationTimeoutMs: 60_000,
      txReadsHang: true,
    })
    await adapter.getBalance({ address: from, network: cosmosHub })
    vi.useFakeTimers()
    const start = Date.now()
    const outcome = await settledAfter(
      adapter.waitForTransaction({ id: txHash, network: cosmosHub }),
      60_000,
    )
    expect(txReads).toEqual([start])
    expect(outcome).toMatchObject({
      code: 'TRANSACTION_FAILED',
      details: 'not in a block after 60000 ms',
      cause: { message: 'the node did not answer the read by the deadline' },
    })
  })

  it('behavior: a transfer that never lands holds the sender’s next one for confirmationTimeoutMs, no longer', async () => {
    const { adapter, transfer, broadcast } = await setup({
      confirmationPollMs: 7_000,
      confirmationTimeoutMs: 20_000,
      txPendingReads: Number.POSITIVE_INFINITY,
    })
    await adapter.getBalance({ address: transfer.from, network: cosmosHub })
    vi.useFakeTimers()
    const first = adapter.sendTransfer(transfer)
    await vi.advanceTimersByTimeAsync(0)
    await expect(first).resolves.toBe(txHash)
    // Its block is asked for at 0, 7 and 14 s; at 20 s (the deadline) the second goes out.
    const second = adapter.sendTransfer(transfer)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(broadcast).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(broadcast).toHaveLength(2)
    await expect(second).resolves.toBe(txHash)
  })

  it('parameters: a confirmationPollMs that is not a positive finite number is a TypeError', () => {
    for (const confirmationPollMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cosmosAdapter({ confirmationPollMs })).toThrowError(
        new TypeError(
          `cosmosAdapter: confirmationPollMs must be a positive finite number of ms, not ${confirmationPollMs}`,
        ),
      )
    }
    expect(() => cosmosAdapter({ confirmationPollMs: 1 })).not.toThrow()
  })

  it('parameters: a confirmationTimeoutMs that is not a positive finite number, or a gasMultiplier under 1, is a TypeError', () => {
    for (const confirmationTimeoutMs of [0, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cosmosAdapter({ confirmationTimeoutMs })).toThrowError(
        new TypeError(
          `cosmosAdapter: confirmationTimeoutMs must be a positive finite number of ms, not ${confirmationTimeoutMs}`,
        ),
      )
    }
    for (const gasMultiplier of [0, 0.99, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => cosmosAdapter({ gasMultiplier })).toThrowError(
        new TypeError(
          `cosmosAdapter: gasMultiplier must be a finite number of at least 1, not ${gasMultiplier}`,
        ),
      )
    }
    expect(() => cosmosAdapter({ confirmationTimeoutMs: 1, gasMultiplier: 1 })).not.toThrow()
  })

  it('behavior: a failed read of the first transfer does not let the second start before its block', async () => {
    const { adapter, transfer, broadcast } = await setup({ txReadFailures: 1 })
    await adapter.sendTransfer(transfer)
    const second = adapter.sendTransfer(transfer)
    // The first transfer's wait is still polling after the failed read: nothing else is signed.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(broadcast).toHaveLength(1)
    await second
    expect(broadcast).toHaveLength(2)
  })

  it('behavior: a broadcast without an answer is TRANSACTION_FAILED with the hash; the next transfer waits for that transaction', async () => {
    const { adapter, transfer, broadcast, included } = await setup({ lostBroadcasts: 1 })
    const error = await adapter.sendTransfer(transfer).catch((e: unknown) => e)
    // CometBFT's id of the transaction: the uppercase hex SHA-256 of its bytes.
    const id = toHex(new Sha256(broadcast[0] as Uint8Array).digest()).toUpperCase()
    expect(error).toMatchObject({
      code: 'TRANSACTION_FAILED',
      message: expect.stringContaining(`Transaction ${id} failed`),
      cause: { message: 'fetch failed' },
    })
    const second = adapter.sendTransfer(transfer)
    // The node took the first: the second is signed once it is in a block, not before.
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(broadcast).toHaveLength(1)
    included.add(id)
    await expect(second).resolves.toBe(txHash)
    expect(broadcast).toHaveLength(2)
  })

  it('behavior: a refused signature is 4001 and nothing is broadcast', async () => {
    const { adapter, transfer, broadcast, wallet } = await setup()
    wallet.answer('reject')
    await expect(adapter.sendTransfer(transfer)).rejects.toMatchObject({ code: 4001 })
    expect(broadcast).toEqual([])
  })

  it('behavior: request is a CometBFT JSON-RPC call to the network’s node; its error is a ProviderRpcError', async () => {
    const { adapter } = await setup()
    const fetch = vi.fn(async (_url: string, init: { body: string }) => {
      const { method } = JSON.parse(init.body) as { method: string }
      return new Response(
        JSON.stringify(
          method === 'status'
            ? { jsonrpc: '2.0', result: { node_info: { network: 'cosmoshub-4' } } }
            : { jsonrpc: '2.0', error: { code: -32601, message: 'Method not found' } },
        ),
      )
    })
    vi.stubGlobal('fetch', fetch)
    try {
      await expect(adapter.request({ method: 'status' })).resolves.toEqual({
        node_info: { network: 'cosmoshub-4' },
      })
      expect(fetch.mock.calls[0]?.[0]).toBe('https://cosmos-rpc.publicnode.com')
      expect(JSON.parse(fetch.mock.calls[0]?.[1].body ?? '{}')).toMatchObject({
        jsonrpc: '2.0',
        method: 'status',
        params: {},
      })
      await expect(adapter.request({ method: 'nope' })).rejects.toMatchObject({
        name: 'ProviderRpcError',
        code: -32601,
        message: 'Method not found',
      })
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('behavior: a node of another chain is refused before the wallet signs for it', async () => {
    const { adapter, transfer, broadcast, wallet } = await setup({ nodeChainId: 'osmosis-1' })
    await expect(adapter.sendTransfer(transfer)).rejects.toThrowError(
      'Cosmos Hub through a node of osmosis-1 is not supported on cosmos',
    )
    expect(wallet.calls).toEqual(['enable cosmoshub-4'])
    expect(broadcast).toEqual([])
  })
})
