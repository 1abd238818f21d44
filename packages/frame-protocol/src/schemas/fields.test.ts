import { describe, expect, it } from 'vitest'
import { emailSchema, pageUrlSchema } from './fields.js'

describe('pageUrlSchema', () => {
  it('behavior: http and https pages', () => {
    expect(pageUrlSchema.parse('https://secure.example.com/a?b=c')).toBe(
      'https://secure.example.com/a?b=c',
    )
    expect(pageUrlSchema.safeParse('http://localhost:5173/').success).toBe(true)
  })

  it('behavior: never a scheme that runs or embeds content', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'vbscript:msgbox',
      'file:///etc/passwd',
      'blob:https://secure.example.com/1',
      '//secure.example.com',
      'secure.example.com',
    ]) {
      expect(pageUrlSchema.safeParse(url).success, url).toBe(false)
    }
  })
})

describe('emailSchema', () => {
  it('behavior: valid email addresses only', () => {
    expect(emailSchema.safeParse('ada@example.com').success).toBe(true)
    for (const email of ['', 'ada', 'ada@', '@example.com', 'ada @example.com']) {
      expect(emailSchema.safeParse(email).success, email).toBe(false)
    }
  })
})
