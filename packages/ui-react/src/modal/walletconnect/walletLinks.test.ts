import { describe, expect, it } from 'vitest'
import { listedWallet } from '../../testing/fakeRegistry.js'
import { pairingLink, walletLinks } from './walletLinks.js'

const uri = 'wc:abc@2?relay-protocol=irn'

describe('pairingLink', () => {
  it('default: app schemes and pages get the pairing URI encoded', () => {
    expect(pairingLink('metamask:', uri)).toBe(`metamask://wc?uri=${encodeURIComponent(uri)}`)
    expect(pairingLink('trust://', uri)).toBe(`trust://wc?uri=${encodeURIComponent(uri)}`)
    expect(pairingLink('https://link.example.org', uri)).toBe(
      `https://link.example.org/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('behavior: links that fail the deep-link check are dropped', () => {
    for (const link of [
      'javascript:alert(1)',
      'data:text/html,x',
      'http://example.org',
      '',
      null,
    ]) {
      expect(pairingLink(link, uri)).toBeUndefined()
    }
  })
})

describe('walletLinks', () => {
  it('behavior: mobile and desktop need a pairing URI; the web app is a checked page', () => {
    const wallet = listedWallet('Rainbow', {
      mobile_link: 'rainbow:',
      desktop_link: null,
      webapp_link: 'https://rainbow.example.org',
    })
    expect(walletLinks(wallet, undefined)).toEqual({ web: 'https://rainbow.example.org' })
    expect(walletLinks(wallet, uri)).toEqual({
      mobile: `rainbow://wc?uri=${encodeURIComponent(uri)}`,
      web: 'https://rainbow.example.org',
    })
    expect(walletLinks(listedWallet('Bad', { webapp_link: 'javascript:x' }), uri)).toEqual({})
  })
})
