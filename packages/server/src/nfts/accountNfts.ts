import { getAddress } from 'viem'
import * as z from 'zod'
import type { HistoryCursors } from '../blockchain/historyCursors.js'
import type { Queryable } from '../db/database.js'
import { mapLimit } from '../indexer/mapLimit.js'
import type { NftChainReads, NftCollection } from './nftChainReads.js'
import type { NftMetadataFetcher } from './nftMetadataFetcher.js'

/** One token of `GET /v1/account/{address}/nfts`. */
export type AccountNft = {
  /** CAIP-2. */
  chainId: string
  /** CAIP-10 of the collection's contract (checksummed). */
  contract: string
  collection: NftCollection
  /** Decimal. */
  tokenId: string
  /** The metadata's name, else the collection's name and the id. */
  name: string
  description?: string
  image?: string
  tokenUri?: string
}

export type AccountNftsPage = { data: AccountNft[]; next: string | null }

export const nftPageSize = 20
const enrichConcurrency = 6

const cursorSchema = z.object({
  kind: z.literal('nfts'),
  chainId: z.string(),
  contract: z.string(),
  tokenId: z.string().regex(/^\d+$/),
})

export type ListAccountNftsParameters = {
  /** Lower-case 0x address. */
  owner: string
  chainIds: readonly string[]
  cursor: string | undefined
  cursors: HistoryCursors
  limit?: number
  reads: NftChainReads
  metadata: NftMetadataFetcher
  /** Whether a chain's token URIs may point at this machine or a private network. */
  allowPrivateMetadata: (chainId: string) => boolean
}

/**
 * The ERC-721 tokens `owner` holds by the indexer, ordered by chain, contract and id, a page at
 * a time (`next` sealed like the history's), each with its collection and, when its metadata
 * can be read, its name, description and image; a token whose metadata cannot be read is
 * listed with its id and collection.
 */
export async function listAccountNfts(
  db: Queryable,
  parameters: ListAccountNftsParameters,
): Promise<AccountNftsPage> {
  const { owner, chainIds, cursors, reads, metadata } = parameters
  const limit = parameters.limit ?? nftPageSize
  const after =
    parameters.cursor === undefined ? undefined : cursors.open(parameters.cursor, cursorSchema)
  const { rows } = await db.query<{ chain_id: string; contract: string; token_id: string }>(
    `SELECT chain_id, contract, token_id::text AS token_id FROM nft_owners
     WHERE owner = $1 AND chain_id = ANY($2::text[])
       AND ($3::text IS NULL OR (chain_id, contract, token_id) > ($3::text, $4::text, $5::numeric))
     ORDER BY chain_id, contract, token_id
     LIMIT $6`,
    [
      owner,
      [...chainIds],
      after?.chainId ?? null,
      after?.contract ?? null,
      after?.tokenId ?? null,
      limit + 1,
    ],
  )
  const page = rows.slice(0, limit)
  const last = page.at(-1)
  const data = await mapLimit(page, enrichConcurrency, async (row): Promise<AccountNft> => {
    const contract = getAddress(row.contract)
    const tokenId = BigInt(row.token_id)
    const [collection, tokenUri] = await Promise.all([
      reads.collection(row.chain_id, contract),
      reads.tokenUri(row.chain_id, contract, tokenId),
    ])
    const meta = tokenUri
      ? await metadata.read(tokenUri, parameters.allowPrivateMetadata(row.chain_id))
      : {}
    return {
      chainId: row.chain_id,
      contract: `${row.chain_id}:${contract}`,
      collection,
      tokenId: row.token_id,
      name: meta.name ?? `${collection.name || contract} #${row.token_id}`,
      ...(meta.description ? { description: meta.description } : {}),
      ...(meta.image ? { image: meta.image } : {}),
      ...(tokenUri ? { tokenUri } : {}),
    }
  })
  return {
    data,
    next:
      rows.length > limit && last
        ? cursors.seal({
            kind: 'nfts',
            chainId: last.chain_id,
            contract: last.contract,
            tokenId: last.token_id,
          })
        : null,
  }
}
