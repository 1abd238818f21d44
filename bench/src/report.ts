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
 * each Latch page stands against each target. `runs` is the number of measured runs per page.
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
  for (const { label, summary } of results.filter((result) => result.budgeted)) {
    lines.push(
      '',
      `${label}, medians of ${runs} runs after a warm-up:`,
      verdict(
        'JS gzip before the first click',
        kb(summary.jsGzipBeforeClick),
        `${budgets.beforeFirstClickKb} KB`,
        summary.jsGzipBeforeClick <= budgets.beforeFirstClickKb * 1000,
      ),
      verdict(
        'JS gzip until the first wallet is shown',
        kb(summary.jsGzipUntilWallet),
        `${budgets.untilFirstWalletKb} KB`,
        summary.jsGzipUntilWallet <= budgets.untilFirstWalletKb * 1000,
      ),
      verdict(
        'click → first wallet',
        ms(summary.clickToWalletMs.median),
        `${budgets.reported.clickToFirstWalletMs} ms`,
        summary.clickToWalletMs.median <= budgets.reported.clickToFirstWalletMs,
      ),
      verdict(
        'click → first wallet, pointer on the button first',
        ms(summary.hoverClickToWalletMs.median),
        `${budgets.reported.clickToFirstWalletMs} ms`,
        summary.hoverClickToWalletMs.median <= budgets.reported.clickToFirstWalletMs,
      ),
      verdict(
        'heap with the modal open',
        mb(summary.heapUsedBytes),
        `${budgets.reported.heapModalOpenMb} MB`,
        summary.heapUsedBytes <= budgets.reported.heapModalOpenMb * 1_000_000,
      ),
      verdict(
        'hosts contacted',
        summary.otherHosts.length ? summary.otherHosts.join(', ') : 'none',
        'none',
        summary.otherHosts.length === 0,
      ),
    )
    if (summary.walletConnect) {
      const { chooseToQrMs, jsGzipUntilQr } = summary.walletConnect
      lines.push(
        `- choose WalletConnect → QR code shown (sign-client loaded, relay joined, pairing made): ${timing(chooseToQrMs)}`,
        `- JS gzip once the QR code is shown (WalletConnect's chunk counted only now): ${kb(jsGzipUntilQr)}`,
      )
    }
  }
  return lines.join('\n')
}
