import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { truncateEmail } from './truncateEmail.js'

describe('truncateEmail', () => {
  it('default: up to 30 characters unchanged', () => {
    expect(truncateEmail('visitor@example.com')).toBe('visitor@example.com')
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
  })

  it('behavior: longer ones become 29 characters and an ellipsis', () => {
    const long = `${'a'.repeat(19)}@example.com`
    expect(truncateEmail(long)).toBe(`${'a'.repeat(19)}@example.c…`)
    expect(Array.from(truncateEmail(long))).toHaveLength(30)
  })

  it('behavior: never more than 30 characters, and a prefix of the email', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 80 }), (email) => {
        const shown = truncateEmail(email)
        expect(Array.from(shown).length).toBeLessThanOrEqual(30)
        expect(email.startsWith(shown.replace(/…$/, ''))).toBe(true)
      }),
    )
  })
})
