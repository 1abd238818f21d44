import { describe, expect, it } from 'vitest'
import { resolveThemeMode, themeOverrides } from './theme.js'

describe('resolveThemeMode', () => {
  it('default: dark when nothing is known', () => {
    expect(resolveThemeMode(undefined, undefined)).toBe('dark')
  })

  it('behavior: the system preference decides when no mode is given', () => {
    expect(resolveThemeMode(undefined, false)).toBe('light')
    expect(resolveThemeMode(undefined, true)).toBe('dark')
  })

  it('parameters: mode wins over the system preference', () => {
    expect(resolveThemeMode('light', true)).toBe('light')
    expect(resolveThemeMode('dark', false)).toBe('dark')
  })
})

describe('themeOverrides', () => {
  it('default: nothing (the stylesheet declares the defaults)', () => {
    expect(themeOverrides()).toEqual({})
  })

  it('parameters: only the safe values a site gives', () => {
    expect(themeOverrides({ accent: 'rebeccapurple', zIndex: 50.7, fontFamily: 'a;b' })).toEqual({
      '--latch-accent': 'rebeccapurple',
      '--latch-z-index': '50',
    })
  })
})
