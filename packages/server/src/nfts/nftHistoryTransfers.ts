import type { Transaction } from '@latch/core'
import { getAddress } from 'viem'
import type { Queryable } from '../db/database.js'
import type { NftChainReads } from './nftChainReads.js'

/** One transaction transfer of the history, as `@latch/core` reads it. */
type HistoryTransfer = Transaction['transfers'][number]

/** An ERC-721 transfer of a transaction on the history's page. */
export type NftHistoryTransfer = {
  chainId: string
  txHash: string
  logIndex: number
  /** Lower-case 0x. */
  from: string
  to: string
  transfer: HistoryTransfer
}

/** How the history names a token: its collection's symbol (or name) and its id. */
export type NftLabel = (
  chainId: string,
  contract: `0x${string}`,
  tokenId: bigint,
) => Promise<string>

/**
 * Labels tokens `LCOL #4`: the collection's symbol (else its name) as its contract states it,
 * and the id.
 */
export function collectionLabel(reads: NftChainReads): NftLabel {
  return async (chainId, contract, tokenId) => {
    const { name, symbol } = await reads.collection(chainId, contract)
    return `${symbol || name || 'NFT'} #${tokenId}`
  }
}

/**
 * The ERC-721 transfers to or from `address` in the page's transactions (`pairs` of chain and
 * hash), each as a history transfer: `nft_info` with the token's label, quantity 1, no price.
 */
export async function readNftHistoryTransfers(
  db: Queryable,
  pairs: readonly { chainId: string; txHash: string }[],
  address: string,
  label: NftLabel,
): Promise<NftHistoryTransfer[]> {
  if (pairs.length === 0) return []
  const { rows } = await db.query<{
    chain_id: string
    tx_hash: string
    log_index: number
    contract: string
    token_id: string
    from_address: string
    to_address: string
  }>(
    `SELECT chain_id, tx_hash, log_index, contract, token_id::text AS token_id, from_address,
       to_address
     FROM nft_transfers
     WHERE (chain_id, tx_hash) IN (SELECT * FROM unnest($1::text[], $2::text[]))
       AND (from_address = $3 OR to_address = $3)
     ORDER BY log_index`,
    [pairs.map((pair) => pair.chainId), pairs.map((pair) => pair.txHash), address],
  )
  return Promise.all(
    rows.map(async (row) => ({
      chainId: row.chain_id,
      txHash: row.tx_hash,
      logIndex: row.log_index,
      from: row.from_address,
      to: row.to_address,
      transfer: {
        nft_info: {
          name: await label(row.chain_id, getAddress(row.contract), BigInt(row.token_id)),
          // Nothing tells spam apart here; a token is shown as what it is.
          flags: { is_spam: false },
        },
        direction:
          row.from_address === row.to_address
            ? 'self'
            : row.from_address === address
              ? 'out'
              : 'in',
        quantity: { numeric: '1' },
      },
    })),
  )
}
