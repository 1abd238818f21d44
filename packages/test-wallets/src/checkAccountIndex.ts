/**
 * Checks a test wallet's `setAccount(index)` against its `count` accounts.
 *
 * @example
 * checkAccountIndex(2, 2) // throws RangeError: the wallet has accounts 0 to 1, not 2
 */
export function checkAccountIndex(index: number, count: number): void {
  if (!Number.isInteger(index) || index < 0 || index >= count) {
    throw new RangeError(`the wallet has accounts 0 to ${count - 1}, not ${index}`)
  }
}
