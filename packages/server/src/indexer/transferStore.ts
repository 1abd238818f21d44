import type { Database, Queryable } from '../db/database.js'
import {
  type NftTransferRecord,
  rewindNftTransfers,
  writeNftTransfers,
} from './nftTransferStore.js'

/** One transfer the indexer found: a native value or a listed token's `Transfer` log. */
export type TransferRecord = {
  /** CAIP-2. */
  chainId: string
  blockNumber: bigint
  txHash: string
  /** The log's index in its block; -1 for a transaction's native value. */
  logIndex: number
  /** Lower-case 0x addresses. */
  from: string
  to: string
  /** The token contract (lower-case) or `native`. */
  token: string
  amount: bigint
  status: 'confirmed' | 'failed'
  minedAt: Date
}

/** Where the indexer stands on a chain. */
export type ChainCursor = { lastBlock: bigint; lastBlockHash: string | null }

/** The cursor of `chainId`, or `undefined` before its first block. */
export async function readCursor(db: Queryable, chainId: string): Promise<ChainCursor | undefined> {
  const { rows } = await db.query<{ last_block: string; last_block_hash: string | null }>(
    'SELECT last_block::text AS last_block, last_block_hash FROM chain_cursors WHERE chain_id = $1',
    [chainId],
  )
  const row = rows[0]
  return row && { lastBlock: BigInt(row.last_block), lastBlockHash: row.last_block_hash }
}

/**
 * Writes the transfers of a range of blocks (and its ERC-721 transfers) and moves the cursor
 * to its end, in one transaction: a crash leaves either both or neither, and a transfer written
 * twice (two servers, a retried range) is stored once.
 */
export async function writeIndexedBlocks(
  db: Pick<Database, 'transaction'>,
  chainId: string,
  transfers: readonly TransferRecord[],
  cursor: { lastBlock: bigint; lastBlockHash: string },
  nftTransfers: readonly NftTransferRecord[] = [],
): Promise<void> {
  await db.transaction(async (tx) => {
    await writeNftTransfers(tx, nftTransfers)
    if (transfers.length > 0) {
      await tx.query(
        `INSERT INTO transfers (chain_id, block_number, tx_hash, log_index, from_address,
           to_address, token, amount, status, mined_at)
         SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::int[], $5::text[],
           $6::text[], $7::text[], $8::numeric[], $9::text[], $10::timestamptz[])
         ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING`,
        [
          transfers.map((t) => t.chainId),
          transfers.map((t) => t.blockNumber.toString()),
          transfers.map((t) => t.txHash),
          transfers.map((t) => t.logIndex),
          transfers.map((t) => t.from),
          transfers.map((t) => t.to),
          transfers.map((t) => t.token),
          transfers.map((t) => t.amount.toString()),
          transfers.map((t) => t.status),
          transfers.map((t) => t.minedAt.toISOString()),
        ],
      )
    }
    // GREATEST: a slower server finishing an older range never moves the cursor back.
    await tx.query(
      `INSERT INTO chain_cursors (chain_id, last_block, last_block_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET
         last_block = GREATEST(chain_cursors.last_block, EXCLUDED.last_block),
         last_block_hash = CASE WHEN EXCLUDED.last_block >= chain_cursors.last_block
           THEN EXCLUDED.last_block_hash ELSE chain_cursors.last_block_hash END,
         updated_at = now()`,
      [chainId, cursor.lastBlock.toString(), cursor.lastBlockHash],
    )
  })
}

/**
 * Forgets what was indexed after `lastKeptBlock` (a reorganisation replaced those blocks):
 * their transfers are deleted (the NFTs they moved go back to their owners) and the cursor set
 * back, to be indexed again.
 */
export async function rewindChain(
  db: Pick<Database, 'transaction'>,
  chainId: string,
  lastKeptBlock: bigint,
): Promise<void> {
  await db.transaction(async (tx) => {
    await rewindNftTransfers(tx, chainId, lastKeptBlock)
    await tx.query('DELETE FROM transfers WHERE chain_id = $1 AND block_number > $2', [
      chainId,
      lastKeptBlock.toString(),
    ])
    if (lastKeptBlock < 0n) {
      await tx.query('DELETE FROM chain_cursors WHERE chain_id = $1', [chainId])
    } else {
      await tx.query(
        `UPDATE chain_cursors SET last_block = $2, last_block_hash = NULL, updated_at = now()
         WHERE chain_id = $1`,
        [chainId, lastKeptBlock.toString()],
      )
    }
  })
}
