import { describe, expect, test } from 'vitest'
import { defaultRateLimit, resolveClientKeyOptions, resolveRateLimit } from './clientSettings.js'
import { RelayConfigError } from './relayConfigError.js'

describe('resolveRateLimit', () => {
  test('default: 600 a minute', () => {
    expect(resolveRateLimit(undefined, {})).toEqual({ max: 600, windowMs: 60_000 })
    expect(defaultRateLimit).toEqual({ max: 600, windowMs: 60_000 })
  })

  test('behavior: <max>/<seconds>, or off', () => {
    expect(resolveRateLimit(undefined, { LATCH_RATE_LIMIT: '5/1' })).toEqual({
      max: 5,
      windowMs: 1000,
    })
    expect(resolveRateLimit(undefined, { LATCH_RATE_LIMIT: 'off' })).toBe(false)
    expect(() => resolveRateLimit(undefined, { LATCH_RATE_LIMIT: '0/10' })).toThrow(
      new RelayConfigError('LATCH_RATE_LIMIT: use <max requests>/<seconds> or off'),
    )
  })

  test('parameters: the option wins', () => {
    expect(resolveRateLimit(false, { LATCH_RATE_LIMIT: '5/1' })).toBe(false)
  })
})

describe('resolveClientKeyOptions', () => {
  test('default: no proxy, IPv6 clients by their /64', () => {
    expect(resolveClientKeyOptions({}, {})).toEqual({ trustProxy: 0, ipv6PrefixLength: 64 })
  })

  test('parameters: options win over LATCH_TRUST_PROXY and LATCH_IPV6_PREFIX', () => {
    const env = { LATCH_TRUST_PROXY: '2', LATCH_IPV6_PREFIX: '48' }
    expect(resolveClientKeyOptions({}, env)).toEqual({ trustProxy: 2, ipv6PrefixLength: 48 })
    expect(resolveClientKeyOptions({ trustProxy: 1, ipv6PrefixLength: 56 }, env)).toEqual({
      trustProxy: 1,
      ipv6PrefixLength: 56,
    })
  })

  test('behavior: eleven proxies, or a prefix shorter than /32, are refused', () => {
    expect(() => resolveClientKeyOptions({}, { LATCH_TRUST_PROXY: '11' })).toThrow(
      /^LATCH_TRUST_PROXY/,
    )
    expect(() => resolveClientKeyOptions({}, { LATCH_IPV6_PREFIX: '24' })).toThrow(
      'LATCH_IPV6_PREFIX: must be a prefix length from 32 to 128',
    )
  })
})
