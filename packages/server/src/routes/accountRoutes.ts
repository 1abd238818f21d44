import { type Context, Hono } from 'hono'
import * as z from 'zod'
import {
  accountSchema,
  caipNetworkIdSchema,
  chainUnavailable,
  evmAddressSchema,
  indexedChain,
} from '../blockchain/accountParameters.js'
import { readTokenBalances } from '../blockchain/tokenBalances.js'
import { nativeAssetReference, type TokenCatalogue } from '../blockchain/tokenCatalogue.js'
import { historyPageSize, listTransactions } from '../blockchain/transactionHistory.js'
import type { ChainClients } from '../chains/chainClient.js'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { jsonBody } from './jsonBody.js'

export type AccountRoutesParameters = {
  db: Queryable
  catalogue: TokenCatalogue
  clients: ChainClients
  publicUrl: string | undefined
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

/**
 * The account part of the blockchain service (SPEC.md §7):
 * `GET /v1/supported-chains` → `{ http, ws }`,
 * `GET /v1/account/{address}/balance?currency&chainId&forceUpdate` → `{ balances }`,
 * `GET /v1/account/{account}/history?cursor&chainId&limit` → `{ data, next }`,
 * `POST /v1/fungible/price` `{ currency, addresses, projectId }` → `{ fungibles }`.
 */
export function accountRoutes(parameters: AccountRoutesParameters): Hono<ServiceEnv> {
  const { db, catalogue, clients, publicUrl } = parameters
  const supported = [...clients.keys()]
  const baseOf = (c: Context<ServiceEnv>) => publicUrl ?? new URL(c.req.url).origin

  return new Hono<ServiceEnv>()
    .get('/v1/supported-chains', (c) => c.json({ http: supported, ws: [] as string[] }))
    .get('/v1/account/:address/balance', async (c) => {
      const { address } = validate(
        z.object({ address: evmAddressSchema }),
        { address: c.req.param('address') },
        'path',
      )
      const query = validate(balanceQuerySchema, c.req.query(), 'query')
      const chain = indexedChain(catalogue, query.chainId, 'chainId')
      const client = clients.get(chain.caipNetworkId)
      if (!client) throw chainUnavailable(chain.caipNetworkId, undefined)
      let balances: Awaited<ReturnType<typeof readTokenBalances>>
      try {
        balances = await readTokenBalances({
          chain,
          client,
          catalogue,
          address,
          base: baseOf(c),
          projectId: c.get('project').id,
        })
      } catch (cause) {
        throw chainUnavailable(chain.caipNetworkId, cause)
      }
      c.header('cache-control', 'no-store')
      return c.json({ balances })
    })
    .get('/v1/account/:account/history', async (c) => {
      const { account } = validate(
        z.object({ account: accountSchema }),
        { account: c.req.param('account') },
        'path',
      )
      const query = validate(historyQuerySchema, c.req.query(), 'query')
      if (query.chainId && account.chainId && query.chainId !== account.chainId) {
        throw new RequestError(
          400,
          'invalid_request',
          `Invalid query parameter "chainId": the account is on ${account.chainId}`,
          'chainId',
        )
      }
      const chainId = query.chainId ?? account.chainId
      if (chainId) indexedChain(catalogue, chainId, query.chainId ? 'chainId' : 'account')
      const base = baseOf(c)
      const projectId = c.get('project').id
      const page = await listTransactions(db, catalogue, {
        address: account.address,
        chainIds: chainId ? [chainId] : supported,
        cursor: query.cursor,
        limit: query.limit,
        iconUrl: (token) => catalogue.iconUrl(token, base, projectId),
      })
      c.header('cache-control', 'no-store')
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
      const fungibles = body.addresses.flatMap((id) => {
        const parts = id.split(':')
        if (parts.length !== 3) return []
        const [namespace, reference, asset] = parts as [string, string, string]
        const token = catalogue.find(
          `${namespace}:${reference}`,
          asset === nativeAssetReference ? asset : asset.toLowerCase(),
        )
        if (!token) return []
        return [
          {
            name: token.name,
            symbol: token.symbol,
            iconUrl: catalogue.iconUrl(token, base, project.id),
            price: catalogue.priceOf(token.symbol),
          },
        ]
      })
      return c.json({ fungibles })
    })
}
