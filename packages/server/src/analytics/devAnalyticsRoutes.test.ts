import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

let development: LatchServer
let production: LatchServer
beforeAll(async () => {
  development = await createTestServer()
  production = await createTestServer({ development: false })
})
afterAll(async () => {
  await development?.close()
  await production?.close()
})

const sent = {
  eventId: 'dev-listing-1',
  url: 'http://127.0.0.1:5173/',
  domain: '127.0.0.1',
  timestamp: 1_750_000_000_000,
  props: { type: 'track', event: 'SEARCH_WALLET', properties: { search: 'rain' } },
}

describe('GET /dev/analytics/{projectId}', () => {
  test('behavior: in development, lists the events the project stored', async () => {
    const posted = await development.app.request(`/e?${sdkQuery('demo')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sent),
    })
    expect(posted.status).toBe(202)
    const listed = await development.app.request('/dev/analytics/demo')
    expect(listed.status).toBe(200)
    expect((await listed.json()).events).toEqual([
      expect.objectContaining({
        eventId: 'dev-listing-1',
        event: 'SEARCH_WALLET',
        props: sent.props,
      }),
    ])
  })

  test('bad input: a malformed project id is refused', async () => {
    expect((await development.app.request('/dev/analytics/no%20such')).status).toBe(400)
  })

  test('security: outside development the listing does not exist', async () => {
    expect((await production.app.request('/dev/analytics/demo')).status).toBe(404)
  })
})
