// Contract: what @latch/core's clients make of one server's faults, over real HTTP: a failing
// or garbled answer, and a 429. One process's behaviour (its own fault rules, its own count of
// a client's requests), so not in the cluster run (across processes, limits are shared with a
// bounded delay: src/security/limits.attack.test.ts).
import { createConfigService } from '@latch/core'
import { createServiceClient } from '@latch/core/internal'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { listenTestServer, coreSdk as sdk } from '../testing/listeningTestServer.js'

describe('fault contract', () => {
  it('behavior: a failing or garbled origins answer gives the spec’s alerts, never a throw', async () => {
    const running = await listenTestServer({
      faults: [
        { path: '/projects/v1/origins', status: 500, times: 1 },
        { path: '/projects/v1/origins', garbage: true },
      ],
    })
    try {
      const config = createConfigService({ baseUrl: running.url, sdk })
      await expect(config.getAllowedOrigins()).resolves.toMatchObject({
        allowedOrigins: [],
        alert: 'SERVER_ERROR',
      })
      await expect(config.getAllowedOrigins()).resolves.toEqual({ allowedOrigins: [] })
    } finally {
      await running.close()
    }
  })

  it('behavior: the server’s 429 reaches the client as Rate Limited', async () => {
    const running = await listenTestServer({ rateLimit: { max: 1, windowMs: 60_000 } })
    try {
      const config = createConfigService({ baseUrl: running.url, sdk })
      await config.getAllowedOrigins()
      await expect(config.getAllowedOrigins()).resolves.toMatchObject({ alert: 'RATE_LIMITED' })
      const schema = z.object({ features: z.array(z.unknown()) })
      await expect(
        createServiceClient({ baseUrl: running.url, sdk }).getJson('/appkit/v1/config', schema),
      ).rejects.toMatchObject({
        status: 429,
        message: 'Rate limited',
      })
    } finally {
      await running.close()
    }
  })
})
