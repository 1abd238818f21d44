import { describe, expect, it } from 'vitest'
import { isSafeDeepLink } from './safeDeepLink.js'

describe('isSafeDeepLink', () => {
  it.each(['metamask://', 'trust://wc?uri=x', 'rainbow:', 'https://link.trustwallet.com/wc'])(
    'behavior: %s is a deep link',
    (url) => expect(isSafeDeepLink(url)).toBe(true),
  )
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'file:///x',
    'blob:x',
    'http://evil.example',
    'wallet://x"onload',
    'no scheme',
  ])('behavior: %s is refused', (url) => expect(isSafeDeepLink(url)).toBe(false))
})
