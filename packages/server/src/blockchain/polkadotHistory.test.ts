import { describe, expect, test } from 'vitest'
import type { PolkadotChainSettings } from '../chains/polkadotChainSettings.js'
import type { PolkadotClient, PolkadotTransfer } from '../chains/polkadotClient.js'
import type { PolkadotPublicKey } from '../chains/polkadotPublicKey.js'
import { RequestError } from '../http/requestError.js'
import { forgedCursor, testHistoryCursors } from '../testing/testHistoryCursors.js'
import { testPriceBook } from '../testing/testPriceBook.js'
import { listPolkadotTransactions, polkadotScanConcurrency } from './polkadotHistory.js'

const chain: PolkadotChainSettings = {
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  wsUrl: 'wss://rpc.polkadot.io',
  native: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  tokens: [],
}
const key = (byte: number) =>
  `0x${byte.toString(16).padStart(2, '0').repeat(32)}` as PolkadotPublicKey
const me = { key: key(1), address: 'me' }
const other = { key: key(2), address: 'other' }
const third = { key: key(3), address: 'third' }

/** A chain of `best` blocks whose transfers are `transfers` (by block), counting its reads. */
function fakeClient(best: number, transfers: Record<number, PolkadotTransfer[]>) {
  const read: number[] = []
  const client: PolkadotClient = {
    token: async () => ({ symbol: 'DOT', decimals: 10 }),
    funds: async () => ({ free: 0n, reserved: 0n, frozen: 0n }),
    bestBlock: async () => best,
    async transfersAt(block) {
      read.push(block)
      return transfers[block] ?? []
    },
    blockDetails: async (block) => ({
      timestamp: new Date(Date.UTC(2026, 0, 1, 0, 0, block)),
      extrinsicHashes: Array.from({ length: 5 }, (_, index) => `0x${block}${index}`),
    }),
  }
  return { client, read }
}

const transfer = (
  extrinsic: number,
  from: typeof me,
  to: typeof me,
  amount: bigint,
): PolkadotTransfer => ({ extrinsic, from, to, amount })

const list = (
  client: PolkadotClient,
  extra: { cursor?: string; limit?: number; blocks?: number } = {},
) =>
  listPolkadotTransactions({
    chain,
    client,
    prices: testPriceBook({ 'polkadot:91b171bb158e2d3848fa23a9f1c25182:native': 5 }),
    account: me.key,
    cursor: extra.cursor,
    cursors: testHistoryCursors,
    blocks: extra.blocks ?? 100,
    iconUrl: (token) => `https://icons.example/${token.symbol}`,
    ...(extra.limit === undefined ? {} : { limit: extra.limit }),
  })

describe('listPolkadotTransactions', () => {
  test('default: the account’s transfers, one transaction per extrinsic, newest first', async () => {
    const { client } = fakeClient(10, {
      4: [transfer(1, other, me, 15_000_000_000n)],
      9: [
        transfer(1, me, other, 10_000_000_000n),
        transfer(1, me, third, 5_000_000_000n),
        transfer(2, other, third, 1n),
        transfer(3, me, me, 1n),
      ],
    })
    const page = await list(client)
    expect(page.next).toBeNull()
    expect(page.data.map((entry) => entry.metadata.hash)).toEqual(['0x93', '0x91', '0x41'])
    const [self, batch, received] = page.data
    expect(self?.transfers.map((entry) => entry.direction)).toEqual(['self'])
    expect(batch).toEqual({
      id: `${chain.caipNetworkId}:0x91`,
      metadata: {
        operationType: 'send',
        minedAt: '2026-01-01T00:00:09.000Z',
        chain: chain.caipNetworkId,
        status: 'confirmed',
        sentFrom: 'me',
        sentTo: 'other',
        hash: '0x91',
      },
      transfers: [
        {
          fungible_info: {
            name: 'Polkadot',
            symbol: 'DOT',
            icon: { url: 'https://icons.example/DOT' },
          },
          direction: 'out',
          quantity: { numeric: '1' },
          value: 5,
          price: 5,
        },
        expect.objectContaining({ direction: 'out', quantity: { numeric: '0.5' } }),
      ],
    })
    expect(received?.metadata).toMatchObject({ operationType: 'receive', sentFrom: 'other' })
    expect(received?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1.5' } })
  })

  test('behavior: pages walk the window the first page fixed, reading no block twice', async () => {
    const transfers: Record<number, PolkadotTransfer[]> = {}
    for (let block = 1; block <= 60; block++) transfers[block] = [transfer(1, other, me, 1n)]
    const { client, read } = fakeClient(60, transfers)
    const first = await list(client, { limit: 20, blocks: 50 })
    expect(first.data.map((entry) => entry.metadata.hash)).toEqual(
      Array.from({ length: 20 }, (_, index) => `0x${60 - index}1`),
    )
    // Whole rounds of concurrent reads, until one more than the page was found.
    expect(read).toHaveLength(2 * polkadotScanConcurrency)
    read.length = 0
    const second = await list(client, { limit: 20, blocks: 50, cursor: first.next ?? '' })
    expect(second.data[0]?.metadata.hash).toBe('0x401')
    expect(Math.min(...read)).toBeGreaterThanOrEqual(11)
    const third = await list(client, { limit: 20, blocks: 50, cursor: second.next ?? '' })
    // The window is blocks 11 to 60: ten are left for the last page.
    expect(third.data.map((entry) => entry.metadata.hash)).toEqual(
      Array.from({ length: 10 }, (_, index) => `0x${20 - index}1`),
    )
    expect(third.next).toBeNull()
  })

  test('behavior: a page ends inside a block between its extrinsics', async () => {
    const { client } = fakeClient(3, {
      2: [transfer(1, other, me, 1n), transfer(2, other, me, 1n), transfer(3, other, me, 1n)],
    })
    const first = await list(client, { limit: 2 })
    expect(first.data.map((entry) => entry.metadata.hash)).toEqual(['0x23', '0x22'])
    const second = await list(client, { limit: 2, cursor: first.next ?? '' })
    expect(second.data.map((entry) => entry.metadata.hash)).toEqual(['0x21'])
    expect(second.next).toBeNull()
  })

  test('behavior: a cursor of another chain, or none of this server’s, is a 400 on cursor', async () => {
    const { client } = fakeClient(3, {})
    const foreign = testHistoryCursors.seal({
      chainId: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
      floor: 1,
      block: 2,
      extrinsic: 1,
    })
    for (const cursor of [foreign, 'eyJ9', 'not base64']) {
      const error = await list(client, { cursor }).catch((caught: unknown) => caught)
      expect(error).toBeInstanceOf(RequestError)
      expect(error).toMatchObject({ status: 400, field: 'cursor' })
    }
  })

  test('behavior: a forged cursor that would scan down to genesis is a 400 before any block is read', async () => {
    const { client, read } = fakeClient(20_000, {})
    const forged = forgedCursor({
      chainId: chain.caipNetworkId,
      floor: 0,
      block: 20_000,
      extrinsic: 0,
    })
    await expect(list(client, { cursor: forged })).rejects.toMatchObject({
      status: 400,
      field: 'cursor',
    })
    expect(read).toEqual([])
  })
})
