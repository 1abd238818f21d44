import type { RelayLoadResult } from './relayLoadResult.js'

const columns = [
  'setup',
  'sockets',
  'sent',
  'delivered',
  'delivered/s',
  'p50',
  'p99',
  'lost',
  'duplicates',
  'relay memory',
  'connect',
]

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`

const thousands = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })

const milliseconds = (value: number | undefined) =>
  value === undefined ? '–' : `${value < 10 ? Number(value.toFixed(1)) : Math.round(value)} ms`

// One figure per process, joined with "+": a cluster's processes each hold their own.
const megabytes = (values: readonly (number | undefined)[]) =>
  values.map((bytes) => (bytes === undefined ? '?' : Math.round(bytes / 1_000_000))).join(' + ')

/**
 * The runs as a Markdown table, one row per setup, in the order run. Delivered per second is
 * over the time from the first publish to the last delivery; memory is each relay process's
 * resident set before the sockets connected → after the drain.
 *
 * @example
 * console.log(formatRelayLoadTable(results))
 */
export function formatRelayLoadTable(results: readonly RelayLoadResult[]): string {
  return [
    row(columns),
    row(columns.map(() => '---')),
    ...results.map(({ setup, sockets, summary, connectMs, residentBefore, residentAfter }) =>
      row([
        setup,
        thousands.format(sockets),
        thousands.format(summary.sent),
        thousands.format(summary.delivered),
        summary.spanMs > 0 ? thousands.format(summary.delivered / (summary.spanMs / 1000)) : 0,
        milliseconds(summary.p50Ms),
        milliseconds(summary.p99Ms),
        summary.lost,
        summary.duplicates,
        `${megabytes(residentBefore)} → ${megabytes(residentAfter)} MB`,
        `${(connectMs / 1000).toFixed(1)} s`,
      ]),
    ),
  ].join('\n')
}
