/** The card the sandbox accepts: every other number is declined. */
const sandboxTestCard = '4242424242424242'

/** The card form as posted. */
export type CardForm = { cardNumber: string; expiry: string; cvc: string }

/** Which field is wrong and what to tell the visitor; `declined` for a well-formed other card. */
export type CardCheck =
  | { ok: true }
  | { ok: false; field: keyof CardForm; message: string; declined: boolean }

/**
 * Checks the sandbox's card form: a card number (12–19 digits, spaces allowed), an expiry
 * `MM/YY` not before this month, a 3 or 4 digit CVC; then only {@link sandboxTestCard} passes.
 *
 * @example
 * checkTestCard({ cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }, new Date()) // { ok: true }
 */
export function checkTestCard(form: CardForm, now: Date): CardCheck {
  const refuse = (field: keyof CardForm, message: string, declined = false): CardCheck => ({
    ok: false,
    field,
    message,
    declined,
  })
  const number = form.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(number)) return refuse('cardNumber', 'Enter the card number.')
  const expiry = /^\s*(0[1-9]|1[0-2])\s*\/\s*(\d{2})\s*$/.exec(form.expiry)
  if (!expiry) return refuse('expiry', 'Enter the expiry date as MM/YY.')
  const month = Number(expiry[1])
  const year = 2000 + Number(expiry[2])
  if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) {
    return refuse('expiry', 'This card has expired.')
  }
  if (!/^\s*\d{3,4}\s*$/.test(form.cvc))
    return refuse('cvc', 'Enter the 3 or 4 digit security code.')
  if (number !== sandboxTestCard) {
    return refuse(
      'cardNumber',
      'Your card was declined. This sandbox accepts only the test card 4242 4242 4242 4242; you were not charged.',
      true,
    )
  }
  return { ok: true }
}
