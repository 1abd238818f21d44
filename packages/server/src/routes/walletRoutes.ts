import { isCaipNetworkId } from '@latch/core'
import { Hono } from 'hono'
import * as z from 'zod'
import type { Queryable } from '../db/database.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { badgeTypes, type WalletListing } from '../wallets/wallet.js'
import { findWallets, type WalletRow } from '../wallets/walletStore.js'

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

function toListing(row: WalletRow, imageUrl: string): WalletListing {
  return {
    id: row.id,
    name: row.name,
    image_id: row.image_id,
    image_url: imageUrl,
    rdns: row.rdns,
    chains: row.chains,
    homepage: row.homepage,
    mobile_link: row.mobile_link,
    desktop_link: row.desktop_link,
    webapp_link: row.webapp_link,
    badge_type: row.badge_type,
  }
}

/**
 * `GET /getWallets?page&entries&include&exclude&search&badge_type&chains` →
 * `{ count, data: WalletListing[] }`: `count` wallets match, `data` is the page asked.
 */
export function walletRoutes(db: Queryable, publicUrl: string | undefined): Hono<ServiceEnv> {
  return new Hono<ServiceEnv>().get('/getWallets', async (c) => {
    const query = validate(getWalletsQuerySchema, c.req.query(), 'query')
    const { count, wallets } = await findWallets(db, {
      page: query.page,
      entries: query.entries,
      include: query.include,
      exclude: query.exclude,
      search: query.search,
      badgeType: query.badge_type,
      chains: query.chains,
    })
    const base = publicUrl ?? new URL(c.req.url).origin
    const projectId = encodeURIComponent(c.get('project').id)
    const data = wallets.map((row) =>
      toListing(
        row,
        `${base}/getWalletImage/${encodeURIComponent(row.image_id)}?projectId=${projectId}`,
      ),
    )
    return c.json({ count, data })
  })
}
