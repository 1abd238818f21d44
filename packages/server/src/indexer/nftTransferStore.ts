import type { Queryable } from '../db/database.js'

/** One ERC-721 `Transfer` the indexer found. */
export type NftTransferRecord = {
  /** CAIP-2. */
  chainId: string
  blockNumber: bigint
  txHash: string
  logIndex: number
  /** Lower-case 0x addresses. */
  contract: string
  tokenId: bigint
  from: string
  to: string
  minedAt: Date
}

const after = (a: NftTransferRecord, b: NftTransferRecord) =>
  a.blockNumber > b.blockNumber || (a.blockNumber === b.blockNumber && a.logIndex > b.logIndex)

/**
 * Writes ERC-721 transfers and moves each token to its last recipient, in the caller's
 * transaction (the indexer's, with its cursor). A transfer written twice is stored once, and
 * an owner is replaced only by a later transfer.
 */
export async function writeNftTransfers(
  tx: Queryable,
  transfers: readonly NftTransferRecord[],
): Promise<void> {
  if (transfers.length === 0) return
  await tx.query(
    `INSERT INTO nft_transfers (chain_id, block_number, tx_hash, log_index, contract, token_id,
       from_address, to_address, mined_at)
     SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::int[], $5::text[],
       $6::numeric[], $7::text[], $8::text[], $9::timestamptz[])
     ON CONFLICT (chain_id, tx_hash, log_index) DO NOTHING`,
    [
      transfers.map((t) => t.chainId),
      transfers.map((t) => t.blockNumber.toString()),
      transfers.map((t) => t.txHash),
      transfers.map((t) => t.logIndex),
      transfers.map((t) => t.contract),
      transfers.map((t) => t.tokenId.toString()),
      transfers.map((t) => t.from),
      transfers.map((t) => t.to),
      transfers.map((t) => t.minedAt.toISOString()),
    ],
  )
  // One row per token: a statement cannot update the same owner row twice.
  const last = new Map<string, NftTransferRecord>()
  for (const transfer of transfers) {
    const key = `${transfer.chainId}|${transfer.contract}|${transfer.tokenId}`
    const seen = last.get(key)
    if (!seen || after(transfer, seen)) last.set(key, transfer)
  }
  const owners = [...last.values()]
  await tx.query(
    `INSERT INTO nft_owners (chain_id, contract, token_id, owner, block_number, log_index)
     SELECT * FROM unnest($1::text[], $2::text[], $3::numeric[], $4::text[], $5::bigint[], $6::int[])
     ON CONFLICT (chain_id, contract, token_id) DO UPDATE SET
       owner = EXCLUDED.owner, block_number = EXCLUDED.block_number, log_index = EXCLUDED.log_index
     WHERE (nft_owners.block_number, nft_owners.log_index)
       < (EXCLUDED.block_number, EXCLUDED.log_index)`,
    [
      owners.map((t) => t.chainId),
      owners.map((t) => t.contract),
      owners.map((t) => t.tokenId.toString()),
      owners.map((t) => t.to),
      owners.map((t) => t.blockNumber.toString()),
      owners.map((t) => t.logIndex),
    ],
  )
}

/**
 * Forgets the ERC-721 transfers after `lastKeptBlock` and gives each token they moved back to
 * its owner before them (none, if it was minted after), in the caller's transaction.
 */
export async function rewindNftTransfers(
  tx: Queryable,
  chainId: string,
  lastKeptBlock: bigint,
): Promise<void> {
  await tx.query('DELETE FROM nft_transfers WHERE chain_id = $1 AND block_number > $2', [
    chainId,
    lastKeptBlock.toString(),
  ])
  await tx.query(
    `WITH moved AS (
       DELETE FROM nft_owners WHERE chain_id = $1 AND block_number > $2
       RETURNING contract, token_id
     )
     INSERT INTO nft_owners (chain_id, contract, token_id, owner, block_number, log_index)
     SELECT DISTINCT ON (t.contract, t.token_id)
       t.chain_id, t.contract, t.token_id, t.to_address, t.block_number, t.log_index
     FROM nft_transfers t JOIN moved USING (contract, token_id)
     WHERE t.chain_id = $1
     ORDER BY t.contract, t.token_id, t.block_number DESC, t.log_index DESC`,
    [chainId, lastKeptBlock.toString()],
  )
}
