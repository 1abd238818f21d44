import type { Budgets } from './budgets.js'
import type { PageResult } from './pageResult.js'
import type { Spread } from './stats.js'

export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
export const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`
const ms = (value: number) => `${value.toFixed(1)} ms`

const columns = [
  'page',
  'JS gzip before first click',
  'JS gzip until first wallet shown',
  'click → first wallet (median, min–max)',
  'same, pointer on the button first',
  'heap, modal open',
  'DOM nodes',
  'hosts contacted besides the page',
]

const timing = ({ median, min, max }: Spread) =>
  `${ms(median)} (${min.toFixed(1)}–${max.toFixed(1)})`

const row = (cells: readonly (string | number)[]) => `| ${cells.join(' | ')} |`

function verdict(name: string, value: string, budget: string, within: boolean): string {
  return `- ${name}: ${value}, target ${budget}: ${within ? 'within' : 'OVER'}`
}

/**
 * The table in Markdown, one row per page and one with Latch's targets, then how
 * Latch stands against each target. `runs` is the number of measured runs per page.
 */
export function formatReport(results: readonly PageResult[], budgets: Budgets, runs: number) {
  const lines = [
    row(columns),
    row(columns.map(() => '---')),
    ...results.map(({ label, summary }) =>
      row([
        label,
        kb(summary.jsGzipBeforeClick),
        kb(summary.jsGzipUntilWallet),
        timing(summary.clickToWalletMs),
        timing(summary.hoverClickToWalletMs),
        mb(summary.heapUsedBytes),
        summary.domNodes,
        summary.otherHosts.length ? summary.otherHosts.join(', ') : 'none',
      ]),
    ),
    row([
      'Latch target',
      `≤ ${budgets.beforeFirstClickKb} KB`,
      `≤ ${budgets.untilFirstWalletKb} KB`,
      `≤ ${budgets.reported.clickToFirstWalletMs} ms`,
      `≤ ${budgets.reported.clickToFirstWalletMs} ms`,
      `≤ ${budgets.reported.heapModalOpenMb} MB`,
      '',
      'none the site did not configure',
    ]),
  ]
  const latch = results.find((result) => result.name === 'latch')?.summary
  if (latch) {
    lines.push(
      '',
      `Latch, medians of ${runs} runs after a warm-up:`,
      verdict(
        'JS gzip before the first click',
        kb(latch.jsGzipBeforeClick),
        `${budgets.beforeFirstClickKb} KB`,
        latch.jsGzipBeforeClick <= budgets.beforeFirstClickKb * 1000,
      ),
      verdict(
        'JS gzip until the first wallet is shown',
        kb(latch.jsGzipUntilWallet),
        `${budgets.untilFirstWalletKb} KB`,
        latch.jsGzipUntilWallet <= budgets.untilFirstWalletKb * 1000,
      ),
      verdict(
        'click → first wallet',
        ms(latch.clickToWalletMs.median),
        `${budgets.reported.clickToFirstWalletMs} ms`,
        latch.clickToWalletMs.median <= budgets.reported.clickToFirstWalletMs,
      ),
      verdict(
        'click → first wallet, pointer on the button first',
        ms(latch.hoverClickToWalletMs.median),
        `${budgets.reported.clickToFirstWalletMs} ms`,
        latch.hoverClickToWalletMs.median <= budgets.reported.clickToFirstWalletMs,
      ),
      verdict(
        'heap with the modal open',
        mb(latch.heapUsedBytes),
        `${budgets.reported.heapModalOpenMb} MB`,
        latch.heapUsedBytes <= budgets.reported.heapModalOpenMb * 1_000_000,
      ),
      verdict(
        'hosts contacted',
        latch.otherHosts.length ? latch.otherHosts.join(', ') : 'none',
        'none',
        latch.otherHosts.length === 0,
      ),
    )
  }
  return lines.join('\n')
}
