import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({
    projects: [{ id: 'shop', allowedOrigins: ['https://*.shop.example'] }],
    allowedOrigins: ['https://admin.example'],
    rateLimit: { max: 3, windowMs: 60_000 },
    trustProxy: 1,
    bodyLimitBytes: 1024,
  })
})
afterAll(() => server.close())

function request(path: string, init: RequestInit & { ip?: string } = {}) {
  const { ip = '203.0.113.1', ...rest } = init
  const headers = new Headers(rest.headers)
  headers.set('x-forwarded-for', ip)
  return server.app.request(path, { ...rest, headers })
}

describe('CORS', () => {
  test('default: an allowed origin is answered with its own name', async () => {
    const response = await request(`/appkit/v1/config?${sdkQuery('shop')}`, {
      headers: { origin: 'https://www.shop.example' },
      ip: '198.51.100.1',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://www.shop.example')
    expect(response.headers.get('vary')).toBe('Origin')
    expect(response.headers.get('access-control-allow-credentials')).toBeNull()
  })

  test('behavior: a refused origin gets a 403 without CORS headers', async () => {
    const response = await request(`/appkit/v1/config?${sdkQuery('shop')}`, {
      headers: { origin: 'https://evil.example' },
      ip: '198.51.100.2',
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(await response.json()).toEqual({
      error: {
        code: 'origin_not_allowed',
        message: 'Origin https://evil.example is not on the allowlist of project "shop"',
      },
    })
  })

  test('behavior: another project’s origin is refused', async () => {
    const response = await request(`/getWallets?${sdkQuery('shop')}`, {
      headers: { origin: 'http://localhost:5173' },
      ip: '198.51.100.3',
    })
    expect(response.status).toBe(403)
  })

  test('behavior: the server-wide origins are allowed for every project', async () => {
    const response = await request(`/getAnalyticsConfig?${sdkQuery('shop')}`, {
      headers: { origin: 'https://admin.example' },
      ip: '198.51.100.4',
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBe('https://admin.example')
  })

  test('behavior: a preflight from an allowed origin gets 204 and the allowed methods', async () => {
    const response = await request(`/e?${sdkQuery()}`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
      ip: '198.51.100.5',
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('access-control-allow-methods')).toBe('GET, POST, DELETE, OPTIONS')
    expect(response.headers.get('access-control-allow-headers')).toBe('Content-Type, Authorization')
    expect(response.headers.get('access-control-max-age')).toBe('600')
  })

  test('behavior: a preflight from a refused origin gets 403 without CORS headers', async () => {
    const response = await request(`/e?${sdkQuery()}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
      ip: '198.51.100.6',
    })
    expect(response.status).toBe(403)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
    expect(response.headers.get('access-control-allow-methods')).toBeNull()
  })

  test('behavior: errors before the project is known are readable by any page', async () => {
    const missing = await request('/appkit/v1/config', { headers: { origin: 'https://a.example' } })
    expect(missing.status).toBe(400)
    expect(missing.headers.get('access-control-allow-origin')).toBe('*')
    const unknown = await request(`/appkit/v1/config?${sdkQuery('nobody')}`, {
      headers: { origin: 'https://a.example' },
    })
    expect(unknown.status).toBe(403)
    expect(unknown.headers.get('access-control-allow-origin')).toBe('*')
  })

  test('behavior: requests without an Origin (servers, tools) are answered', async () => {
    const response = await request(`/appkit/v1/config?${sdkQuery('shop')}`, { ip: '198.51.100.7' })
    expect(response.status).toBe(200)
    expect(response.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('rate limit', () => {
  test('default: past the limit a client gets 429 with Retry-After, CORS headers kept', async () => {
    const init = { ip: '192.0.2.10', headers: { origin: 'http://localhost:3000' } }
    const statuses = []
    for (let index = 0; index < 3; index++) {
      statuses.push((await request(`/getAnalyticsConfig?${sdkQuery()}`, init)).status)
    }
    expect(statuses).toEqual([200, 200, 200])
    const limited = await request(`/getAnalyticsConfig?${sdkQuery()}`, init)
    expect(limited.status).toBe(429)
    const retryAfter = Number(limited.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThanOrEqual(59)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(limited.headers.get('access-control-allow-origin')).toBe('http://localhost:3000')
    expect(limited.headers.get('access-control-expose-headers')).toBe('Retry-After')
    expect(await limited.json()).toEqual({
      error: { code: 'rate_limited', message: `Too many requests; retry after ${retryAfter} s` },
    })
  })

  test('behavior: counted per client address and per project', async () => {
    for (let index = 0; index < 4; index++)
      await request(`/getWallets?${sdkQuery()}`, { ip: '192.0.2.20' })
    expect((await request(`/getWallets?${sdkQuery()}`, { ip: '192.0.2.20' })).status).toBe(429)
    expect((await request(`/getWallets?${sdkQuery()}`, { ip: '192.0.2.21' })).status).toBe(200)
    expect((await request(`/getWallets?${sdkQuery('shop')}`, { ip: '192.0.2.20' })).status).toBe(
      200,
    )
  })

  test('behavior: preflights are not counted', async () => {
    const preflight = {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:1', 'access-control-request-method': 'POST' },
      ip: '192.0.2.30',
    }
    for (let index = 0; index < 5; index++) {
      expect((await request(`/e?${sdkQuery()}`, preflight)).status).toBe(204)
    }
    expect((await request(`/getWallets?${sdkQuery()}`, { ip: '192.0.2.30' })).status).toBe(200)
  })
})

describe('request size', () => {
  test('default: a body over the limit is a JSON 413', async () => {
    const response = await request(`/e?${sdkQuery()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(2048) }),
      ip: '192.0.2.40',
    })
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({
      error: {
        code: 'payload_too_large',
        message: 'The request body is larger than 1024 bytes',
      },
    })
  })
})
