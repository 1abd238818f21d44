import { describe, expect, test } from 'vitest'
import { checkTestCard } from './testCard.js'

const now = new Date('2026-12-02T00:00:00Z')
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }

describe('checkTestCard', () => {
  test('default: the test card passes, with or without spaces, this month included', () => {
    expect(checkTestCard(good, now)).toEqual({ ok: true })
    expect(
      checkTestCard({ ...good, cardNumber: '4242424242424242', expiry: '12/26' }, now),
    ).toEqual({ ok: true })
  })

  test('behavior: another well-formed card is declined with a clear text', () => {
    expect(checkTestCard({ ...good, cardNumber: '4000 0000 0000 0002' }, now)).toEqual({
      ok: false,
      field: 'cardNumber',
      declined: true,
      message:
        'Your card was declined. This sandbox accepts only the test card 4242 4242 4242 4242; you were not charged.',
    })
  })

  test('behavior: malformed fields are named, not declined', () => {
    expect(checkTestCard({ ...good, cardNumber: '4242' }, now)).toMatchObject({
      field: 'cardNumber',
      declined: false,
    })
    expect(checkTestCard({ ...good, expiry: '13/30' }, now)).toMatchObject({
      field: 'expiry',
      message: 'Enter the expiry date as MM/YY.',
    })
    expect(checkTestCard({ ...good, expiry: '11/26' }, now)).toMatchObject({
      field: 'expiry',
      message: 'This card has expired.',
    })
    expect(checkTestCard({ ...good, cvc: '12' }, now)).toMatchObject({ field: 'cvc' })
  })
})
