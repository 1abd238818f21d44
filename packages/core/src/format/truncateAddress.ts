/**
 * An address shortened for buttons and headers: its first and last characters around an
 * ellipsis (`0x` prefixes count towards the start). Short addresses are kept whole.
 *
 * @example
 * truncateAddress('0x1234567890abcdef1234567890abcdef12345678') // '0x1234…5678'
 */
export function truncateAddress(address: string, visible = 4): string {
  const start = address.startsWith('0x') ? visible + 2 : visible
  if (address.length <= start + visible + 1) return address
  return `${address.slice(0, start)}…${address.slice(-visible)}`
}
