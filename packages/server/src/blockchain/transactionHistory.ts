import type { Transaction } from '@latch/core'
import { formatUnits, getAddress } from 'viem'
import * as z from 'zod'
import type { Queryable } from '../db/database.js'
import {
  type NftHistoryTransfer,
  type NftLabel,
  readNftHistoryTransfers,
} from '../nfts/nftHistoryTransfers.js'
import { type PriceBook, pricedAt } from '../prices/priceBook.js'
import type { HistoryCursors } from './historyCursors.js'
import type { KnownToken, TokenCatalogue } from './tokenCatalogue.js'

/** Transactions per page of `GET /v1/account/{account}/history`. */
export const historyPageSize = 20

/** Where a page ends: the order key of its last transaction. */
type HistoryCursor = { minedAt: string; block: string; chainId: string; hash: string }

const cursorSchema = z.object({
  minedAt: z.iso.datetime(),
  block: z.string().regex(/^\d{1,30}$/),
  chainId: z.string().max(64),
  hash: z.string().regex(/^0x[0-9a-f]{64}$/),
})

/**
 * The order key a cursor holds.
 *
 * @throws {RequestError} 400 on `cursor` when it is not one this server made.
 */
function decodeHistoryCursor(cursors: HistoryCursors, text: string): HistoryCursor {
  return cursors.open(text, cursorSchema)
}

type TransactionRow = { chain_id: string; tx_hash: string; block_number: string; mined_at: Date }
type TransferRow = {
  chain_id: string
  tx_hash: string
  log_index: number
  from_address: string
  to_address: string
  token: string
  amount: string
  status: 'confirmed' | 'failed'
}

export type ListTransactionsParameters = {
  /** Lower-case 0x address. */
  address: string
  chainIds: readonly string[]
  cursor: string | undefined
  /** Seals and opens cursors with the server's key. */
  cursors: HistoryCursors
  /** The `icon.url` of a token (base URL and project applied). */
  iconUrl: (token: KnownToken) => string
  /** The USD prices of this answer. */
  prices: PriceBook
  limit?: number
  /** How an ERC-721 transfer names its token; `#<id>` by default. */
  nftLabel?: NftLabel
}

/**
 * A page of the account's transactions, newest first (by block time, then block, chain and
 * hash): the indexed transfers it sent or received (ERC-721 ones too), grouped by transaction. Keyset paging:
 * `next` points after the last one, `null` on the last page.
 */
export async function listTransactions(
  db: Queryable,
  catalogue: TokenCatalogue,
  parameters: ListTransactionsParameters,
): Promise<{ data: Transaction[]; next: string | null }> {
  const { address, chainIds, limit = historyPageSize } = parameters
  const after =
    parameters.cursor === undefined
      ? undefined
      : decodeHistoryCursor(parameters.cursors, parameters.cursor)
  const { rows } = await db.query<TransactionRow>(
    `WITH mine AS (
       SELECT chain_id, tx_hash, max(block_number) AS block_number, max(mined_at) AS mined_at
       FROM (
         SELECT chain_id, tx_hash, block_number, mined_at FROM transfers
         WHERE (from_address = $1 OR to_address = $1) AND chain_id = ANY($2::text[])
         UNION ALL
         SELECT chain_id, tx_hash, block_number, mined_at FROM nft_transfers
         WHERE (from_address = $1 OR to_address = $1) AND chain_id = ANY($2::text[])
       ) moved
       GROUP BY chain_id, tx_hash
     )
     SELECT chain_id, tx_hash, block_number::text AS block_number, mined_at FROM mine
     WHERE $3::timestamptz IS NULL
       OR (mined_at, block_number, chain_id, tx_hash) < ($3::timestamptz, $4::bigint, $5::text, $6::text)
     ORDER BY mined_at DESC, block_number DESC, chain_id DESC, tx_hash DESC
     LIMIT $7`,
    [
      address,
      [...chainIds],
      after?.minedAt ?? null,
      after?.block ?? null,
      after?.chainId ?? null,
      after?.hash ?? null,
      limit + 1,
    ],
  )
  const page = rows.slice(0, limit)
  const transfers = page.length
    ? (
        await db.query<TransferRow>(
          `SELECT chain_id, tx_hash, log_index, from_address, to_address, token,
             amount::text AS amount, status
           FROM transfers
           WHERE (chain_id, tx_hash) IN (SELECT * FROM unnest($1::text[], $2::text[]))
             AND (from_address = $3 OR to_address = $3)
           ORDER BY log_index`,
          [page.map((row) => row.chain_id), page.map((row) => row.tx_hash), address],
        )
      ).rows
    : []
  const nfts = await readNftHistoryTransfers(
    db,
    page.map((row) => ({ chainId: row.chain_id, txHash: row.tx_hash })),
    address,
    parameters.nftLabel ?? (async (_chainId, _contract, tokenId) => `#${tokenId}`),
  )
  const data = page.map((row) =>
    toTransaction(
      row,
      transfers.filter((t) => t.chain_id === row.chain_id && t.tx_hash === row.tx_hash),
      nfts.filter((t) => t.chainId === row.chain_id && t.txHash === row.tx_hash),
      address,
      catalogue,
      parameters.prices,
      parameters.iconUrl,
    ),
  )
  const last = page.at(-1)
  const next =
    rows.length > limit && last
      ? parameters.cursors.seal({
          minedAt: new Date(last.mined_at).toISOString(),
          block: last.block_number,
          chainId: last.chain_id,
          hash: last.tx_hash,
        })
      : null
  return { data, next }
}

function toTransaction(
  row: TransactionRow,
  transfers: readonly TransferRow[],
  nfts: readonly NftHistoryTransfer[],
  address: string,
  catalogue: TokenCatalogue,
  prices: PriceBook,
  iconUrl: (token: KnownToken) => string,
): Transaction {
  const first = transfers[0]
    ? { from: transfers[0].from_address, to: transfers[0].to_address }
    : nfts[0]
  const sent =
    transfers.some((transfer) => transfer.from_address === address) ||
    nfts.some((nft) => nft.from === address)
  const transaction: Transaction = {
    id: `${row.chain_id}:${row.tx_hash}`,
    metadata: {
      operationType: sent ? 'send' : 'receive',
      minedAt: new Date(row.mined_at).toISOString(),
      chain: row.chain_id,
      status: transfers.some((transfer) => transfer.status === 'failed') ? 'failed' : 'confirmed',
      sentFrom: first ? getAddress(first.from) : '',
      sentTo: first ? getAddress(first.to) : '',
      hash: row.tx_hash,
    },
    transfers: transfers.flatMap((transfer) => {
      const token = catalogue.find(transfer.chain_id, transfer.token)
      if (!token) return []
      const numeric = formatUnits(BigInt(transfer.amount), token.decimals)
      const direction =
        transfer.from_address === transfer.to_address
          ? ('self' as const)
          : transfer.from_address === address
            ? ('out' as const)
            : ('in' as const)
      return [
        {
          fungible_info: {
            name: token.name,
            symbol: token.symbol,
            icon: { url: iconUrl(token) },
          },
          direction,
          quantity: { numeric },
          ...pricedAt(numeric, prices.priceOf(token)),
        },
      ]
    }),
  }
  transaction.transfers.push(...nfts.map((nft) => nft.transfer))
  return transaction
}
