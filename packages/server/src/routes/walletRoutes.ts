import { createHash } from 'node:crypto'
import { isCaipNetworkId } from '@latch/core'
import { Hono } from 'hono'
import * as z from 'zod'
import type { Queryable } from '../db/database.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { createLiveWalletIndex } from '../wallets/liveWalletIndex.js'
import { createResponseCache } from '../wallets/responseCache.js'
import { badgeTypes, type WalletListing } from '../wallets/wallet.js'
import { canonicalWalletQuery } from '../wallets/walletIndex.js'
import type { WalletRow } from '../wallets/walletStore.js'

/** SPEC.md §7 page sizes: featured = ids asked, recommended 4, paged 40, search 100. */
export const walletPageSizes = { recommended: 4, paged: 40, search: 100, max: 100 } as const

const maxListedIds = 500

function commaList(item: z.ZodType<string, string>, max: number) {
  return z
    .string()
    .max(max * 130)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).max(max))
}

const walletIdSchema = z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be wallet ids')

const getWalletsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  entries: z.coerce.number().int().min(1).max(walletPageSizes.max).default(walletPageSizes.paged),
  include: commaList(walletIdSchema, maxListedIds).optional(),
  exclude: commaList(walletIdSchema, maxListedIds).optional(),
  search: z.string().trim().max(64).optional(),
  badge_type: z.enum(badgeTypes).optional(),
  chains: commaList(
    z.string().refine((chain): boolean => isCaipNetworkId(chain), 'must be CAIP-2 chain ids'),
    50,
  ).optional(),
})

/** A listing's JSON before and after its image URL, the one field that depends on the request. */
type ListingJson = { head: string; tail: string }

// Made once per wallet of the registry in memory, so that an answer is joined, not serialized.
const listingJson = new WeakMap<WalletRow, ListingJson>()

function listingJsonOf(row: WalletRow): ListingJson {
  let json = listingJson.get(row)
  if (!json) {
    const head: Pick<WalletListing, 'id' | 'name' | 'image_id'> = {
      id: row.id,
      name: row.name,
      image_id: row.image_id,
    }
    const tail: Omit<WalletListing, 'id' | 'name' | 'image_id' | 'image_url'> = {
      rdns: row.rdns,
      chains: row.chains,
      homepage: row.homepage,
      mobile_link: row.mobile_link,
      desktop_link: row.desktop_link,
      webapp_link: row.webapp_link,
      badge_type: row.badge_type,
    }
    json = {
      head: `${JSON.stringify(head).slice(0, -1)},"image_url":`,
      tail: `,${JSON.stringify(tail).slice(1)}`,
    }
    listingJson.set(row, json)
  }
  return json
}

/** Whether `If-None-Match` names `etag` (weak comparison, RFC 9110 §13.1.2). */
function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*')
}

export type WalletRoutesOptions = {
  /** How often the registry's seed fingerprint is read again (`createLiveWalletIndex`). */
  registryCheckIntervalMs?: number | undefined
  /** Characters of serialized answers kept for repeated queries: 16 million by default. */
  responseCacheChars?: number | undefined
}

const defaultResponseCacheChars = 16_000_000

/**
 * `GET /getWallets?page&entries&include&exclude&search&badge_type&chains` →
 * `{ count, data: WalletListing[] }`: `count` wallets match, `data` is the page asked.
 *
 * Answered from an in-memory index of the registry (`createLiveWalletIndex`, loaded as the
 * routes are made), with a strong ETag per registry version, query, project and image base:
 * `If-None-Match` gets a 304 without any work, and the most recently asked answers are kept
 * serialized.
 */
export function walletRoutes(
  db: Queryable,
  publicUrl: string | undefined,
  options: WalletRoutesOptions = {},
): Hono<ServiceEnv> {
  const registry = createLiveWalletIndex({ db, checkIntervalMs: options.registryCheckIntervalMs })
  // Loaded now, not on the first visitor's request: 100,000 wallets take seconds. A failure
  // here is not lost: the first request loads again, and fails with it.
  registry.current().catch(() => undefined)
  const responses = createResponseCache(options.responseCacheChars ?? defaultResponseCacheChars)
  return new Hono<ServiceEnv>().get('/getWallets', async (c) => {
    const query = validate(getWalletsQuerySchema, c.req.query(), 'query')
    const parameters = canonicalWalletQuery({
      page: query.page,
      entries: query.entries,
      include: query.include,
      exclude: query.exclude,
      search: query.search,
      badgeType: query.badge_type,
      chains: query.chains,
    })
    const index = await registry.current()
    const base = publicUrl ?? new URL(c.req.url).origin
    const projectId = c.get('project').id
    // Everything the answer depends on: the same key is the same bytes, in any process.
    const key = JSON.stringify([index.version, projectId, base, parameters])
    const cached = responses.get(key)
    const etag =
      cached?.etag ?? `"${createHash('sha256').update(key).digest('base64url').slice(0, 32)}"`
    c.header('etag', etag)
    // Stored, but asked again each time: a reseed changes the answer at any moment.
    c.header('cache-control', 'no-cache')
    if (matchesEntityTag(c.req.header('if-none-match'), etag)) return c.body(null, 304)
    let body = cached?.body
    if (body === undefined) {
      const { count, wallets } = index.find(parameters)
      const project = encodeURIComponent(projectId)
      const data = wallets.map((row) => {
        const { head, tail } = listingJsonOf(row)
        const imageUrl = `${base}/getWalletImage/${encodeURIComponent(row.image_id)}?projectId=${project}`
        return `${head}${JSON.stringify(imageUrl)}${tail}`
      })
      // The bytes of JSON.stringify({ count, data }) over the listings.
      body = `{"count":${count},"data":[${data.join(',')}]}`
      responses.set(key, { etag, body })
    }
    c.header('content-type', 'application/json')
    return c.body(body)
  })
}
