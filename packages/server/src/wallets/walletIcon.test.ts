import { describe, expect, test } from 'vitest'
import { colorFor, drawIcon, iconImageId, initialsOf } from './walletIcon.js'

describe('initialsOf', () => {
  test('default', () => {
    expect(initialsOf('Coinbase Wallet')).toBe('CW')
    expect(initialsOf('MetaMask')).toBe('ME')
    expect(initialsOf('1inch Wallet')).toBe('1W')
    expect(initialsOf('Safe{Wallet}')).toBe('SW')
    expect(initialsOf('!!!')).toBe('?')
  })
})

describe('drawIcon', () => {
  test('behavior: names are escaped, never markup', () => {
    const svg = drawIcon('<script>alert(1)</script> & "x"', '#000000')
    expect(svg).not.toContain('<script')
    expect(svg).toContain('aria-label="&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;"')
  })

  test('behavior: dark text on light colours, white on dark', () => {
    expect(drawIcon('A', '#ffffff')).toContain('fill="#111111"')
    expect(drawIcon('A', '#000000')).toContain('fill="#ffffff"')
  })
})

describe('colorFor and iconImageId', () => {
  test('default: stable, and the id follows the drawing', () => {
    expect(colorFor('Amber Vault 1')).toMatch(/^#[0-9a-f]{6}$/)
    expect(colorFor('Amber Vault 1')).toBe(colorFor('Amber Vault 1'))
    expect(iconImageId('x', 'X', '#000000')).toBe(iconImageId('x', 'X', '#000000'))
    expect(iconImageId('x', 'X', '#000000')).not.toBe(iconImageId('x', 'X', '#000001'))
  })
})
