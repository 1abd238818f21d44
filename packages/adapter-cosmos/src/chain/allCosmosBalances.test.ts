import type { QueryClient } from '@cosmjs/stargate'
import {
  QueryAllBalancesRequest,
  QueryAllBalancesResponse,
} from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { describe, expect, it } from 'vitest'
import { allCosmosBalances } from './allCosmosBalances.js'

const address = 'cosmos1m9l358xunhhwds0568za49mzhvuxx9uxre5tud'

/**
 * A node's bank queries over `denoms` (sorted as the store keeps them): pages of the request's
 * limit, or 100 without one as a Cosmos SDK node, each with the key of the next denom. Records
 * the requests it answered.
 */
function fakeNode(denoms: readonly string[]) {
  const requests: QueryAllBalancesRequest[] = []
  const queryClient = {
    async queryAbci(path: string, data: Uint8Array) {
      expect(path).toBe('/cosmos.bank.v1beta1.Query/AllBalances')
      const request = QueryAllBalancesRequest.decode(data)
      requests.push(request)
      const key = new TextDecoder().decode(request.pagination?.key)
      const start = key ? denoms.indexOf(key) : 0
      const limit = Number(request.pagination?.limit || 100n)
      const next = denoms[start + limit]
      const response = QueryAllBalancesResponse.fromPartial({
        balances: denoms
          .slice(start, start + limit)
          .map((denom, index) => ({ denom, amount: String(start + index + 1) })),
        pagination: { nextKey: new TextEncoder().encode(next ?? '') },
      })
      return { value: QueryAllBalancesResponse.encode(response).finish() }
    },
  }
  return { queryClient: queryClient as unknown as QueryClient, requests }
}

const denomsOf = (count: number) =>
  Array.from({ length: count }, (_, index) => `ibc/${String(index).padStart(4, '0')}`)

describe('allCosmosBalances', () => {
  it('default: reads page after page of the node’s 100 until the next key is empty', async () => {
    const node = fakeNode([...denomsOf(250), 'uatom'])
    const coins = await allCosmosBalances(node.queryClient, address)
    expect(coins).toHaveLength(251)
    expect(coins.at(-1)).toEqual({ denom: 'uatom', amount: '251' })
    expect(
      node.requests.map(({ pagination }) => new TextDecoder().decode(pagination?.key)),
    ).toEqual(['', 'ibc/0100', 'ibc/0200'])
    // The node's own page size: none asked for.
    expect(node.requests.map(({ address, pagination }) => [address, pagination?.limit])).toEqual([
      [address, 0n],
      [address, 0n],
      [address, 0n],
    ])
  })

  it('default: an account without coins is one page, empty', async () => {
    const node = fakeNode([])
    await expect(allCosmosBalances(node.queryClient, address)).resolves.toEqual([])
    expect(node.requests).toHaveLength(1)
  })

  it('parameters: pageSize is each page’s limit; awaitPage has every page go through it', async () => {
    const node = fakeNode(denomsOf(2_500))
    let pages = 0
    const coins = await allCosmosBalances(node.queryClient, address, {
      pageSize: 1_000n,
      awaitPage: async (page) => {
        pages += 1
        return page
      },
    })
    expect(coins).toHaveLength(2_500)
    expect(node.requests.map(({ pagination }) => pagination?.limit)).toEqual([
      1_000n,
      1_000n,
      1_000n,
    ])
    expect(pages).toBe(3)
  })

  it('behavior: a page that awaitPage rejects (a timeout) rejects the read', async () => {
    const node = fakeNode(denomsOf(150))
    let pages = 0
    const read = allCosmosBalances(node.queryClient, address, {
      awaitPage: async (page) => {
        pages += 1
        if (pages === 2) throw new Error('did not answer in 10000 ms')
        return page
      },
    })
    await expect(read).rejects.toThrowError('did not answer in 10000 ms')
  })
})
