import { createHash } from 'node:crypto'
import { Hono } from 'hono'
import * as z from 'zod'
import { RequestError } from '../http/requestError.js'
import { validate } from '../http/validate.js'
import {
  devnetCollectibleMaxId,
  devnetCollectibleMetadata,
  devnetCollectibleSvg,
} from './devnetCollectibles.js'

const pathSchema = z.object({
  chainId: z.coerce.number().int().positive(),
  tokenId: z.coerce.number().int().min(1).max(devnetCollectibleMaxId),
})

/**
 * The metadata and images of the testkit's Latch Collectibles on the configured local chains
 * (`chainIds`): `GET /devnet/collectibles/{chainId}/{tokenId}` → ERC-721 metadata JSON, and
 * `GET /devnet/collectibles/{chainId}/{tokenId}/image.svg` → its drawing. Public, like any
 * token's metadata: no project, readable from any page.
 */
export function devnetCollectiblesRoutes({
  chainIds,
  publicUrl,
}: {
  chainIds: readonly number[]
  publicUrl: string | undefined
}): Hono {
  const app = new Hono()
  const tokenOf = (params: Record<string, string>) => {
    const token = validate(pathSchema, params, 'path')
    if (!chainIds.includes(token.chainId)) {
      throw new RequestError(
        404,
        'not_found',
        `No collectibles on chain ${token.chainId} here (chains ${chainIds.join(', ')})`,
      )
    }
    return token
  }
  app.get('/devnet/collectibles/:chainId/:tokenId', (c) => {
    const { chainId, tokenId } = tokenOf(c.req.param())
    c.header('access-control-allow-origin', '*')
    c.header('cache-control', 'public, max-age=3600')
    return c.json(
      devnetCollectibleMetadata(chainId, tokenId, publicUrl ?? new URL(c.req.url).origin),
    )
  })
  app.get('/devnet/collectibles/:chainId/:tokenId/image.svg', (c) => {
    const { tokenId } = tokenOf(c.req.param())
    const svg = devnetCollectibleSvg(tokenId)
    // Shown by pages of other origins; opened directly, the SVG runs nothing.
    c.header('cross-origin-resource-policy', 'cross-origin')
    c.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
    c.header('cache-control', 'public, max-age=86400')
    c.header('etag', `"${createHash('sha256').update(svg).digest('hex').slice(0, 32)}"`)
    c.header('content-type', 'image/svg+xml; charset=utf-8')
    return c.body(svg)
  })
  return app
}
