import { describe, expect, it } from 'vitest'
import { walletLinkBase } from './walletLinkBase.js'

describe('walletLinkBase', () => {
  it('default: an app scheme ends in ://, a page in /', () => {
    expect(walletLinkBase('metamask:')).toBe('metamask://')
    expect(walletLinkBase('trust:/')).toBe('trust://')
    expect(walletLinkBase('rainbow://')).toBe('rainbow://')
    expect(walletLinkBase('https://link.example.org')).toBe('https://link.example.org/')
    expect(walletLinkBase('https://link.example.org/app/')).toBe('https://link.example.org/app/')
  })

  it('behavior: a link that fails the deep-link check has no base', () => {
    for (const link of [
      'javascript:alert(1)//',
      'ms-msdt:/id PCWDiagnostic',
      'data:text/html,x',
      'http://example.org',
      'metamask://wc?uri=<x>',
      '',
      null,
      undefined,
    ]) {
      expect(walletLinkBase(link)).toBeUndefined()
    }
  })
})
