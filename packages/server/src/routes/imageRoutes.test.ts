import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import type { WalletListing } from '../wallets/wallet.js'

let server: LatchServer
let metamask: WalletListing
beforeAll(async () => {
  server = await createTestServer()
  const response = await server.app.request(`/getWallets?${sdkQuery()}&include=metamask`)
  metamask = ((await response.json()) as { data: WalletListing[] }).data[0] as WalletListing
})
afterAll(() => server.close())

const get = (path: string, headers: Record<string, string> = {}) =>
  server.app.request(path, { headers })

describe('GET /getWalletImage/{id}', () => {
  test('default: an SVG drawn from the wallet, cached for good', async () => {
    const response = await get(`/getWalletImage/${metamask.image_id}?${sdkQuery()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await response.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(svg).toContain('aria-label="MetaMask"')
    expect(svg).toContain('fill="#f6851b"')
    expect(svg).toContain('>ME</text>')
    expect(response.headers.get('content-length')).toBe(
      String(new TextEncoder().encode(svg).length),
    )
  })

  test('behavior: a matching If-None-Match is a 304 without a body', async () => {
    const first = await get(`/getWalletImage/${metamask.image_id}?${sdkQuery()}`)
    const etag = first.headers.get('etag') as string
    const again = await get(`/getWalletImage/${metamask.image_id}?${sdkQuery()}`, {
      'if-none-match': etag,
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })

  test('behavior: unknown id 404, malformed id 400, no project 400, unknown project 403', async () => {
    const unknown = await get(`/getWalletImage/metamask-00000000?${sdkQuery()}`)
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({
      error: { code: 'not_found', message: 'No wallet image with id "metamask-00000000"' },
    })
    const malformed = await get(`/getWalletImage/${encodeURIComponent('a b')}?${sdkQuery()}`)
    expect(malformed.status).toBe(400)
    expect((await malformed.json()).error.field).toBe('id')
    expect((await get(`/getWalletImage/${metamask.image_id}`)).status).toBe(400)
    expect((await get(`/getWalletImage/${metamask.image_id}?${sdkQuery('nobody')}`)).status).toBe(
      403,
    )
  })
})

describe.each([
  ['/public/getAssetImage', 'ethereum', 'Ethereum'],
  ['/public/getCurrencyImage', 'USD', 'USD'],
  ['/public/getTokenImage', 'USDC', 'USDC'],
])('GET %s/{id}', (path, id, label) => {
  test('default', async () => {
    const response = await get(`${path}/${id}?${sdkQuery()}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/svg+xml')
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    expect(await response.text()).toContain(`aria-label="${label}"`)
  })

  test('behavior: ids are case-insensitive', async () => {
    const response = await get(`${path}/${id.toLowerCase()}?${sdkQuery()}`)
    expect(response.status).toBe(200)
  })

  test('behavior: an unknown id is a 404', async () => {
    const response = await get(`${path}/no-such-image?${sdkQuery()}`)
    expect(response.status).toBe(404)
    expect((await response.json()).error.code).toBe('not_found')
  })
})
