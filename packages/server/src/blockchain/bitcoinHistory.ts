import { bitcoinAddressKey } from '@latch/adapter-bitcoin'
import type { Transaction } from '@latch/core'
import { formatUnits } from 'viem'
import * as z from 'zod'
import type { BitcoinChainSettings } from '../chains/bitcoinChainSettings.js'
import {
  type EsploraClient,
  type EsploraTransaction,
  esploraChainPageSize,
} from '../chains/esploraClient.js'
import { type PriceBook, pricedAt } from '../prices/priceBook.js'
import { chainHistoryCursor } from './chainHistoryCursor.js'
import type { HistoryCursors } from './historyCursors.js'
import { historyPageSize } from './transactionHistory.js'

/**
 * Where a page of a Bitcoin address's history ends: its chain, and the last confirmed
 * transaction shown (Esplora pages confirmed transactions after a txid), `null` when the page
 * showed only mempool ones.
 */
type BitcoinHistoryCursor = { chainId: string; after: string | null }

const cursorSchema = z.object({
  chainId: z.string().regex(/^bip122:[0-9a-f]{32}$/),
  after: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .nullable(),
})

const cursorCodec = chainHistoryCursor<BitcoinHistoryCursor>(cursorSchema)

export type ListBitcoinTransactionsParameters = {
  chain: BitcoinChainSettings
  client: EsploraClient
  /** The USD prices of this answer. */
  prices: PriceBook
  /** The address, as `bitcoinAddressKey` spells it. */
  address: string
  cursor: string | undefined
  /** Seals and opens cursors with the server's key. */
  cursors: HistoryCursors
  /** The `icon.url` of BTC (base URL and project applied). */
  iconUrl: string
  limit?: number
  /** The time a mempool transaction is shown at; the clock by default. */
  now?: () => Date
}

/**
 * A page of the address's transactions read live from the chain's Esplora, newest first:
 * the first page leads with all of its mempool ones (Esplora lists them whole and cannot
 * page them), then confirmed ones up to `limit` in all; the next pages hold `limit`
 * confirmed ones each, read by Esplora's own paging (`/txs/chain/:last_seen_txid`). `next` is
 * `null` on the last page.
 *
 * @throws {RequestError} 400 on `cursor` when it is not one this server made for this chain.
 * @throws {EsploraError} when Esplora does not answer as it should.
 */
export async function listBitcoinTransactions(
  parameters: ListBitcoinTransactionsParameters,
): Promise<{ data: Transaction[]; next: string | null }> {
  const { chain, client, address, limit = historyPageSize, now = () => new Date() } = parameters
  const cursor =
    parameters.cursor === undefined
      ? undefined
      : cursorCodec.decode(parameters.cursors, parameters.cursor, chain.caipNetworkId)
  let pending: EsploraTransaction[] = []
  let confirmed: EsploraTransaction[] = []
  let exhausted = false
  let lastSeen = cursor?.after ?? undefined
  if (!cursor) {
    const first = await client.getAddressTransactions(address)
    pending = first.filter((transaction) => transaction.blockTime === undefined)
    confirmed = first.filter((transaction) => transaction.blockTime !== undefined)
    exhausted = confirmed.length < esploraChainPageSize
    lastSeen = confirmed.at(-1)?.txid
  }
  const wanted = Math.max(limit - pending.length, 0)
  // One more than shown, to know whether a next page exists.
  while (!exhausted && confirmed.length <= wanted) {
    const page = await client.getConfirmedTransactions(address, lastSeen)
    confirmed.push(...page)
    exhausted = page.length < esploraChainPageSize
    lastSeen = page.at(-1)?.txid ?? lastSeen
  }
  const shown = confirmed.slice(0, wanted)
  const next =
    confirmed.length > wanted
      ? cursorCodec.encode(parameters.cursors, {
          chainId: chain.caipNetworkId,
          after: shown.at(-1)?.txid ?? null,
        })
      : null
  const at = now()
  return {
    data: [...pending, ...shown].map((transaction) =>
      toTransaction(transaction, { ...parameters, at }),
    ),
    next,
  }
}

const sum = (values: readonly bigint[]) => values.reduce((total, value) => total + value, 0n)

/**
 * The address's side of a transaction: `send` when it funded an input, `receive` otherwise;
 * the amount is the net change of its balance (so a send's includes the fee it paid), the
 * counterparty the first other address on the other side.
 */
function toTransaction(
  transaction: EsploraTransaction,
  context: ListBitcoinTransactionsParameters & { at: Date },
): Transaction {
  const { chain, prices, address, iconUrl, at } = context
  const mine = (output: { address: string | undefined } | null) =>
    output?.address !== undefined && bitcoinAddressKey(output.address) === address
  const spent = sum(transaction.inputs.filter(mine).map((input) => input?.value ?? 0n))
  const received = sum(transaction.outputs.filter(mine).map((output) => output.value))
  const net = received - spent
  const sent = transaction.inputs.some(mine)
  const recipient = transaction.outputs.find((output) => output.address && !mine(output))
  const sender = transaction.inputs.find((input) => input?.address)
  const direction = !sent ? ('in' as const) : recipient ? ('out' as const) : ('self' as const)
  const { native } = chain
  const numeric = formatUnits(net < 0n ? -net : net, native.decimals)
  return {
    id: `${chain.caipNetworkId}:${transaction.txid}`,
    metadata: {
      operationType: sent ? 'send' : 'receive',
      // A mempool transaction has no block time, and Esplora does not say when it was first
      // seen: it is shown at the time of the answer, as "now", until a block holds it.
      minedAt: (transaction.blockTime === undefined
        ? at
        : new Date(transaction.blockTime * 1000)
      ).toISOString(),
      chain: chain.caipNetworkId,
      status: transaction.blockTime === undefined ? 'pending' : 'confirmed',
      sentFrom: sent ? address : (sender?.address ?? ''),
      sentTo: sent ? (recipient?.address ?? address) : address,
      hash: transaction.txid,
    },
    transfers: [
      {
        fungible_info: { name: native.name, symbol: native.symbol, icon: { url: iconUrl } },
        direction,
        quantity: { numeric },
        ...pricedAt(numeric, prices.priceOf({ chainId: chain.caipNetworkId, address: undefined })),
      },
    ],
  }
}
