import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import { faultRulesSchema } from './faults.js'

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({
    faults: [
      { path: '/v1/account/*/balance', status: 429 },
      { path: '/v1/profile/**', method: 'POST', status: 500 },
      { path: '/getAnalyticsConfig', garbage: true, times: 1 },
      { path: '/projects/v1/origins', delayMs: 50 },
    ],
  })
})
afterAll(() => server.close())

const request = (path: string, init: RequestInit = {}) => server.app.request(path, init)

describe('fault injection', () => {
  test('default: off unless configured', async () => {
    const plain = await createTestServer()
    try {
      expect(plain.config.faults).toEqual([])
      expect((await plain.app.request(`/getAnalyticsConfig?${sdkQuery()}`)).status).toBe(200)
    } finally {
      await plain.close()
    }
  })

  test('behavior: a status, with the project’s CORS headers and Retry-After on 429', async () => {
    const response = await request(`/v1/account/0xabc/balance?${sdkQuery()}`, {
      headers: { origin: 'http://localhost:5173' },
    })
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('1')
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect((await response.json()).error.code).toBe('rate_limited')
  })

  test('behavior: the gate still runs first', async () => {
    expect((await request(`/v1/account/0xabc/balance?${sdkQuery('nobody')}`)).status).toBe(403)
  })

  test('parameters: method and ** narrow the rule', async () => {
    const posted = await request(`/v1/profile/account?${sdkQuery()}`, {
      method: 'POST',
      body: '{}',
    })
    expect(posted.status).toBe(500)
    const got = await request(`/v1/profile/account/some-name?${sdkQuery()}`)
    expect(got.status).toBe(404)
    expect((await got.json()).error.message).toBe('No name "some-name.latch"')
  })

  test('parameters: garbage, only `times` times', async () => {
    const garbage = await request(`/getAnalyticsConfig?${sdkQuery()}`)
    expect(garbage.status).toBe(200)
    await expect(garbage.json()).rejects.toThrow()
    expect(await (await request(`/getAnalyticsConfig?${sdkQuery()}`)).json()).toEqual({
      isAnalyticsEnabled: true,
    })
  })

  test('parameters: a delay, then the normal answer', async () => {
    const started = performance.now()
    const response = await request(`/projects/v1/origins?${sdkQuery()}`)
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
    expect(response.status).toBe(200)
  })

  test('behavior: rules are validated', () => {
    expect(faultRulesSchema.safeParse([{ path: '/x' }]).success).toBe(false)
    expect(faultRulesSchema.safeParse([{ path: '/x', status: 200 }]).success).toBe(false)
    expect(faultRulesSchema.safeParse([{ path: 'x', status: 500 }]).success).toBe(false)
    expect(faultRulesSchema.safeParse([{ path: '/x', status: 500, garbage: true }]).success).toBe(
      false,
    )
  })
})
