import { describe, expect, test } from 'vitest'
import { resolveCosmosChains } from '../chains/cosmosChainSettings.js'
import type { CosmosClient, CosmosTx } from '../chains/cosmosClient.js'
import { RequestError } from '../http/requestError.js'
import { testHistoryCursors } from '../testing/testHistoryCursors.js'
import { testPriceBook } from '../testing/testPriceBook.js'
import { listCosmosTransactions } from './cosmosHistory.js'

const [chain] = resolveCosmosChains({ 'cosmos:cosmoshub-4': 'https://rpc.example' }, undefined)
if (!chain) throw new Error('the Hub resolves')
const prices = testPriceBook({ 'cosmos:cosmoshub-4:native': 10 })
const [me, other, third] = ['cosmos1me', 'cosmos1other', 'cosmos1third']

const tx = (
  height: number,
  index: number,
  sends: CosmosTx['sends'],
  succeeded = true,
): CosmosTx => ({
  hash: `H${height}I${index}`,
  height,
  index,
  succeeded,
  sends,
})
const uatom = (amount: bigint) => [{ denom: 'uatom', amount }]

/** A node whose index finds `txs` (newest first) for the queries that match them. */
function fakeClient(txs: CosmosTx[]) {
  const queries: string[] = []
  const client: CosmosClient = {
    balances: async () => [],
    bondDenom: async () => 'uatom',
    denomMetadata: async () => undefined,
    async searchTxs(query, page, perPage) {
      queries.push(`${query} #${page}`)
      const [, field, address] = /^(\w+\.\w+)='(.*)'$/.exec(query) ?? []
      const found = txs
        .filter(({ sends }) =>
          sends.some(({ from, to }) => (field === 'message.sender' ? from : to) === address),
        )
        .sort((a, b) => b.height - a.height || b.index - a.index)
      return { txs: found.slice((page - 1) * perPage, page * perPage), total: found.length }
    },
    blockTime: async (height) => new Date(Date.UTC(2026, 0, 1, 0, 0, height)),
  }
  return { client, queries }
}

const list = (client: CosmosClient, cursor?: string, limit?: number) =>
  listCosmosTransactions({
    chain,
    client,
    prices,
    address: me,
    cursor,
    cursors: testHistoryCursors,
    ...(limit ? { limit } : {}),
    iconUrl: (token) => `https://latch.example/${token.symbol}`,
  })

describe('listCosmosTransactions', () => {
  test('default: sends and receives merged newest first, once each, with the account’s coins only', async () => {
    const { client } = fakeClient([
      tx(9, 0, [{ from: me, to: other, coins: uatom(1_500_000n) }]),
      tx(8, 1, [
        { from: other, to: me, coins: [...uatom(2_000_000n), { denom: 'ulatch', amount: 7n }] },
      ]),
      // Another's send beside one to the account, in one transaction: only the account's shows.
      tx(8, 0, [
        { from: other, to: third, coins: uatom(5n) },
        { from: third, to: me, coins: uatom(3_000_000n) },
      ]),
      tx(7, 0, [{ from: me, to: me, coins: uatom(1_000_000n) }]),
      tx(6, 0, [{ from: me, to: other, coins: uatom(1n) }], false),
    ])
    const { data, next } = await list(client)
    expect(next).toBeNull()
    expect(data.map(({ id }) => id)).toEqual(
      ['H9I0', 'H8I1', 'H8I0', 'H7I0', 'H6I0'].map((hash) => `cosmos:cosmoshub-4:${hash}`),
    )
    expect(data[0]).toEqual({
      id: 'cosmos:cosmoshub-4:H9I0',
      metadata: {
        operationType: 'send',
        minedAt: '2026-01-01T00:00:09.000Z',
        chain: 'cosmos:cosmoshub-4',
        status: 'confirmed',
        sentFrom: me,
        sentTo: other,
        hash: 'H9I0',
      },
      transfers: [
        {
          fungible_info: {
            name: 'Cosmos',
            symbol: 'ATOM',
            icon: { url: 'https://latch.example/ATOM' },
          },
          direction: 'out',
          quantity: { numeric: '1.5' },
          value: 15,
          price: 10,
        },
      ],
    })
    // A denom nobody describes: itself, in its base unit.
    expect(
      data[1]?.transfers.map((transfer) => [
        transfer.direction,
        transfer.quantity.numeric,
        transfer.fungible_info?.symbol,
      ]),
    ).toEqual([
      ['in', '2', 'ATOM'],
      ['in', '7', 'ulatch'],
    ])
    // A denom other than the chain's own is neither priced nor drawn.
    expect(data[1]?.transfers[1]).toMatchObject({ fungible_info: { icon: { url: '' } } })
    expect(data[1]?.transfers[1]).not.toHaveProperty('price')
    expect(data[1]?.transfers[1]).not.toHaveProperty('value')
    expect(data[2]?.metadata).toMatchObject({
      operationType: 'receive',
      sentFrom: third,
      sentTo: me,
    })
    expect(data[2]?.transfers).toHaveLength(1)
    expect(data[3]?.transfers[0]?.direction).toBe('self')
    expect(data[4]?.metadata.status).toBe('failed')
  })

  test('behavior: pages by cursor through a block of several transactions; a cursor of another chain is a 400', async () => {
    const { client } = fakeClient(
      [3, 2, 1, 0].map((index) =>
        tx(5, index, [{ from: other, to: me, coins: uatom(BigInt(index + 1)) }]),
      ),
    )
    const first = await list(client, undefined, 3)
    expect(first.data.map(({ metadata }) => metadata.hash)).toEqual(['H5I3', 'H5I2', 'H5I1'])
    const second = await list(client, first.next ?? '', 3)
    expect(second.data.map(({ metadata }) => metadata.hash)).toEqual(['H5I0'])
    expect(second.next).toBeNull()
    const osmosisCursor = testHistoryCursors.seal({
      chainId: 'cosmos:osmosis-1',
      height: 5,
      index: 1,
    })
    await expect(list(client, osmosisCursor)).rejects.toBeInstanceOf(RequestError)
  })

  test('behavior: the index is read a page of 50 at a time until the page is full', async () => {
    const { client, queries } = fakeClient(
      Array.from({ length: 120 }, (_, height) =>
        tx(height + 1, 0, [{ from: other, to: me, coins: uatom(1n) }]),
      ),
    )
    const { data, next } = await list(client, undefined, 60)
    expect(data).toHaveLength(60)
    expect(next).not.toBeNull()
    // Received: two pages for 61 (one more than shown); sent: one empty page.
    expect(queries.sort()).toEqual([
      `message.sender='${me}' #1`,
      `transfer.recipient='${me}' #1`,
      `transfer.recipient='${me}' #2`,
    ])
  })
})
