import { describe, expect, test } from 'vitest'
import { clientNetwork } from './clientNetwork.js'

describe('clientNetwork', () => {
  test('default: an IPv4 address is one client', () => {
    expect(clientNetwork('203.0.113.9', 64)).toBe('203.0.113.9')
  })

  test('behavior: every address of one IPv6 /64 is one network', () => {
    const networks = new Set(
      [
        '2001:db8:1:2::1',
        '2001:db8:1:2:ffff:ffff:ffff:ffff',
        '2001:DB8:1:2:abcd::7',
        '2001:db8:1:2:0:0:0:9%eth0',
      ].map((address) => clientNetwork(address, 64)),
    )
    expect([...networks]).toEqual(['2001:db8:1:2::/64'])
    expect(clientNetwork('2001:db8:1:3::1', 64)).toBe('2001:db8:1:3::/64')
  })

  test('parameters: the prefix length, on a group boundary or not', () => {
    expect(clientNetwork('2001:db8:1:2::1', 48)).toBe('2001:db8:1::/48')
    expect(clientNetwork('2001:db8:1:2ff::1', 56)).toBe('2001:db8:1:200::/56')
    expect(clientNetwork('2001:db8::1', 128)).toBe('2001:db8::1/128')
    expect(clientNetwork('::1', 64)).toBe('::/64')
  })

  test('behavior: an IPv4-mapped address is its IPv4 address', () => {
    expect(clientNetwork('::ffff:203.0.113.9', 64)).toBe('203.0.113.9')
    expect(clientNetwork('::ffff:cb00:7109', 64)).toBe('203.0.113.9')
  })

  test('behavior: an embedded IPv4 tail of another prefix is read as two groups', () => {
    expect(clientNetwork('64:ff9b::192.0.2.1', 96)).toBe('64:ff9b::/96')
  })

  test('behavior: what is no address stays as it is', () => {
    expect(clientNetwork('unknown', 64)).toBe('unknown')
    expect(clientNetwork('not:an:address', 64)).toBe('not:an:address')
  })
})
