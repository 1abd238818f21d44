import type { Transaction } from '@latch/core'
import { formatUnits } from 'viem'
import * as z from 'zod'
import type { CosmosChainSettings } from '../chains/cosmosChainSettings.js'
import type { CosmosClient, CosmosTx } from '../chains/cosmosClient.js'
import { type PriceBook, pricedAt } from '../prices/priceBook.js'
import { chainHistoryCursor } from './chainHistoryCursor.js'
import { cosmosTokenOf, isPricedCosmosToken } from './cosmosDenoms.js'
import type { HistoryCursors } from './historyCursors.js'
import type { KnownToken } from './tokenCatalogue.js'
import { historyPageSize } from './transactionHistory.js'

/** Transactions asked of `tx_search` at once. */
const cosmosSearchPageSize = 50

/**
 * The most transactions of each search read for one page: deep pages of a busy account are
 * cut there rather than keeping the node busy (`next` is then `null`).
 */
const cosmosSearchLimit = 1_000

/** Where a page of a Cosmos account's history ends: the last transaction shown. */
type CosmosHistoryCursor = { chainId: string; height: number; index: number }

const cursorSchema = z.object({
  chainId: z.string().regex(/^cosmos:[-_a-zA-Z0-9]{1,32}$/),
  height: z.int().min(1),
  index: z.int().min(0),
})

const cursorCodec = chainHistoryCursor<CosmosHistoryCursor>(cursorSchema)

export type ListCosmosTransactionsParameters = {
  chain: CosmosChainSettings
  client: CosmosClient
  /** The USD prices of this answer. */
  prices: PriceBook
  /** The account's bech32 address. */
  address: string
  cursor: string | undefined
  /** Seals and opens cursors with the server's key. */
  cursors: HistoryCursors
  /** The `icon.url` of a token (base URL and project applied). */
  iconUrl: (token: KnownToken) => string
  limit?: number
}

const newerFirst = (a: CosmosTx, b: CosmosTx) => b.height - a.height || b.index - a.index

/**
 * The account's bank sends found by `query`, newest first, after `cursor`: `tx_search` pages
 * read until `wanted` are found or the search is read through.
 */
async function search(
  client: CosmosClient,
  query: string,
  involves: (tx: CosmosTx) => boolean,
  after: (tx: CosmosTx) => boolean,
  wanted: number,
): Promise<CosmosTx[]> {
  const found: CosmosTx[] = []
  for (let page = 1; (page - 1) * cosmosSearchPageSize < cosmosSearchLimit; page++) {
    const { txs, total } = await client.searchTxs(query, page, cosmosSearchPageSize)
    found.push(...txs.filter((tx) => after(tx) && involves(tx)))
    if (found.length >= wanted || page * cosmosSearchPageSize >= total || !txs.length) break
  }
  return found
}

/**
 * A page of the account's bank sends (`MsgSend`) read live from the chain's transaction index
 * (CometBFT's `tx_search`: what it signed, `message.sender`, and what it was sent,
 * `transfer.recipient`), newest first, one transaction per entry with a transfer per coin.
 * Funds that moved otherwise (IBC, staking rewards, contract calls) are not listed. A
 * transaction the chain refused is listed as failed: it paid its fee.
 *
 * @throws {RequestError} 400 on `cursor` when it is not one this server made for this chain.
 * @throws when the node does not answer.
 */
export async function listCosmosTransactions(
  parameters: ListCosmosTransactionsParameters,
): Promise<{ data: Transaction[]; next: string | null }> {
  const { chain, client, address, iconUrl } = parameters
  const { limit = historyPageSize } = parameters
  const chainId = chain.caipNetworkId
  const cursor =
    parameters.cursor === undefined
      ? undefined
      : cursorCodec.decode(parameters.cursors, parameters.cursor, chainId)
  const after = (tx: CosmosTx) =>
    !cursor || tx.height < cursor.height || (tx.height === cursor.height && tx.index < cursor.index)
  const involves = (tx: CosmosTx) =>
    tx.sends.some(({ from, to }) => from === address || to === address)
  // One more than shown, to know whether a next page exists.
  const [sent, received] = await Promise.all(
    [`message.sender='${address}'`, `transfer.recipient='${address}'`].map((query) =>
      search(client, query, involves, after, limit + 1),
    ),
  )
  const byHash = new Map([...(sent ?? []), ...(received ?? [])].map((tx) => [tx.hash, tx]))
  const found = [...byHash.values()].sort(newerFirst)
  const shown = found.slice(0, limit)
  const last = shown.at(-1)
  const next =
    found.length > limit && last
      ? cursorCodec.encode(parameters.cursors, { chainId, height: last.height, index: last.index })
      : null

  const times = new Map(
    await Promise.all(
      [...new Set(shown.map(({ height }) => height))].map(
        async (height) => [height, await client.blockTime(height)] as const,
      ),
    ),
  )
  const denoms = [...new Set(shown.flatMap(({ sends }) => sends.flatMap(({ coins }) => coins)))]
  const tokens = new Map(
    await Promise.all(
      [...new Set(denoms.map(({ denom }) => denom))].map(
        async (denom) => [denom, await cosmosTokenOf(chain, client, denom)] as const,
      ),
    ),
  )
  const data = shown.map((tx): Transaction => {
    const sends = tx.sends.filter(({ from, to }) => from === address || to === address)
    const [first] = sends as [CosmosTx['sends'][number], ...CosmosTx['sends']]
    return {
      id: `${chainId}:${tx.hash}`,
      metadata: {
        operationType: sends.some(({ from }) => from === address) ? 'send' : 'receive',
        minedAt: (times.get(tx.height) ?? new Date(0)).toISOString(),
        chain: chainId,
        // In a committed block: CometBFT's blocks are final.
        status: tx.succeeded ? 'confirmed' : 'failed',
        sentFrom: first.from,
        sentTo: first.to,
        hash: tx.hash,
      },
      transfers: sends.flatMap(({ from, to, coins }) =>
        coins.map(({ denom, amount }) => {
          const token = tokens.get(denom) as KnownToken
          const numeric = formatUnits(amount, token.decimals)
          // Only the chain's own coin is priced and drawn (see isPricedCosmosToken).
          const priced = isPricedCosmosToken(token)
          const price = priced ? parameters.prices.priceOf(token) : undefined
          return {
            fungible_info: {
              name: token.name,
              symbol: token.symbol,
              icon: { url: priced ? iconUrl(token) : '' },
            },
            direction: from === to ? 'self' : from === address ? ('out' as const) : ('in' as const),
            quantity: { numeric },
            ...pricedAt(numeric, price),
          }
        }),
      ),
    }
  })
  return { data, next }
}
