/** One autocannon run: a route at a number of connections. */
export type LoadResult = {
  route: string
  connections: number
  /** Mean of the per-second counts. */
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Connection errors and timeouts. */
  errors: number
  /** Answers other than 2xx. */
  non2xx: number
}

const columns = ['route', 'connections', 'req/s', 'p50', 'p99', 'errors', 'non-2xx']

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

// autocannon's latencies are milliseconds with a fraction: two decimals say enough below 10.
const milliseconds = (value: number) =>
  `${value < 10 ? Number(value.toFixed(2)) : Math.round(value)} ms`

/**
 * The results as a Markdown table, one row per route and connection count, in the order run.
 *
 * @example
 * console.log(formatLoadTable(results))
 */
export function formatLoadTable(results: readonly LoadResult[]): string {
  return [
    row(columns),
    row(columns.map(() => '---')),
    ...results.map((result) =>
      row([
        result.route,
        result.connections,
        thousands.format(result.requestsPerSecond),
        milliseconds(result.p50Ms),
        milliseconds(result.p99Ms),
        result.errors,
        result.non2xx,
      ]),
    ),
  ].join('\n')
}
