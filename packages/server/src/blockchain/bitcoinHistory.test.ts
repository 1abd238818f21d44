// The paging and the reading of transactions around a stand-in Esplora client; the real
// ledger runs in src/contract/blockchainBitcoin.contract.test.ts.
import { describe, expect, test, vi } from 'vitest'
import { resolveBitcoinChains } from '../chains/bitcoinChainSettings.js'
import type { EsploraClient, EsploraTransaction } from '../chains/esploraClient.js'
import { forgedCursor, testHistoryCursors } from '../testing/testHistoryCursors.js'
import { testPriceBook } from '../testing/testPriceBook.js'
import { listBitcoinTransactions } from './bitcoinHistory.js'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const [chain] = resolveBitcoinChains({ [regtest]: 'http://esplora.test' }, undefined)
if (!chain) throw new Error('one chain')
const prices = testPriceBook({ [`${regtest}:native`]: 60_000 })
const me = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const other = 'bcrt1qlqj2pdsteppkcr8jkp9ms0wpvey89tna8v72sj'
const txid = (n: number) => n.toString(16).padStart(64, '0')
const pendingTx = (n: number): EsploraTransaction => ({
  txid: txid(n),
  inputs: [{ address: other, value: 2_000n }],
  outputs: [{ address: me, value: 1_000n }],
  blockTime: undefined,
})

function clientOf(parts: Partial<EsploraClient>): EsploraClient {
  return {
    getAddressStats: vi.fn(),
    getAddressTransactions: vi.fn(async () => []),
    getConfirmedTransactions: vi.fn(async () => []),
    ...parts,
  }
}

const list = (client: EsploraClient, more: { cursor?: string; limit?: number } = {}) =>
  listBitcoinTransactions({
    chain,
    client,
    prices,
    address: me,
    cursor: more.cursor,
    cursors: testHistoryCursors,
    limit: more.limit ?? 20,
    iconUrl: 'http://icon.test/btc',
    now: () => new Date('2026-01-02T03:04:05.000Z'),
  })

describe('listBitcoinTransactions', () => {
  test('behavior: a payment to itself is a send in direction self, of the fee, valued', async () => {
    const consolidation: EsploraTransaction = {
      txid: txid(1),
      inputs: [
        { address: me, value: 60_000n },
        { address: me, value: 40_000n },
      ],
      // An OP_RETURN output has no address: nobody receives it.
      outputs: [
        { address: me, value: 99_000n },
        { address: undefined, value: 0n },
      ],
      blockTime: 1_700_000_000,
    }
    const page = await list(clientOf({ getAddressTransactions: async () => [consolidation] }))
    expect(page).toEqual({
      data: [
        {
          id: `${regtest}:${txid(1)}`,
          metadata: {
            operationType: 'send',
            minedAt: '2023-11-14T22:13:20.000Z',
            chain: regtest,
            status: 'confirmed',
            sentFrom: me,
            sentTo: me,
            hash: txid(1),
          },
          transfers: [
            {
              fungible_info: {
                name: 'Bitcoin',
                symbol: 'BTC',
                icon: { url: 'http://icon.test/btc' },
              },
              direction: 'self',
              quantity: { numeric: '0.00001' },
              value: expect.closeTo(0.6, 10),
              price: 60_000,
            },
          ],
        },
      ],
      next: null,
    })
  })

  test('behavior: more pending than the limit: all on the first page, confirmed ones next', async () => {
    const confirmed = { ...pendingTx(9), blockTime: 1_700_000_000 }
    const getConfirmedTransactions = vi.fn(async () => [confirmed])
    const client = clientOf({
      getAddressTransactions: async () => [pendingTx(1), pendingTx(2), pendingTx(3), confirmed],
      getConfirmedTransactions,
    })
    const first = await list(client, { limit: 2 })
    expect(first.data.map((entry) => [entry.metadata.status, entry.metadata.minedAt])).toEqual([
      ['pending', '2026-01-02T03:04:05.000Z'],
      ['pending', '2026-01-02T03:04:05.000Z'],
      ['pending', '2026-01-02T03:04:05.000Z'],
    ])
    expect(first.next).toEqual(expect.any(String))
    expect(getConfirmedTransactions).not.toHaveBeenCalled()
    const second = await list(client, { limit: 2, cursor: first.next ?? '' })
    expect(second.data.map((entry) => entry.metadata.hash)).toEqual([txid(9)])
    expect(second.next).toBeNull()
    // From the newest confirmed one: the first page showed none.
    expect(getConfirmedTransactions).toHaveBeenCalledWith(me, undefined)
  })

  test('behavior: a cursor of another chain, or none of this server, is a 400 on cursor', async () => {
    const client = clientOf({})
    const otherChain = testHistoryCursors.seal({
      chainId: 'bip122:000000000019d6689c085ae165831e93',
      after: null,
    })
    // Shaped as this server's, for this chain, but sealed by nobody.
    const forged = forgedCursor({ chainId: chain.caipNetworkId, after: null })
    for (const cursor of [otherChain, forged, 'not-a-cursor']) {
      await expect(list(client, { cursor })).rejects.toMatchObject({
        status: 400,
        code: 'invalid_request',
        field: 'cursor',
      })
    }
    expect(client.getConfirmedTransactions).not.toHaveBeenCalled()
  })
})
