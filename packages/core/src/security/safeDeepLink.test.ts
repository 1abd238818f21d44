import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ConfigError } from '../errors/config.js'
import { createDeepLinkCheck, DEFAULT_DEEP_LINK_SCHEMES, isSafeDeepLink } from './safeDeepLink.js'

// Schemes that reach a program other than a wallet: script, local files, the browser's own
// pages, and the system handlers used in known attacks.
const refusedSchemes = [
  'ms-msdt',
  'search-ms',
  'intent',
  'ms-officecmd',
  'jar',
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'chrome',
  'filesystem',
  'view-source',
  'foo',
]

describe('isSafeDeepLink', () => {
  it.each(DEFAULT_DEEP_LINK_SCHEMES)('default: %s: is a deep link', (scheme) => {
    expect(isSafeDeepLink(`${scheme}:`)).toBe(true)
    expect(isSafeDeepLink(`${scheme}://wc?uri=wc%3Aabc%402`)).toBe(true)
  })

  it.each([
    'https://link.trustwallet.com/wc',
    'http://localhost:5173/wallet',
    'http://127.0.0.1:8545',
  ])('default: the page %s is a deep link', (url) => expect(isSafeDeepLink(url)).toBe(true))

  it.each(refusedSchemes)('behavior: %s: is refused', (scheme) => {
    expect(isSafeDeepLink(`${scheme}:`)).toBe(false)
    expect(isSafeDeepLink(`${scheme}://x`)).toBe(false)
  })

  it.each([
    'ms-msdt:/id PCWDiagnostic /skip force',
    'search-ms:query=x&crumb=location:\\\\evil.example\\share',
    'intent://scan/#Intent;scheme=zxing;package=com.evil;end',
    'ms-officecmd:{"id":3}',
    'jar:https://evil.example/x.jar!/',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'file:///x',
    'blob:https://evil.example/id',
    'chrome://settings',
    'filesystem:https://evil.example/temporary/x',
    'http://evil.example',
    'HTTP://evil.example',
    'wallet://x"onload',
    'metamask://x"onload',
    'metamask://wc?uri=a b',
    'metamask://x<script>',
    "trust://x'",
    'trust://x\u0000',
    'trust://x\u007f',
    'metamask',
    'no scheme',
    '',
  ])('behavior: %s is refused', (url) => expect(isSafeDeepLink(url)).toBe(false))

  it('behavior: the scheme matches in any case', () => {
    expect(isSafeDeepLink('MetaMask://wc')).toBe(true)
    expect(isSafeDeepLink('TRUST:')).toBe(true)
    expect(isSafeDeepLink('Ms-Msdt:/id x')).toBe(false)
  })

  it('behavior: the default list is lower case, unique, and cannot be changed', () => {
    for (const scheme of DEFAULT_DEEP_LINK_SCHEMES) expect(scheme).toMatch(/^[a-z][a-z0-9+.-]*$/)
    expect(new Set(DEFAULT_DEEP_LINK_SCHEMES).size).toBe(DEFAULT_DEEP_LINK_SCHEMES.length)
    expect(Object.isFrozen(DEFAULT_DEEP_LINK_SCHEMES)).toBe(true)
  })

  it('property: a scheme outside the list never passes', () => {
    const allowed = new Set(DEFAULT_DEEP_LINK_SCHEMES)
    const scheme = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9+.-]{0,15}$/)
    fc.assert(
      fc.property(scheme, fc.string(), (name, rest) => {
        fc.pre(!allowed.has(name.toLowerCase()) && !/^https?$/i.test(name))
        expect(isSafeDeepLink(`${name}:${rest}`)).toBe(false)
      }),
    )
  })

  it('property: a listed scheme passes exactly when the rest has no unsafe character', () => {
    const unsafe = /[\s\p{Cc}<>"'`]/u
    fc.assert(
      fc.property(fc.constantFrom(...DEFAULT_DEEP_LINK_SCHEMES), fc.string(), (name, rest) => {
        expect(isSafeDeepLink(`${name}://${rest}`)).toBe(!unsafe.test(rest))
      }),
    )
  })
})

describe('createDeepLinkCheck', () => {
  it('default: with no extra scheme it is isSafeDeepLink', () => {
    expect(createDeepLinkCheck()).toBe(isSafeDeepLink)
    expect(createDeepLinkCheck([])).toBe(isSafeDeepLink)
  })

  it('parameters: extra schemes pass besides the defaults, in any case and spelling', () => {
    const check = createDeepLinkCheck(['MyWallet', 'otherwallet:', 'third-wallet://'])
    for (const url of [
      'mywallet://wc?uri=x',
      'MYWALLET:',
      'otherwallet://x',
      'third-wallet:',
      'metamask://',
      'https://wallet.example/wc',
    ]) {
      expect(check(url), url).toBe(true)
    }
    expect(check('mywallet://x"onload')).toBe(false)
    expect(check('ms-msdt:/id x')).toBe(false)
    expect(isSafeDeepLink('mywallet://wc')).toBe(false)
  })

  it.each([
    ...refusedSchemes.filter((scheme) => scheme !== 'foo'),
    'http',
    'HTTPS:',
    '1x',
    'a b',
    '',
  ])('behavior: the scheme "%s" cannot be added', (scheme) => {
    expect(() => createDeepLinkCheck([scheme])).toThrow(ConfigError)
  })
})
