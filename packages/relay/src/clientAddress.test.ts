import type { IncomingMessage } from 'node:http'
import { describe, expect, test } from 'vitest'
import { forwardedClientAddress, requestClientKey } from './clientAddress.js'

describe('forwardedClientAddress', () => {
  const noPeer = () => undefined

  test('default: without proxies the header is ignored', () => {
    expect(forwardedClientAddress('203.0.113.9', noPeer, 0)).toBe('unknown')
    expect(forwardedClientAddress('203.0.113.9', () => '198.51.100.1', 0)).toBe('198.51.100.1')
  })

  test('behavior: the entry as many hops from the right as there are proxies', () => {
    // The client wrote the first entries itself; each proxy of ours appended one.
    expect(forwardedClientAddress('1.2.3.4, 5.6.7.8, 203.0.113.9', noPeer, 1)).toBe('203.0.113.9')
    expect(forwardedClientAddress('1.2.3.4, 203.0.113.9, 10.0.0.2', noPeer, 2)).toBe('203.0.113.9')
    expect(forwardedClientAddress('203.0.113.9', noPeer, 1)).toBe('203.0.113.9')
  })

  test('behavior: fewer entries than proxies gives the left-most; none gives the peer', () => {
    expect(forwardedClientAddress('203.0.113.9, 10.0.0.2', noPeer, 3)).toBe('203.0.113.9')
    expect(forwardedClientAddress(' , ', noPeer, 1)).toBe('unknown')
    expect(forwardedClientAddress(undefined, () => '198.51.100.1', 1)).toBe('198.51.100.1')
  })
})

describe('requestClientKey', () => {
  function requestOf(forwardedFor: string | undefined, remoteAddress: string) {
    return {
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
      socket: { remoteAddress },
    } as unknown as IncomingMessage
  }

  test('behavior: the peer, or the trusted X-Forwarded-For entry, by network', () => {
    const options = { trustProxy: 0, ipv6PrefixLength: 64 }
    expect(requestClientKey(requestOf('1.2.3.4', '2001:db8::7'), options)).toBe('2001:db8::/64')
    expect(
      requestClientKey(requestOf('1.2.3.4, 2001:db8:9::1', '127.0.0.1'), {
        ...options,
        trustProxy: 1,
      }),
    ).toBe('2001:db8:9::/64')
    expect(requestClientKey(requestOf(undefined, '::ffff:127.0.0.1'), options)).toBe('127.0.0.1')
  })

  test('parameters: ipv6PrefixLength', () => {
    const request = requestOf('2001:db8:5:6::1', '127.0.0.1')
    expect(requestClientKey(request, { trustProxy: 1, ipv6PrefixLength: 48 })).toBe(
      '2001:db8:5::/48',
    )
  })
})
