import { Hono } from 'hono'
import * as z from 'zod'
import { caipNetworkIdSchema, evmAddressSchema } from '../blockchain/accountParameters.js'
import { storedHistoryCursors } from '../blockchain/storedHistoryCursors.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { listAccountNfts, nftPageSize } from '../nfts/accountNfts.js'
import { createNftChainReads, type NftChainReads } from '../nfts/nftChainReads.js'
import {
  createNftMetadataFetcher,
  isPrivateHost,
  type NftMetadataFetcher,
} from '../nfts/nftMetadataFetcher.js'

export type NftRoutesParameters = {
  db: Queryable
  /** The indexed eip155 chains. */
  chains: readonly ChainSettings[]
  clients: ChainClients
  /** Reads token metadata; over HTTP with a timeout and a cache by default. */
  metadata?: NftMetadataFetcher
  /** Reads collections and token URIs (shared with the history's labels); made when absent. */
  reads?: NftChainReads
}

const querySchema = z.object({
  chainId: caipNetworkIdSchema.optional(),
  cursor: z.string().max(512).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(nftPageSize),
})

/** `0x…`, or CAIP-10 `eip155:<id>:0x…`. */
const ownerSchema = z
  .string()
  .max(200)
  .transform((value, context) => {
    const parts = value.split(':')
    const address = evmAddressSchema.safeParse(parts.at(-1))
    if (
      (parts.length !== 1 && parts.length !== 3) ||
      (parts.length === 3 && parts[0] !== 'eip155') ||
      !address.success
    ) {
      context.addIssue({ code: 'custom', message: 'must be an eip155 address or CAIP-10 account' })
      return z.NEVER
    }
    return {
      address: address.data,
      chainId: parts.length === 3 ? `${parts[0]}:${parts[1]}` : undefined,
    }
  })

/**
 * `GET /v1/account/{address}/nfts?chainId&cursor&limit` → `{ data, next }`: the ERC-721 tokens
 * the account holds on the indexed eip155 chains (one, with `chainId`), by the indexer's
 * `Transfer` logs, with their metadata.
 */
export function nftRoutes(parameters: NftRoutesParameters): Hono<ServiceEnv> {
  const { db, chains, clients } = parameters
  const reads = parameters.reads ?? createNftChainReads(clients)
  const metadata = parameters.metadata ?? createNftMetadataFetcher()
  // A chain reached on this machine or a private network is a local one: its token URIs may
  // point there too (the testkit's point at this server on 127.0.0.1).
  const privateChains = new Set(
    chains
      .filter((chain) => isPrivateHost(new URL(chain.rpcUrl).hostname))
      .map((chain) => chain.caipNetworkId as string),
  )
  const indexed = chains.map((chain) => chain.caipNetworkId as string)
  // The key cursors are sealed with, read from the database once (every process shares it).
  const cursors = storedHistoryCursors(db)
  return new Hono<ServiceEnv>().get('/v1/account/:address/nfts', async (c) => {
    const query = validate(querySchema, c.req.query(), 'query')
    const owner = validate(z.object({ address: ownerSchema }), c.req.param(), 'path').address
    const chainId = query.chainId ?? owner.chainId
    if (query.chainId && owner.chainId && query.chainId !== owner.chainId) {
      throw new RequestError(
        400,
        'invalid_request',
        `Invalid query parameter "chainId": the account is on ${owner.chainId}`,
        'chainId',
      )
    }
    if (chainId !== undefined && !indexed.includes(chainId)) {
      throw new RequestError(
        400,
        'invalid_request',
        `Chain ${chainId} is not indexed by this server (NFTs are followed on ${indexed.join(', ') || 'no chain'})`,
        query.chainId ? 'chainId' : 'address',
      )
    }
    c.header('cache-control', 'no-store')
    return c.json(
      await listAccountNfts(db, {
        owner: owner.address,
        chainIds: chainId ? [chainId] : indexed,
        cursor: query.cursor,
        cursors: await cursors(),
        limit: query.limit,
        reads,
        metadata,
        allowPrivateMetadata: (id) => privateChains.has(id),
      }),
    )
  })
}
