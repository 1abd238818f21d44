/**
 * A whole number with English thousands separators, without `Intl`: the first
 * `toLocaleString` of a page loads the number formats, some 25 ms that the first view of the
 * modal would wait for.
 *
 * @example
 * formatCount(437) // '437'
 * formatCount(10000) // '10,000'
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+$)/g, ',')
}
