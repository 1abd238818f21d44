/**
 * Tells whether a string is an email address the login can send a code to: one `@`, no
 * spaces, a dot in the domain.
 */
export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(value)
}
