import { describe, expect, it } from 'vitest'
import { stateValueText } from './stateValueText.js'

describe('stateValueText', () => {
  it('default: an atomic state is its name', () => {
    expect(stateValueText('connected')).toBe('connected')
  })

  it('behavior: a nested state is its path', () => {
    expect(stateValueText({ open: 'still' })).toBe('open.still')
    expect(stateValueText({ a: { b: { c: 'd' } } })).toBe('a.b.c.d')
  })

  it('behavior: a parallel state lists each region, an atomic region by its key', () => {
    expect(stateValueText({ navigation: {}, farcaster: 'idle' })).toBe('navigation, farcaster.idle')
    expect(stateValueText({ a: { x: 'one', y: {} }, b: 'two' })).toBe('a.x.one, a.y, b.two')
  })

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['a number', 7],
    ['an array', ['open']],
    ['an empty value (a machine without states)', {}],
  ])('behavior: %s gives an empty string', (_, value) => {
    expect(stateValueText(value)).toBe('')
  })
})
