import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_ALLOWED_ANCESTORS,
  isOriginAllowed,
  MOBILE_SECURE_HOSTS,
  matchesOriginPattern,
} from './origins.js'

describe('matchesOriginPattern', () => {
  it('default: exact origins', () => {
    expect(matchesOriginPattern('https://shop.example.com', 'https://shop.example.com')).toBe(true)
    expect(matchesOriginPattern('https://shop.example.com', 'https://example.com')).toBe(false)
    expect(matchesOriginPattern('https://shop.example.com', 'http://shop.example.com')).toBe(false)
  })

  it('behavior: a * label matches exactly one label', () => {
    const pattern = 'https://*.vercel.app'
    expect(matchesOriginPattern('https://my-app.vercel.app', pattern)).toBe(true)
    expect(matchesOriginPattern('https://vercel.app', pattern)).toBe(false)
    expect(matchesOriginPattern('https://a.b.vercel.app', pattern)).toBe(false)
    expect(matchesOriginPattern('https://evil-vercel.app', pattern)).toBe(false)
    expect(matchesOriginPattern('https://vercel.app.evil.com', pattern)).toBe(false)
    expect(matchesOriginPattern('http://my-app.vercel.app', pattern)).toBe(false)
  })

  it('behavior: ports', () => {
    expect(matchesOriginPattern('http://localhost:5173', 'http://localhost:*')).toBe(true)
    expect(matchesOriginPattern('http://localhost', 'http://localhost:*')).toBe(true)
    expect(matchesOriginPattern('http://localhost:5173', 'http://localhost')).toBe(false)
    expect(matchesOriginPattern('http://localhost:5173', 'http://localhost:5173')).toBe(true)
    expect(matchesOriginPattern('http://localhost:5174', 'http://localhost:5173')).toBe(false)
    expect(matchesOriginPattern('https://example.com', 'https://example.com:443')).toBe(true)
  })

  it('behavior: a pattern without scheme allows http and https', () => {
    expect(matchesOriginPattern('https://example.com', 'example.com')).toBe(true)
    expect(matchesOriginPattern('http://example.com', 'example.com')).toBe(true)
    expect(matchesOriginPattern('http://example.com:8080', 'example.com')).toBe(false)
  })

  it('behavior: hosts are case-insensitive', () => {
    expect(matchesOriginPattern('https://Shop.Example.com', 'https://shop.EXAMPLE.com')).toBe(true)
  })

  it('behavior: only bare web origins qualify', () => {
    for (const origin of [
      'https://shop.example.com/path',
      'https://user:pw@shop.example.com',
      'https://shop.example.com?x=1',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'null',
      'not a url',
    ]) {
      expect(matchesOriginPattern(origin, 'https://shop.example.com'), origin).toBe(false)
      expect(matchesOriginPattern(origin, '*'), origin).toBe(false)
    }
  })

  it('behavior: malformed patterns match nothing', () => {
    for (const pattern of [
      '',
      'https://',
      'https://example.com/path',
      'https://example.com:99999x',
    ]) {
      expect(matchesOriginPattern('https://example.com', pattern), pattern).toBe(false)
    }
  })

  it('behavior: every origin matches itself, and its first label as *', () => {
    // Hyphens in the third and fourth place are reserved (RFC 5891 §4.2.3.1): `xn--0` is a
    // punycode label that no URL parser takes. Such hostnames are not origins to test with.
    const label = fc
      .stringMatching(/^[a-z](?:[a-z0-9-]{0,10}[a-z0-9])?$/)
      .filter((candidate) => candidate.slice(2, 4) !== '--')
    fc.assert(
      fc.property(
        fc.constantFrom('http', 'https'),
        fc.array(label, { minLength: 2, maxLength: 4 }),
        fc.option(fc.integer({ min: 1, max: 65535 }), { nil: undefined }),
        (scheme, labels, port) => {
          const url = new URL(
            `${scheme}://${labels.join('.')}${port === undefined ? '' : `:${port}`}`,
          )
          const origin = url.origin
          expect(matchesOriginPattern(origin, origin)).toBe(true)
          const wildcard = `${scheme}://*.${labels.slice(1).join('.')}${url.port ? `:${url.port}` : ''}`
          expect(matchesOriginPattern(origin, wildcard)).toBe(true)
          expect(matchesOriginPattern(origin, `${scheme}://*.${labels.join('.')}`)).toBe(false)
          const other = scheme === 'http' ? 'https' : 'http'
          expect(matchesOriginPattern(origin, `${other}://${url.host}`)).toBe(false)
        },
      ),
    )
  })
})

describe('isOriginAllowed', () => {
  it('default: the default allowed ancestors', () => {
    expect(DEFAULT_ALLOWED_ANCESTORS).toEqual([
      'http://localhost:*',
      'https://localhost:*',
      'http://127.0.0.1:*',
      'https://127.0.0.1:*',
      'https://*.pages.dev',
      'https://*.vercel.app',
      'https://*.ngrok-free.app',
    ])
    for (const origin of [
      'http://localhost:5173',
      'https://localhost:8443',
      'http://127.0.0.1:4400',
      'https://preview.pages.dev',
      'https://my-app.vercel.app',
      'https://abc123.ngrok-free.app',
    ]) {
      expect(isOriginAllowed(origin, []), origin).toBe(true)
    }
    expect(isOriginAllowed('https://shop.example.com', [])).toBe(false)
    expect(isOriginAllowed('http://127.0.0.2:80', [])).toBe(false)
  })

  it('behavior: the mobile secure hosts are allowed only where a project lists them', () => {
    for (const host of MOBILE_SECURE_HOSTS) {
      expect(isOriginAllowed(host, []), host).toBe(false)
      expect(isOriginAllowed(host, MOBILE_SECURE_HOSTS), host).toBe(true)
    }
  })

  it('parameters: allowed origins of the project', () => {
    expect(isOriginAllowed('https://shop.example.com', ['https://*.example.com'])).toBe(true)
    expect(isOriginAllowed('https://shop.example.org', ['https://*.example.com'])).toBe(false)
  })

  it('parameters: custom default ancestors replace the built-in ones', () => {
    expect(isOriginAllowed('http://localhost:5173', [], [])).toBe(false)
    expect(isOriginAllowed('https://m.secure.example', [], ['https://m.secure.example'])).toBe(true)
  })
})
