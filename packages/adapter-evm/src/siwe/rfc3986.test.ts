import invalidChars from '@vectors/siwe/invalid_chars.json' with { type: 'json' }
import invalidUris from '@vectors/siwe/invalid_uris.json' with { type: 'json' }
import validChars from '@vectors/siwe/valid_chars.json' with { type: 'json' }
import validUris from '@vectors/siwe/valid_uris.json' with { type: 'json' }
import { describe, expect, it } from 'vitest'
import { isUri, parseAuthority, parseUri, type UriRule, uriRules } from './rfc3986.js'

/** The `URI:` line of a vector message. */
function uriLineOf(message: string): string {
  const line = message.split('\n').find((candidate) => candidate.startsWith('URI: '))
  if (line === undefined) throw new Error(`no URI line in ${message}`)
  return line.slice('URI: '.length)
}

// Every rule the char vectors name exists in `uriRules` under its ABNF name, so the mapping
// is direct; a rule we lacked would fail the `toHaveProperty` check below.
const charVectors = { ...validChars, ...invalidChars } as Record<
  string,
  { rule: string; input: string; answer: boolean }
>

// RFC 3986's dec-octet has no leading zeros ("0" / 1-9 DIGIT / "1" 2DIGIT / "2" 0-4 DIGIT /
// "25" 0-5). The spruceid vectors take them from uri-js, which accepts "000" and "099"; we
// follow the RFC, as leading zeros are read as octal by some resolvers (RFC 3986 §7.4).
const rfcOverrides: Record<string, string> = {
  'IPv4address leading zeros: uri://[::000.000.010.001]': 'dec-octet forbids leading zeros',
  'IPv4address max value: uri://[::001.099.200.255]': 'dec-octet forbids leading zeros',
}

describe('uriRules', () => {
  it.each(Object.entries(charVectors))('behavior: vector %s', (_name, vector) => {
    expect(uriRules).toHaveProperty(vector.rule)
    expect(uriRules[vector.rule as UriRule](vector.input)).toBe(vector.answer)
  })

  it('behavior: IPv6 forms of RFC 3986 §3.2.2', () => {
    expect(uriRules.IPv6address('::')).toBe(true)
    expect(uriRules.IPv6address('1:2:3:4:5:6:7:8')).toBe(true)
    expect(uriRules.IPv6address('1:2:3:4:5:6:1.2.3.4')).toBe(true)
    expect(uriRules.IPv6address('1:2:3:4:5:6:7')).toBe(false)
    expect(uriRules.IPv6address('1::2::3')).toBe(false)
    expect(uriRules.IPv6address(':::')).toBe(false)
    expect(uriRules.IPv6address('1.2.3.4::')).toBe(false)
    expect(uriRules.IPv6address('12345::')).toBe(false)
    expect(uriRules.IPv6address('::g')).toBe(false)
  })

  it('behavior: dec-octet without leading zeros', () => {
    expect(uriRules.IPv4address('255.0.10.9')).toBe(true)
    expect(uriRules.IPv4address('256.0.0.0')).toBe(false)
    expect(uriRules.IPv4address('01.0.0.0')).toBe(false)
  })
})

describe('parseUri', () => {
  it('default', () => {
    expect(parseUri('https://user@example.com:8443/a/b?c=d#e')).toEqual({
      scheme: 'https',
      userinfo: 'user',
      host: 'example.com',
      port: '8443',
      path: '/a/b',
      query: 'c=d',
      fragment: 'e',
    })
    expect(parseUri('urn:isbn:0451450523')?.path).toBe('isbn:0451450523')
    expect(parseUri('mailto:a@b.c')?.host).toBeUndefined()
  })

  it.each(Object.entries(validUris))('behavior: valid_uris %s', (name, vector) => {
    const uri = uriLineOf(vector.msg)
    if (name in rfcOverrides) {
      expect(parseUri(uri), rfcOverrides[name]).toBeUndefined()
      return
    }
    const components = parseUri(uri)
    expect(components).toBeDefined()
    // Vectors use null for an absent part and a number for a port; ours are undefined and the
    // port's text (RFC 3986 lets it be empty).
    for (const [key, expected] of Object.entries(vector.uri)) {
      const actual = components?.[key as keyof typeof components]
      expect(actual, key).toBe(
        expected === null ? undefined : typeof expected === 'number' ? String(expected) : expected,
      )
    }
  })

  it.each(Object.entries(invalidUris))('behavior: invalid_uris %s', (_name, message) => {
    expect(isUri(uriLineOf(message))).toBe(false)
  })

  it('behavior: rejects what is not a URI', () => {
    expect(parseUri('example.com')).toBeUndefined()
    expect(parseUri('1http://example.com')).toBeUndefined()
    expect(parseUri('https://exa mple.com')).toBeUndefined()
    expect(parseUri('https://[::1')).toBeUndefined()
    expect(parseUri('https://example.com:80a')).toBeUndefined()
    expect(parseUri('https://a@b@c')).toBeUndefined()
    expect(parseUri('https://example.com/%zz')).toBeUndefined()
    expect(parseUri('https://example.com#a#b')).toBeUndefined()
  })
})

describe('parseAuthority', () => {
  it('default', () => {
    expect(parseAuthority('user@[::1]:8080')).toEqual({
      userinfo: 'user',
      host: '::1',
      port: '8080',
    })
    expect(parseAuthority('example.com')).toEqual({
      userinfo: undefined,
      host: 'example.com',
      port: undefined,
    })
    expect(parseAuthority('[v1.fe]')?.host).toBe('v1.fe')
  })

  it('behavior: rejects what is not an authority', () => {
    expect(parseAuthority('#notrfc4501')).toBeUndefined()
    expect(parseAuthority('example.com/path')).toBeUndefined()
    expect(parseAuthority('[::1]x')).toBeUndefined()
    expect(parseAuthority('[nope]')).toBeUndefined()
  })
})
