import { NAME_MIN_LENGTH } from '../constants/limits.js'

const namePattern = new RegExp(`^[a-zA-Z0-9-]{${NAME_MIN_LENGTH},}$`)

/**
 * Tells whether a name can be registered: letters, digits and hyphens only, at least four.
 *
 * @example
 * isValidName('latch-fan') // true
 * isValidName('abc') // false
 */
export function isValidName(name: string): boolean {
  return namePattern.test(name)
}
