import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { clientAddress } from './clientAddress.js'

async function addressOf(proxyHops: number, forwardedFor?: string): Promise<string> {
  const app = new Hono()
  app.get('/', (c) => c.text(clientAddress(c, proxyHops)))
  const headers: Record<string, string> = forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}
  return (await app.request('/', { headers })).text()
}

describe('clientAddress', () => {
  test('default: without proxies the header is ignored', async () => {
    expect(await addressOf(0, '203.0.113.9')).toBe('unknown')
  })

  test('behavior: the entry as many hops from the right as there are proxies', async () => {
    // The client wrote the first entries itself; each proxy of ours appended one.
    expect(await addressOf(1, '1.2.3.4, 5.6.7.8, 203.0.113.9')).toBe('203.0.113.9')
    expect(await addressOf(2, '1.2.3.4, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9')
    expect(await addressOf(1, '203.0.113.9')).toBe('203.0.113.9')
  })

  test('behavior: fewer entries than proxies gives the left-most; none gives the peer', async () => {
    expect(await addressOf(3, '203.0.113.9, 10.0.0.2')).toBe('203.0.113.9')
    expect(await addressOf(1, ' , ')).toBe('unknown')
    expect(await addressOf(1)).toBe('unknown')
  })
})
