// Findings 4 and 8 of issue 15 over real HTTP: raced code tries (on PostgreSQL, where the
// statements really run at once), no rate limit on the frame API, codes mailed to many
// addresses from one client, and a client forging X-Forwarded-For behind a proxy.
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import type { Database } from '../db/database.js'
import { defaultFrameRateLimits } from '../frame/frameConfig.js'
import { codeMailedTo, createFrameApiClient } from '../testing/frameApiClient.js'
import {
  createPostgresTestDatabase,
  createTestServer,
  testFrameRateLimits,
} from '../testing/testDatabase.js'

const page = { projectId: 'demo', origin: 'http://localhost:5173' }

/** A server of the frame's default limits (or `rateLimits`), listening. */
async function startFrame(options: Parameters<typeof createTestServer>[0] = {}) {
  const server = await createTestServer({
    indexerPollMs: false,
    ...options,
    frame: { rateLimits: defaultFrameRateLimits, ...options.frame },
  })
  const running = await server.start({ port: 0, host: '127.0.0.1' })
  return {
    frameUrl: running.frameUrl,
    async close() {
      await running.close()
      await server.close()
    },
  }
}

describe('finding 4: code tries and the frame API are limited', () => {
  let frame: Awaited<ReturnType<typeof startFrame>>
  beforeAll(async () => {
    frame = await startFrame()
  })
  afterAll(() => frame.close())

  test('behavior: 300 fast requests from one client get 429 past 240, with Retry-After', async () => {
    const client = createFrameApiClient(frame.frameUrl)
    const answers = []
    for (let index = 0; index < 300; index++) {
      const response = await fetch(`${frame.frameUrl}/api/session`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: frame.frameUrl,
          'sec-fetch-site': 'same-origin',
        },
        body: '{}',
      })
      answers.push({ status: response.status, retryAfter: response.headers.get('retry-after') })
    }
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(
      defaultFrameRateLimits.api.max,
    )
    const refused = answers.slice(defaultFrameRateLimits.api.max)
    expect(refused.every((answer) => answer.status === 429)).toBe(true)
    // The lockout starts at the first refusal: 300 s then, counted down after (the later
    // requests come a moment later, so their seconds are whatever is left, never more).
    expect(refused[0]?.retryAfter).toBe('300')
    for (const { retryAfter } of refused) expect(Number(retryAfter)).toBeLessThanOrEqual(300)
    // Locked out, whatever it asks.
    expect((await client.call('/api/origin-check', page)).status).toBe(429)
  })
})

describe('finding 4: codes mailed from one client', () => {
  let frame: Awaited<ReturnType<typeof startFrame>>
  beforeAll(async () => {
    frame = await startFrame()
  })
  afterAll(() => frame.close())

  test('behavior: 20 codes to 20 addresses: ten go, the others wait out the lockout', async () => {
    const client = createFrameApiClient(frame.frameUrl)
    const answers = []
    for (let index = 0; index < 20; index++) {
      const answer = await client.call<{ error?: { message: string } }>('/api/email/connect', {
        ...page,
        email: `victim${index}@example.com`,
      })
      answers.push(answer)
    }
    const sent = answers.filter((answer) => answer.status === 200)
    expect(sent).toHaveLength(defaultFrameRateLimits.codeMailPerAddress.max)
    const refused = answers.slice(sent.length)
    // The first refusal starts the 30-minute lockout and says so; the later ones come a moment
    // later, so their seconds are whatever is left (a second boundary may pass), never more.
    expect(refused[0]?.body.error?.message).toBe('Please try again after 1800 seconds')
    for (const answer of refused) {
      expect(answer.status).toBe(429)
      const seconds = Number(/after (\d+) seconds/.exec(answer.body.error?.message ?? '')?.[1])
      expect(seconds).toBeGreaterThan(1790)
      expect(seconds).toBeLessThanOrEqual(1800)
    }
    await expect(codeMailedTo(frame.frameUrl, 'victim19@example.com')).rejects.toThrow(
      'no code was sent',
    )
  })
})

describe('finding 4: 400 concurrent guesses of one code, on PostgreSQL', () => {
  let database: Database
  let frame: Awaited<ReturnType<typeof startFrame>>
  beforeAll(async () => {
    database = await createPostgresTestDatabase(inject('postgresUrl'), 30)
    frame = await startFrame({
      database,
      // Only the code's own five tries stand between the guesses and the code here.
      frame: { rateLimits: testFrameRateLimits },
    })
  })
  // A server leaves a database it was given open: its pool's 30 connections (and their idle
  // timers) would otherwise outlive the file in this worker.
  afterAll(async () => {
    await frame?.close()
    await database?.close()
  })

  test('behavior: exactly five are compared; the right code is then spent too', async () => {
    const email = 'raced@example.com'
    const client = createFrameApiClient(frame.frameUrl)
    const connect = await client.call<{ challengeId: string }>('/api/email/connect', {
      ...page,
      email,
    })
    const code = await codeMailedTo(frame.frameUrl, email)
    const wrong = code === '000000' ? '111111' : '000000'
    const guess = (otp: string) =>
      createFrameApiClient(frame.frameUrl).call<{ error?: { code: string } }>('/api/email/verify', {
        ...page,
        challengeId: connect.body.challengeId,
        otp,
        chainId: 'eip155:1',
      })
    const answers = await Promise.all(Array.from({ length: 400 }, () => guess(wrong)))
    const codes = answers.map((answer) => answer.body.error?.code)
    expect(codes.filter((value) => value === 'INVALID_CODE')).toHaveLength(5)
    expect(codes.filter((value) => value === 'CODE_EXPIRED')).toHaveLength(395)
    expect((await guess(code)).body.error?.code).toBe('CODE_EXPIRED')
  }, 60_000)
})

describe('finding 8: X-Forwarded-For behind one proxy', () => {
  let frame: Awaited<ReturnType<typeof startFrame>>
  beforeAll(async () => {
    frame = await startFrame({
      trustProxy: 1,
      frame: {
        rateLimits: {
          ...testFrameRateLimits,
          api: { max: 10, windowMs: 60_000, lockoutMs: 60_000 },
        },
      },
    })
  })
  afterAll(() => frame.close())

  test('behavior: 12 requests with forged first entries from one client: the last two are refused', async () => {
    const statuses = []
    for (let index = 0; index < 12; index++) {
      // The client writes its own entry first; our proxy appends the address it saw.
      const answer = await createFrameApiClient(frame.frameUrl).call(
        '/api/session',
        {},
        {
          'x-forwarded-for': `198.51.100.${index}, 203.0.113.7`,
        },
      )
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    // Another client, as the proxy saw it, is counted apart.
    const other = await createFrameApiClient(frame.frameUrl).call(
      '/api/session',
      {},
      {
        'x-forwarded-for': '203.0.113.8',
      },
    )
    expect(other.status).toBe(200)
  })
})
