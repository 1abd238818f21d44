// Finding 3 of issue 28: every per-address limit counted one IPv6 address, so twelve
// addresses of one /64 (what any VPS or home line can rotate through) got twelve budgets.
// Replayed over real HTTP behind one trusted proxy, which says which address it saw.
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { LatchServer } from '../createServer.js'
import { defaultFrameRateLimits } from '../frame/frameConfig.js'
import { codeMailedTo, createFrameApiClient } from '../testing/frameApiClient.js'
import { createTestServer, sdkQuery, testFrameRateLimits } from '../testing/testDatabase.js'

const page = { projectId: 'demo', origin: 'http://localhost:5173' }
/** The nth address of one /64: each differs in the interface identifier only. */
const sameNetwork = (index: number) => `2001:db8:4:8:${(index + 1).toString(16)}:0:0:${index + 1}`

let server: LatchServer
let serviceUrl: string
let frameUrl: string
beforeAll(async () => {
  server = await createTestServer({
    indexerPollMs: false,
    trustProxy: 1,
    rateLimit: { max: 10, windowMs: 60_000 },
    frame: {
      rateLimits: {
        ...testFrameRateLimits,
        codeMailPerAddress: defaultFrameRateLimits.codeMailPerAddress,
      },
    },
  })
  const running = await server.start({ port: 0, host: '127.0.0.1' })
  serviceUrl = running.url
  frameUrl = running.frameUrl
})
afterAll(() => server.close())

describe('finding 3: an IPv6 client is its /64', () => {
  test('behavior: twelve addresses of one /64 share the API limit of 10; another /64 has its own', async () => {
    const statuses = []
    for (let index = 0; index < 12; index++) {
      const response = await fetch(`${serviceUrl}/appkit/v1/config?${sdkQuery()}`, {
        headers: { 'x-forwarded-for': sameNetwork(index) },
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429])
    const other = await fetch(`${serviceUrl}/appkit/v1/config?${sdkQuery()}`, {
      headers: { 'x-forwarded-for': '2001:db8:4:9::1' },
    })
    expect(other.status).toBe(200)
  })

  test('behavior: fourteen addresses of one /64 mail codes to fourteen people: ten go', async () => {
    const max = defaultFrameRateLimits.codeMailPerAddress.max
    const statuses = []
    for (let index = 0; index < 14; index++) {
      const answer = await createFrameApiClient(frameUrl).call(
        '/api/email/connect',
        { ...page, email: `ipv6-victim${index}@example.com` },
        { 'x-forwarded-for': sameNetwork(index) },
      )
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array(max).fill(200), ...Array(14 - max).fill(429)])
    await expect(codeMailedTo(frameUrl, 'ipv6-victim13@example.com')).rejects.toThrow(
      'no code was sent',
    )
  })
})
