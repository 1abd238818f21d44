import { Hono } from 'hono'
import { describe, expect, test } from 'vitest'
import { clientAddress, clientKey } from './clientAddress.js'

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

describe('clientKey', () => {
  async function keyOf(forwardedFor: string, ipv6PrefixLength = 64): Promise<string> {
    const app = new Hono()
    app.get('/', (c) => c.text(clientKey(c, { trustProxy: 1, ipv6PrefixLength })))
    return (await app.request('/', { headers: { 'x-forwarded-for': forwardedFor } })).text()
  }

  test('behavior: the addresses of one IPv6 /64 are one client, IPv4 ones each their own', async () => {
    expect(await keyOf('2001:db8:5:6::1')).toBe('2001:db8:5:6::/64')
    expect(await keyOf('2001:db8:5:6:1234:5678:9abc:def0')).toBe('2001:db8:5:6::/64')
    expect(await keyOf('203.0.113.9')).toBe('203.0.113.9')
  })

  test('parameters: ipv6PrefixLength', async () => {
    expect(await keyOf('2001:db8:5:6::1', 48)).toBe('2001:db8:5::/48')
  })
})
