import { type Context, Hono } from 'hono'
import * as z from 'zod'
import {
  accountSchemaOn,
  bitcoinAddressSchema,
  caipNetworkIdSchema,
  chainUnavailable,
  cosmosAddressSchema,
  evmAddressSchema,
  indexedChain,
  polkadotAddressSchema,
  solanaAddressSchema,
} from '../blockchain/accountParameters.js'
import { readBitcoinBalances } from '../blockchain/bitcoinBalances.js'
import { listBitcoinTransactions } from '../blockchain/bitcoinHistory.js'
import { readCosmosBalances } from '../blockchain/cosmosBalances.js'
import { listCosmosTransactions } from '../blockchain/cosmosHistory.js'
import { readPolkadotBalances } from '../blockchain/polkadotBalances.js'
import { listPolkadotTransactions } from '../blockchain/polkadotHistory.js'
import { listSolanaTransactions } from '../blockchain/solanaHistory.js'
import { readSolanaTokenBalances } from '../blockchain/solanaTokenBalances.js'
import { storedHistoryCursors } from '../blockchain/storedHistoryCursors.js'
import {
  type BalancesShown,
  readTokenBalances,
  type ServedTokenBalance,
} from '../blockchain/tokenBalances.js'
import { nativeAssetReference, type TokenCatalogue } from '../blockchain/tokenCatalogue.js'
import { historyPageSize, listTransactions } from '../blockchain/transactionHistory.js'
import {
  type BitcoinChainSettings,
  isBitcoinAddressOfChain,
  isBitcoinChain,
} from '../chains/bitcoinChainSettings.js'
import type { ChainClients } from '../chains/chainClient.js'
import { type CosmosChainSettings, isCosmosChain } from '../chains/cosmosChainSettings.js'
import type { CosmosClients } from '../chains/cosmosClient.js'
import { createEsploraClients } from '../chains/esploraClient.js'
import { isPolkadotChain, type PolkadotChainSettings } from '../chains/polkadotChainSettings.js'
import type { PolkadotClients } from '../chains/polkadotClient.js'
import { createSolanaClients } from '../chains/solanaClient.js'
import { isSolanaCluster, type SolanaClusterSettings } from '../chains/solanaClusterSettings.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import type { NftLabel } from '../nfts/nftHistoryTransfers.js'
import { readPriceBook } from '../prices/priceBook.js'
import type { PriceSource } from '../prices/priceSource.js'
import { jsonBody } from './jsonBody.js'

export type AccountRoutesParameters = {
  db: Queryable
  catalogue: TokenCatalogue
  /** USD prices of the balances, history and `/v1/fungible/price`. */
  prices: PriceSource
  clients: ChainClients
  /** The Solana clusters whose balances are read live; none by default. */
  solanaClusters?: readonly SolanaClusterSettings[]
  /** The Bitcoin chains whose balances and history are read live from Esplora; none by default. */
  bitcoinChains?: readonly BitcoinChainSettings[]
  /** The Polkadot chains whose balances and recent transfers are read live; none by default. */
  polkadotChains?: readonly PolkadotChainSettings[]
  /** Their nodes' clients (`createPolkadotClients(polkadotChains)`, which the caller closes). */
  polkadotClients?: PolkadotClients
  /** The newest blocks of a Polkadot chain the history reads; 100 by default. */
  polkadotHistoryBlocks?: number
  /** The Cosmos chains whose balances and bank sends are read live; none by default. */
  cosmosChains?: readonly CosmosChainSettings[]
  /** Their nodes' clients (`createCosmosClients(cosmosChains)`, which the caller closes). */
  cosmosClients?: CosmosClients
  publicUrl: string | undefined
  /** How the history names an ERC-721 token it lists; `#<id>` by default. */
  nftLabel?: NftLabel
}

const balanceQuerySchema = z.object({
  currency: z.literal('usd', 'only usd is supported').default('usd'),
  chainId: caipNetworkIdSchema,
  // Balances are read live at every call, so forcing an update changes nothing.
  forceUpdate: z.string().max(16).optional(),
})

const historyQuerySchema = z.object({
  cursor: z.string().max(512).optional(),
  chainId: caipNetworkIdSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(historyPageSize),
})

const priceBodySchema = z.object({
  currency: z.literal('usd', 'only usd is supported'),
  addresses: z.array(z.string().max(200)).min(1).max(100),
  projectId: z.string().optional(),
})

function notAnAddressOf(chainId: string, field: string): RequestError {
  return new RequestError(
    400,
    'invalid_request',
    `Invalid path parameter "${field}": not an address of ${chainId}`,
    field,
  )
}

/** Refuses a Bitcoin address of another chain than `chain`: 400 naming `field`. */
function checkBitcoinAddressOf(chain: BitcoinChainSettings, address: string, field: string) {
  if (!isBitcoinAddressOfChain(address, chain.chain)) {
    throw notAnAddressOf(chain.caipNetworkId, field)
  }
}

/** Refuses a cosmos address with another prefix than a known `chain`'s: 400 naming `field`. */
function checkCosmosAddressOf(chain: CosmosChainSettings, address: string, field: string) {
  if (chain.bech32Prefix !== undefined && !address.startsWith(`${chain.bech32Prefix}1`)) {
    throw notAnAddressOf(chain.caipNetworkId, field)
  }
}

/**
 * The account part of the blockchain service (SPEC.md §7), for the eip155 chains, the Solana
 * clusters (balances, and history read live from the cluster's RPC),
 * the Bitcoin chains (balances and history, read live from their Esplora) and the Polkadot
 * chains (balances, and the transfers of their newest blocks, read live from their node) and
 * the Cosmos chains (every denom's balance, and the bank sends of the node's transaction index):
 * `GET /v1/supported-chains` → `{ http, ws }`,
 * `GET /v1/account/{address}/balance?currency&chainId&forceUpdate` → `{ balances }`,
 * `GET /v1/account/{account}/history?cursor&chainId&limit` → `{ data, next }`,
 * `POST /v1/fungible/price` `{ currency, addresses, projectId }` → `{ fungibles }`.
 */
export function accountRoutes(parameters: AccountRoutesParameters): Hono<ServiceEnv> {
  const { db, catalogue, clients, solanaClusters = [], bitcoinChains = [], publicUrl } = parameters
  const { polkadotChains = [], polkadotClients, polkadotHistoryBlocks = 100 } = parameters
  const { cosmosChains = [], cosmosClients } = parameters
  const solanaClients = createSolanaClients(solanaClusters)
  const esploraClients = createEsploraClients(bitcoinChains)
  // The key cursors are sealed with, read from the database once (every process shares it).
  const cursors = storedHistoryCursors(db)
  const indexed = [...clients.keys()]
  const supported = [
    ...indexed,
    ...solanaClients.keys(),
    ...esploraClients.keys(),
    ...polkadotChains.map((chain) => chain.caipNetworkId),
    ...cosmosChains.map((chain) => chain.caipNetworkId),
  ]
  const baseOf = (c: Context<ServiceEnv>) => publicUrl ?? new URL(c.req.url).origin
  // The prices an answer on `chainIds` may show, read before it is written.
  const pricesOn = (chainIds: readonly string[], fresh = false) =>
    readPriceBook(parameters.prices, {
      chainIds,
      tokens: chainIds.flatMap((chainId) => catalogue.tokensOf(chainId)),
      fresh,
    })

  return new Hono<ServiceEnv>()
    .get('/v1/supported-chains', (c) => c.json({ http: supported, ws: [] as string[] }))
    .get('/v1/account/:address/balance', async (c) => {
      const query = validate(balanceQuerySchema, c.req.query(), 'query')
      const chain = indexedChain(catalogue, query.chainId, 'chainId')
      const path = { address: c.req.param('address') }
      const shown: BalancesShown = {
        catalogue,
        // `forceUpdate` (the client's read after the account changed, a swap say): prices now.
        prices: await pricesOn([chain.caipNetworkId], query.forceUpdate === 'true'),
        base: baseOf(c),
        projectId: c.get('project').id,
      }
      let read: () => Promise<ServedTokenBalance[]>
      if (isBitcoinChain(chain)) {
        const { address } = validate(z.object({ address: bitcoinAddressSchema }), path, 'path')
        checkBitcoinAddressOf(chain, address, 'address')
        const client = esploraClients.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        read = () => readBitcoinBalances({ ...shown, chain, client, address })
      } else if (isPolkadotChain(chain)) {
        const { address } = validate(z.object({ address: polkadotAddressSchema }), path, 'path')
        const client = polkadotClients?.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        read = () => readPolkadotBalances({ ...shown, chain, client, account: address })
      } else if (isCosmosChain(chain)) {
        const { address } = validate(z.object({ address: cosmosAddressSchema }), path, 'path')
        checkCosmosAddressOf(chain, address, 'address')
        const client = cosmosClients?.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        read = () => readCosmosBalances({ ...shown, chain, client, address })
      } else if (isSolanaCluster(chain)) {
        const owner = validate(z.object({ address: solanaAddressSchema }), path, 'path').address
        const client = solanaClients.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        read = () => readSolanaTokenBalances({ ...shown, cluster: chain, client, owner })
      } else {
        const { address } = validate(z.object({ address: evmAddressSchema }), path, 'path')
        const client = clients.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        read = () => readTokenBalances({ ...shown, chain, client, address })
      }
      let balances: ServedTokenBalance[]
      try {
        balances = await read()
      } catch (cause) {
        throw chainUnavailable(chain.caipNetworkId, cause)
      }
      c.header('cache-control', 'no-store')
      return c.json({ balances })
    })
    .get('/v1/account/:account/history', async (c) => {
      const query = validate(historyQuerySchema, c.req.query(), 'query')
      const { account } = validate(
        z.object({ account: accountSchemaOn(query.chainId?.split(':')[0]) }),
        { account: c.req.param('account') },
        'path',
      )
      if (query.chainId && account.chainId && query.chainId !== account.chainId) {
        throw new RequestError(
          400,
          'invalid_request',
          `Invalid query parameter "chainId": the account is on ${account.chainId}`,
          'chainId',
        )
      }
      const chainId = query.chainId ?? account.chainId
      const chain = chainId
        ? indexedChain(catalogue, chainId, query.chainId ? 'chainId' : 'account')
        : undefined
      if (chain && !chain.caipNetworkId.startsWith(`${account.namespace}:`)) {
        throw notAnAddressOf(chain.caipNetworkId, 'account')
      }
      c.header('cache-control', 'no-store')
      if (account.namespace === 'bip122') {
        if (!chain || !isBitcoinChain(chain)) {
          throw new RequestError(
            400,
            'invalid_request',
            'Invalid query parameter "chainId": a Bitcoin address needs its chain (bip122:<reference>)',
            'chainId',
          )
        }
        const { address } = account
        checkBitcoinAddressOf(chain, address, 'account')
        const client = esploraClients.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        const native = catalogue.find(chain.caipNetworkId, nativeAssetReference)
        const iconUrl = native ? catalogue.iconUrl(native, baseOf(c), c.get('project').id) : ''
        try {
          return c.json(
            await listBitcoinTransactions({
              chain,
              client,
              prices: await pricesOn([chain.caipNetworkId]),
              address,
              cursor: query.cursor,
              cursors: await cursors(),
              limit: query.limit,
              iconUrl,
            }),
          )
        } catch (error) {
          if (error instanceof RequestError) throw error
          throw chainUnavailable(chain.caipNetworkId, error)
        }
      }
      if (account.namespace === 'polkadot') {
        if (!chain || !isPolkadotChain(chain)) {
          throw new RequestError(
            400,
            'invalid_request',
            'Invalid query parameter "chainId": a polkadot address needs its chain (polkadot:<reference>)',
            'chainId',
          )
        }
        const client = polkadotClients?.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        const base = baseOf(c)
        const projectId = c.get('project').id
        try {
          return c.json(
            await listPolkadotTransactions({
              chain,
              client,
              prices: await pricesOn([chain.caipNetworkId]),
              account: account.address,
              cursor: query.cursor,
              cursors: await cursors(),
              limit: query.limit,
              blocks: polkadotHistoryBlocks,
              iconUrl: (token) => catalogue.iconUrl(token, base, projectId),
            }),
          )
        } catch (error) {
          if (error instanceof RequestError) throw error
          throw chainUnavailable(chain.caipNetworkId, error)
        }
      }
      if (account.namespace === 'cosmos') {
        if (!chain || !isCosmosChain(chain)) {
          throw new RequestError(
            400,
            'invalid_request',
            'Invalid query parameter "chainId": a cosmos address needs its chain (cosmos:<chain id>)',
            'chainId',
          )
        }
        checkCosmosAddressOf(chain, account.address, 'account')
        const client = cosmosClients?.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        const base = baseOf(c)
        const projectId = c.get('project').id
        try {
          return c.json(
            await listCosmosTransactions({
              chain,
              client,
              prices: await pricesOn([chain.caipNetworkId]),
              address: account.address,
              cursor: query.cursor,
              cursors: await cursors(),
              limit: query.limit,
              iconUrl: (token) => catalogue.iconUrl(token, base, projectId),
            }),
          )
        } catch (error) {
          if (error instanceof RequestError) throw error
          throw chainUnavailable(chain.caipNetworkId, error)
        }
      }
      if (account.namespace === 'solana') {
        if (!chain || !isSolanaCluster(chain)) {
          throw new RequestError(
            400,
            'invalid_request',
            'Invalid query parameter "chainId": a Solana address needs its cluster (solana:<reference>)',
            'chainId',
          )
        }
        const client = solanaClients.get(chain.caipNetworkId)
        if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
        const base = baseOf(c)
        const projectId = c.get('project').id
        try {
          return c.json(
            await listSolanaTransactions({
              cluster: chain,
              client,
              catalogue,
              prices: await pricesOn([chain.caipNetworkId]),
              address: account.address,
              cursor: query.cursor,
              cursors: await cursors(),
              limit: query.limit,
              iconUrl: (token) => catalogue.iconUrl(token, base, projectId),
            }),
          )
        } catch (error) {
          if (error instanceof RequestError) throw error
          throw chainUnavailable(chain.caipNetworkId, error)
        }
      }
      const base = baseOf(c)
      const projectId = c.get('project').id
      const chainIds = chainId ? [chainId] : indexed
      const page = await listTransactions(db, catalogue, {
        address: account.address,
        chainIds,
        prices: await pricesOn(chainIds),
        cursor: query.cursor,
        cursors: await cursors(),
        limit: query.limit,
        iconUrl: (token) => catalogue.iconUrl(token, base, projectId),
        ...(parameters.nftLabel ? { nftLabel: parameters.nftLabel } : {}),
      })
      return c.json(page)
    })
    .post('/v1/fungible/price', async (c) => {
      const body = validate(priceBodySchema, await jsonBody(c), 'body')
      const project = c.get('project')
      if (body.projectId !== undefined && body.projectId !== project.id) {
        throw new RequestError(
          400,
          'invalid_request',
          'Invalid body field "projectId": not the project of the query',
          'projectId',
        )
      }
      const base = baseOf(c)
      const tokens = body.addresses.flatMap((id) => {
        const parts = id.split(':')
        if (parts.length !== 3) return []
        const [namespace, reference, asset] = parts as [string, string, string]
        const token = catalogue.find(`${namespace}:${reference}`, asset)
        return token ? [token] : []
      })
      const prices = await readPriceBook(parameters.prices, { chainIds: [], tokens })
      const fungibles = tokens.map((token) => {
        const price = prices.priceOf(token)
        return {
          name: token.name,
          symbol: token.symbol,
          iconUrl: catalogue.iconUrl(token, base, project.id),
          // Left out, never 0, when no source prices the token (issue 30's contract).
          ...(price === undefined ? {} : { price }),
        }
      })
      return c.json({ fungibles })
    })
}
