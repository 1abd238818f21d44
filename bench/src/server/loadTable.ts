/** One autocannon run: a route at a number of connections, on one setup's processes at once. */
export type LoadResult = {
  /** The setup's label: its processes and database. */
  setup: string
  route: string
  /** Loaded at once, each with `connections` of its own. */
  processes: number
  /** Per process. */
  connections: number
  /** Mean of the per-second counts, every process's answers together. */
  requestsPerSecond: number
  p50Ms: number
  p99Ms: number
  /** Connection errors and timeouts. */
  errors: number
  /** Answers other than 2xx. */
  non2xx: number
}

const columns = ['setup', 'route', 'connections', 'req/s', 'p50', 'p99', 'errors', 'non-2xx']

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

// In all, and per process where there are several.
const connectionsOf = ({ processes, connections }: LoadResult) =>
  processes === 1 ? String(connections) : `${processes * connections} (${connections} each)`

// autocannon's latencies are milliseconds with a fraction: two decimals say enough below 10.
const milliseconds = (value: number) =>
  `${value < 10 ? Number(value.toFixed(2)) : Math.round(value)} ms`

/**
 * The results as a Markdown table, one row per setup, route and connection count, in the order
 * run.
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
        result.setup,
        result.route,
        connectionsOf(result),
        thousands.format(result.requestsPerSecond),
        milliseconds(result.p50Ms),
        milliseconds(result.p99Ms),
        result.errors,
        result.non2xx,
      ]),
    ),
  ].join('\n')
}

/**
 * The runs where a request failed (a connection error, a timeout or an answer other than 2xx),
 * one line each; none when every request was answered 2xx.
 *
 * @example
 * requestFailures(results) // ['2 processes, PostgreSQL, POST /e (analytics event), 20 (10 each) connections: 3 errors, 0 non-2xx']
 */
export function requestFailures(results: readonly LoadResult[]): string[] {
  return results
    .filter((result) => result.errors > 0 || result.non2xx > 0)
    .map(
      (result) =>
        `${result.setup}, ${result.route}, ${connectionsOf(result)} connections: ${result.errors} errors, ${result.non2xx} non-2xx`,
    )
}
