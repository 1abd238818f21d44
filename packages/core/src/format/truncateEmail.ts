import { EMAIL_DISPLAY_MAX_LENGTH } from '../constants/limits.js'

/**
 * An email as the account view shows it: at most 30 characters, the last one an ellipsis
 * when the address is longer.
 *
 * @example
 * truncateEmail('a.very.long.address.for.testing@example.com') // 'a.very.long.address.for.testi…'
 */
export function truncateEmail(email: string): string {
  const characters = Array.from(email)
  if (characters.length <= EMAIL_DISPLAY_MAX_LENGTH) return email
  return `${characters.slice(0, EMAIL_DISPLAY_MAX_LENGTH - 1).join('')}…`
}
