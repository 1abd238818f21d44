import { describe, expect, it } from 'vitest'
import { checkDateTime } from './rfc3339.js'

describe('checkDateTime', () => {
  it('default', () => {
    expect(checkDateTime('2021-09-30T16:25:24.000Z')).toEqual({
      valid: true,
      epochMs: Date.UTC(2021, 8, 30, 16, 25, 24),
    })
  })

  it('parameters: offsets, fractions and lower-case separators', () => {
    expect(checkDateTime('2021-09-30T16:25:24-02:00')).toEqual({
      valid: true,
      epochMs: Date.UTC(2021, 8, 30, 18, 25, 24),
    })
    expect(checkDateTime('2021-09-30t16:25:24.123456+01:30')).toEqual({
      valid: true,
      epochMs: Date.UTC(2021, 8, 30, 14, 55, 24, 123),
    })
    expect(checkDateTime('0050-01-01T00:00:00z')).toEqual({
      valid: true,
      epochMs: new Date('0050-01-01T00:00:00Z').getTime(),
    })
  })

  it('behavior: syntax errors', () => {
    for (const text of [
      'garbage',
      'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
      '2021-09-30',
      '2021-09-30T16:25Z',
      '2021-09-30 16:25:24Z',
      '2021-09-30T16:25:24',
      '2021-9-30T16:25:24Z',
      '2021-09-30T16:25:24.Z',
      '2021-09-30T16:25:24+0200',
    ]) {
      expect(checkDateTime(text), text).toEqual({ valid: false, reason: 'syntax' })
    }
  })

  it('behavior: impossible dates and times', () => {
    for (const text of [
      '2022-13-17T12:45:13.610Z',
      '2022-00-17T12:45:13.610Z',
      '2023-03-32T12:45:13.610Z',
      '2022-02-31T17:09:38.578Z',
      '2023-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2022-04-31T00:00:00Z',
      '2023-03-17T25:45:13.610Z',
      '2023-03-17T12:60:13Z',
      '2023-03-17T12:45:61Z',
      '2023-03-17T12:45:60Z',
      '2023-03-17T12:45:13+24:00',
    ]) {
      expect(checkDateTime(text), text).toEqual({ valid: false, reason: 'value' })
    }
  })

  it('behavior: leap days and leap seconds', () => {
    expect(checkDateTime('2024-02-29T00:00:00Z').valid).toBe(true)
    expect(checkDateTime('2000-02-29T00:00:00Z').valid).toBe(true)
    expect(checkDateTime('2016-12-31T23:59:60Z')).toEqual({
      valid: true,
      epochMs: Date.UTC(2017, 0, 1),
    })
    // 23:59:60 UTC seen from UTC-08:00.
    expect(checkDateTime('2016-12-31T15:59:60-08:00').valid).toBe(true)
  })
})
