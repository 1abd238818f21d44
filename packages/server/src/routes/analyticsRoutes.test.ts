import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { listAnalyticsEvents } from '../analytics/analyticsStore.js'
import type { LatchServer } from '../createServer.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({
    projects: [
      { id: 'quiet', analyticsEnabled: false },
      { id: 'shop', allowedOrigins: ['https://shop.example'] },
    ],
  })
})
afterAll(() => server.close())

let sequence = 0
function event(overrides: Record<string, unknown> = {}) {
  sequence += 1
  return {
    eventId: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    url: 'https://shop.example/checkout',
    domain: 'shop.example',
    timestamp: 1_750_000_000_000 + sequence,
    props: { type: 'track', event: 'MODAL_OPEN', properties: { connected: false } },
    ...overrides,
  }
}

function post(body: unknown, projectId = 'shop', headers: Record<string, string> = {}) {
  return server.app.request(`/e?${sdkQuery(projectId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

describe('POST /e', () => {
  test('default: the event is stored', async () => {
    const sent = event({
      props: { event: 'CONNECT_SUCCESS', address: '0xabc', properties: { method: 'browser' } },
    })
    const response = await post(sent, 'shop', { origin: 'https://shop.example' })
    expect(response.status).toBe(202)
    expect(await response.json()).toEqual({ accepted: true })
    expect(response.headers.get('access-control-allow-origin')).toBe('https://shop.example')
    const stored = await listAnalyticsEvents(server.database, 'shop')
    expect(stored.at(-1)).toEqual({
      eventId: sent.eventId,
      event: 'CONNECT_SUCCESS',
      url: sent.url,
      domain: sent.domain,
      address: '0xabc',
      props: sent.props,
      clientTimestamp: sent.timestamp,
    })
  })

  test('behavior: a resent event is stored once', async () => {
    const sent = event()
    const before = (await listAnalyticsEvents(server.database, 'shop')).length
    expect((await post(sent)).status).toBe(202)
    expect((await post(sent)).status).toBe(202)
    expect(await listAnalyticsEvents(server.database, 'shop')).toHaveLength(before + 1)
  })

  test('behavior: a text/plain body (sendBeacon) is read as JSON', async () => {
    const sent = event()
    const response = await post(JSON.stringify(sent), 'shop', { 'content-type': 'text/plain' })
    expect(response.status).toBe(202)
    const stored = await listAnalyticsEvents(server.database, 'shop')
    expect(stored.map((row) => row.eventId)).toContain(sent.eventId)
  })

  test('behavior: MODAL_CREATED is refused and not stored', async () => {
    const sent = event({ props: { event: 'MODAL_CREATED' } })
    const response = await post(sent)
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({
      error: {
        code: 'event_not_accepted',
        message: 'Event MODAL_CREATED is not accepted',
        field: 'props.event',
      },
    })
    const stored = await listAnalyticsEvents(server.database, 'shop')
    expect(stored.map((row) => row.event)).not.toContain('MODAL_CREATED')
  })

  test('behavior: bad bodies are 400s naming the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ eventId: '' }, 'eventId'],
      [{ url: 'javascript:alert(1)' }, 'url'],
      [{ domain: 'a b' }, 'domain'],
      [{ timestamp: 'now' }, 'timestamp'],
      [{ timestamp: Date.now() + 7 * 24 * 3600 * 1000 }, 'timestamp'],
      [{ props: { event: 'modal open' } }, 'props.event'],
      [{ props: { event: 'MODAL_OPEN', type: 'other' } }, 'props.type'],
      [{ props: undefined }, 'props'],
    ]
    for (const [overrides, field] of cases) {
      const response = await post(event(overrides))
      expect(response.status, field).toBe(400)
      const { error } = await response.json()
      expect(error.field, field).toBe(field)
      expect(error.message, field).toMatch(new RegExp(`^Invalid body field "${field}"`))
    }
    const notJson = await post('{not json')
    expect(notJson.status).toBe(400)
    expect(await notJson.json()).toEqual({
      error: { code: 'invalid_request', message: 'Invalid body: not JSON' },
    })
  })

  test('behavior: a project without analytics stores nothing', async () => {
    const response = await post(event(), 'quiet')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ accepted: false, reason: 'analytics_disabled' })
    expect(await listAnalyticsEvents(server.database, 'quiet')).toEqual([])
  })

  test('behavior: unknown project 403, refused origin 403, missing projectId 400', async () => {
    expect((await post(event(), 'nobody')).status).toBe(403)
    const refused = await post(event(), 'shop', { origin: 'https://evil.example' })
    expect(refused.status).toBe(403)
    expect((await refused.json()).error.code).toBe('origin_not_allowed')
    const missing = await server.app.request('/e', {
      method: 'POST',
      body: JSON.stringify(event()),
    })
    expect(missing.status).toBe(400)
  })
})
