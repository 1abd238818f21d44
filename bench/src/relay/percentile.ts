/**
 * The nearest-rank percentile: the smallest value that `p` percent of the values are at or
 * below (p99 of 1,000 latencies is the 990th smallest); `undefined` for no values.
 *
 * @example
 * percentile([4, 1, 3, 2], 50) // 2
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (!(p > 0 && p <= 100)) throw new RangeError(`a percentile from 0 (excluded) to 100, got ${p}`)
  if (values.length === 0) return undefined
  const sorted = Float64Array.from(values).sort()
  return sorted[Math.ceil((p / 100) * sorted.length) - 1]
}
