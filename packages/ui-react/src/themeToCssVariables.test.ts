import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  ANIMATION_MODAL_MS,
  ANIMATION_VIEW_IN_MS,
  MODAL_SHAKE_MS,
  SNACKBAR_SWAP_MS,
} from '@latch/core/constants'
import { describe, expect, it } from 'vitest'
import { themeToCssVariables } from './themeToCssVariables.js'

/** The `--latch-*` declarations of the modal stylesheet's rule for `selector`. */
function declaredVariables(selector: string): Record<string, string> {
  const css = readFileSync(join(dirname(fileURLToPath(import.meta.url)), 'modal/latch.css'), 'utf8')
  const body = css.split(`\n${selector} {\n`)[1]?.split('\n}')[0] ?? ''
  return Object.fromEntries(
    [...body.matchAll(/^\s*(--latch-[\w-]+):\s*([^;]+);/gm)].map(([, name, value]) => [
      name,
      value,
    ]),
  )
}

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

describe('the modal stylesheet', () => {
  it('default: it declares the variables of themeToCssVariables, for each mode', () => {
    const declared = declaredVariables('.latch-root')
    for (const [name, value] of Object.entries(themeToCssVariables('dark'))) {
      expect(declared[name], name).toBe(value)
    }
    const light = { ...declared, ...declaredVariables('.latch-root[data-theme="light"]') }
    for (const [name, value] of Object.entries(themeToCssVariables('light'))) {
      expect(light[name], name).toBe(value)
    }
  })

  it('default: the modal, each view and the snackbar animate as long as core says', () => {
    const css = themeToCssVariables('dark')
    expect(css['--latch-modal-duration']).toBe(`${ANIMATION_MODAL_MS}ms`)
    expect(css['--latch-view-in-duration']).toBe(`${ANIMATION_VIEW_IN_MS}ms`)
    expect(css['--latch-snackbar-duration']).toBe(`${SNACKBAR_SWAP_MS}ms`)
    expect(css['--latch-shake-duration']).toBe(`${MODAL_SHAKE_MS}ms`)
  })

  it('behavior: no animation states a time of its own, but the spinner, which SPEC.md does not time', () => {
    const css = readFileSync(
      join(dirname(fileURLToPath(import.meta.url)), 'modal/latch.css'),
      'utf8',
    )
    const animations = [...css.matchAll(/^\s*animation(?:-duration)?:\s*([^;]+);/gm)].map(
      ([, value]) => value as string,
    )
    const timed = animations.filter((value) => /\d+m?s\b/.test(value))
    expect(timed.every((value) => value.includes('latch-spin') || value === '2400ms')).toBe(true)
    expect(animations.filter((value) => value.includes('var(--latch-')).length).toBeGreaterThan(4)
  })
})
