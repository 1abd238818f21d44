import { describe, expect, it } from 'vitest'
import { rfc3339Ms } from './rfc3339DateTime.js'

describe('rfc3339Ms', () => {
  it('default: epoch ms of a UTC date-time', () => {
    expect(rfc3339Ms('2021-09-30T16:25:24.000Z')).toBe(1633019124000)
  })

  it('behavior: offsets, fractions, and the lower-case "t" and "z" RFC 3339 allows', () => {
    expect(rfc3339Ms('2021-09-30T18:25:24+02:00')).toBe(1633019124000)
    expect(rfc3339Ms('2021-09-30t16:25:24.5z')).toBe(1633019124500)
    expect(rfc3339Ms('2024-02-29T00:00:00Z')).toBe(Date.UTC(2024, 1, 29))
  })

  it.each([
    'yesterday',
    '2021-09-30',
    '2021-09-30 16:25:24Z',
    '2021-09-30T16:25:24',
    '2021-13-01T00:00:00Z',
    '2021-09-30T24:00:00Z',
    '2021-09-30T16:25:24+24:00',
    '2026-02-30T00:00:00Z',
    '2025-02-29T00:00:00Z',
  ])('behavior: %s is no date-time', (value) => {
    expect(rfc3339Ms(value)).toBeUndefined()
  })
})
