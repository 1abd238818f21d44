import { describe, expect, it } from 'vitest'
import { resolveThemeMode, themeToCssVariables } from './theme.js'

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

describe('themeToCssVariables', () => {
  it('default: the measures of SPEC.md §2', () => {
    const css = themeToCssVariables('dark')
    expect(css['--latch-modal-width']).toBe('360px')
    expect(css['--latch-z-index']).toBe('999')
    expect(css['--latch-font-size-master']).toBe('10px')
    expect(css['--latch-border-radius-master']).toBe('4px')
  })

  it('behavior: light and dark palettes differ', () => {
    expect(themeToCssVariables('light')['--latch-color-background']).not.toBe(
      themeToCssVariables('dark')['--latch-color-background'],
    )
  })

  it('parameters: overrides are applied', () => {
    const css = themeToCssVariables('light', { accent: 'rebeccapurple', zIndex: 50.7 })
    expect(css['--latch-accent']).toBe('rebeccapurple')
    expect(css['--latch-z-index']).toBe('50')
  })

  it('behavior: unsafe values are refused and the default kept', () => {
    for (const accent of ['red; background: url(x)', 'url(https://x)', 'red}body{', '</style>']) {
      expect(themeToCssVariables('dark', { accent })['--latch-accent']).toBe('#3b82f6')
    }
  })
})
