import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { avatarColors, toCssRgb } from './avatarColors.js'

describe('avatarColors', () => {
  it('default: the base colour from the first 6 hex characters, then 15% tints', () => {
    expect(avatarColors('0xff0000abcdef0123456789abcdef0123456789')).toEqual([
      [255, 0, 0],
      [255, 38, 38],
      [255, 77, 77],
      [255, 115, 115],
      [255, 153, 153],
    ])
  })

  it('behavior: case and the 0x prefix do not matter', () => {
    expect(avatarColors('0xABCDEF12')).toEqual(avatarColors('abcdef34'))
  })

  it('behavior: any address gets five valid colours, each lighter than the last', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (address) => {
        const colors = avatarColors(address)
        expect(colors).toHaveLength(5)
        for (const [index, color] of colors.entries()) {
          for (const [channel, value] of color.entries()) {
            expect(Number.isInteger(value) && value >= 0 && value <= 255).toBe(true)
            if (index > 0) expect(value).toBeGreaterThanOrEqual(colors[index - 1]?.[channel] ?? 0)
          }
        }
      }),
    )
  })
})

describe('toCssRgb', () => {
  it('default', () => {
    expect(toCssRgb([1, 2, 3])).toBe('rgb(1, 2, 3)')
  })
})
