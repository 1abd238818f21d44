import type { Transaction } from '@latch/core'
import { formatUnits } from 'viem'
import * as z from 'zod'
import type { PolkadotChainSettings } from '../chains/polkadotChainSettings.js'
import type { PolkadotClient, PolkadotTransfer } from '../chains/polkadotClient.js'
import type { PolkadotPublicKey } from '../chains/polkadotPublicKey.js'
import { type PriceBook, pricedAt } from '../prices/priceBook.js'
import { chainHistoryCursor } from './chainHistoryCursor.js'
import type { HistoryCursors } from './historyCursors.js'
import { polkadotNativeToken } from './polkadotNativeToken.js'
import type { KnownToken } from './tokenCatalogue.js'
import { historyPageSize } from './transactionHistory.js'

/** Blocks whose events are read at once: a node answers them over one WebSocket together. */
export const polkadotScanConcurrency = 16

/**
 * Where a page of a Polkadot account's history ends: its chain, the oldest block the scan
 * reads (fixed by the first page, so that paging walks one window), and the last extrinsic
 * shown.
 */
type PolkadotHistoryCursor = { chainId: string; floor: number; block: number; extrinsic: number }

const cursorSchema = z.object({
  chainId: z.string().regex(/^polkadot:[0-9a-f]{32}$/),
  floor: z.int().min(0),
  block: z.int().min(0),
  extrinsic: z.int().min(0),
})

const cursorCodec = chainHistoryCursor<PolkadotHistoryCursor>(cursorSchema)

export type ListPolkadotTransactionsParameters = {
  chain: PolkadotChainSettings
  client: PolkadotClient
  /** The USD prices of this answer. */
  prices: PriceBook
  /** The account's public key. */
  account: PolkadotPublicKey
  cursor: string | undefined
  /** Seals and opens cursors with the server's key. */
  cursors: HistoryCursors
  /** How many of the newest blocks are read (`polkadotHistoryBlocks`). */
  blocks: number
  /** The `icon.url` of the native token (base URL and project applied). */
  iconUrl: (token: KnownToken) => string
  limit?: number
}

/** The account's transfers of one extrinsic. */
type Found = { block: number; extrinsic: number; transfers: PolkadotTransfer[] }

/** The account's transfers at `block`, by extrinsic, the last one first. */
function foundAt(
  block: number,
  transfers: readonly PolkadotTransfer[],
  account: PolkadotPublicKey,
): Found[] {
  const byExtrinsic = new Map<number, PolkadotTransfer[]>()
  for (const transfer of transfers) {
    if (transfer.from.key !== account && transfer.to.key !== account) continue
    const list = byExtrinsic.get(transfer.extrinsic) ?? []
    list.push(transfer)
    byExtrinsic.set(transfer.extrinsic, list)
  }
  return [...byExtrinsic]
    .map(([extrinsic, list]) => ({ block, extrinsic, transfers: list }))
    .sort((a, b) => b.extrinsic - a.extrinsic)
}

/**
 * A page of the account's transfers read live from the chain's own blocks, newest first: the
 * `balances.Transfer` events of the last `blocks` blocks (from the best block the first page
 * saw) that it sent or received, one transaction per extrinsic. A Polkadot node keeps no
 * index by account, so nothing older is found, nor are funds that moved otherwise (fees,
 * staking rewards, XCM deposits: other events). Blocks are read newest first,
 * {@link polkadotScanConcurrency} at a time, until the page is full: `next` continues in the
 * same window, `null` when it is read through.
 *
 * @throws {RequestError} 400 on `cursor` when it is not one this server made for this chain.
 * @throws when the node does not answer.
 */
export async function listPolkadotTransactions(
  parameters: ListPolkadotTransactionsParameters,
): Promise<{ data: Transaction[]; next: string | null }> {
  const { chain, client, account, blocks, iconUrl } = parameters
  const { limit = historyPageSize } = parameters
  const chainId = chain.caipNetworkId
  const cursor =
    parameters.cursor === undefined
      ? undefined
      : cursorCodec.decode(parameters.cursors, parameters.cursor, chainId)
  const [nodeToken, top] = await Promise.all([
    client.token(),
    cursor ? cursor.block : client.bestBlock(),
  ])
  // The genesis block holds no extrinsic.
  const floor = cursor?.floor ?? Math.max(1, top - blocks + 1)
  const found: Found[] = []
  // One more than shown, to know whether a next page exists.
  for (let newest = top; newest >= floor && found.length <= limit; ) {
    const numbers = Array.from(
      { length: Math.min(polkadotScanConcurrency, newest - floor + 1) },
      (_, index) => newest - index,
    )
    const transfers = await Promise.all(numbers.map((block) => client.transfersAt(block)))
    numbers.forEach((block, index) => {
      const here = foundAt(block, transfers[index] ?? [], account)
      found.push(
        ...(cursor && block === cursor.block
          ? here.filter(({ extrinsic }) => extrinsic < cursor.extrinsic)
          : here),
      )
    })
    newest -= numbers.length
  }
  const shown = found.slice(0, limit)
  const last = shown.at(-1)
  const next =
    found.length > limit && last
      ? cursorCodec.encode(parameters.cursors, {
          chainId,
          floor,
          block: last.block,
          extrinsic: last.extrinsic,
        })
      : null

  const details = new Map(
    await Promise.all(
      [...new Set(shown.map(({ block }) => block))].map(
        async (block) => [block, await client.blockDetails(block)] as const,
      ),
    ),
  )
  const token = polkadotNativeToken(chain, nodeToken)
  const price = parameters.prices.priceOf(token)
  const fungible_info = { name: token.name, symbol: token.symbol, icon: { url: iconUrl(token) } }
  const data = shown.map(({ block, extrinsic, transfers }): Transaction => {
    const { timestamp, extrinsicHashes } = details.get(block) ?? {}
    const hash = extrinsicHashes?.[extrinsic]
    if (!timestamp || !hash) throw new Error(`Block ${block} has no extrinsic ${extrinsic}`)
    const sent = transfers.some((transfer) => transfer.from.key === account)
    const [first] = transfers as [PolkadotTransfer, ...PolkadotTransfer[]]
    return {
      id: `${chainId}:${hash}`,
      metadata: {
        operationType: sent ? 'send' : 'receive',
        minedAt: timestamp.toISOString(),
        chain: chainId,
        // In a block of the node's best chain: Polkadot finalises it seconds later.
        status: 'confirmed',
        sentFrom: first.from.address,
        sentTo: first.to.address,
        hash,
      },
      transfers: transfers.map(({ from, to, amount }) => {
        const numeric = formatUnits(amount, token.decimals)
        return {
          fungible_info,
          direction:
            from.key === to.key
              ? 'self'
              : from.key === account
                ? ('out' as const)
                : ('in' as const),
          quantity: { numeric },
          ...pricedAt(numeric, price),
        }
      }),
    }
  })
  return { data, next }
}
