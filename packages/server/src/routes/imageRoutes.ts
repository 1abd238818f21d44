import { createHash } from 'node:crypto'
import { type Context, Hono } from 'hono'
import * as z from 'zod'
import type { Queryable } from '../db/database.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { findImage } from '../images/imageStore.js'
import type { ImageKind } from '../images/serviceImages.js'
import { drawIcon } from '../wallets/walletIcon.js'
import { findWalletIcon } from '../wallets/walletStore.js'

const imageIdSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, 'must be 1–128 letters, digits, . _ or -'),
})

/** A wallet icon id changes with its drawing: cache it for good. Other images for a day. */
const cacheControl = {
  immutable: 'public, max-age=31536000, immutable',
  daily: 'public, max-age=86400',
}

function imageResponse(
  c: Context<ServiceEnv>,
  contentType: string,
  body: Uint8Array,
  caching: string,
): Response {
  const etag = `"${createHash('sha256').update(body).digest('hex').slice(0, 32)}"`
  c.header('cache-control', caching)
  c.header('etag', etag)
  // The image is shown by pages of other origins; opened directly, an SVG runs nothing.
  c.header('cross-origin-resource-policy', 'cross-origin')
  c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
  const tags = c.req
    .header('if-none-match')
    ?.split(',')
    .map((tag) => tag.trim())
  if (tags?.includes(etag) || tags?.includes('*')) return c.body(null, 304)
  c.header('content-type', contentType)
  c.header('content-length', String(body.byteLength))
  return c.body(body as Uint8Array<ArrayBuffer>, 200)
}

function notFound(kind: string, id: string): RequestError {
  return new RequestError(404, 'not_found', `No ${kind} image with id "${id}"`)
}

const encoder = new TextEncoder()

/**
 * `GET /getWalletImage/{image_id}` (SVG drawn from the wallet's name and colour) and
 * `GET /public/get{Asset,Currency,Token}Image/{id}` (stored images): the image with its
 * content type, `Cache-Control`, `ETag` (304 on `If-None-Match`), or 404.
 */
export function imageRoutes(db: Queryable): Hono<ServiceEnv> {
  const stored = (kind: ImageKind) => async (c: Context<ServiceEnv>) => {
    const { id } = validate(imageIdSchema, { id: c.req.param('id') }, 'path')
    const image = await findImage(db, kind, id)
    if (!image) throw notFound(kind, id)
    return imageResponse(c, image.contentType, image.body, cacheControl.daily)
  }
  return new Hono<ServiceEnv>()
    .get('/getWalletImage/:id', async (c) => {
      const { id } = validate(imageIdSchema, { id: c.req.param('id') }, 'path')
      const icon = await findWalletIcon(db, id)
      if (!icon) throw notFound('wallet', id)
      const body = encoder.encode(drawIcon(icon.name, icon.color))
      return imageResponse(c, 'image/svg+xml', body, cacheControl.immutable)
    })
    .get('/public/getAssetImage/:id', stored('asset'))
    .get('/public/getCurrencyImage/:id', stored('currency'))
    .get('/public/getTokenImage/:id', stored('token'))
}
