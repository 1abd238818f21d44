import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The `bench/` folder, whether this runs from `src/` (vitest) or `.run/` (compiled). */
export const benchDir = fileURLToPath(new URL('..', import.meta.url))

/** Where `pnpm --filter @latch/bench build` puts the pages, one folder each. */
export const distDir = join(benchDir, 'dist')

type BenchPageName = 'react' | 'latch' | 'latch-every-adapter' | 'latch-walletconnect'

export type BenchPage = {
  name: BenchPageName
  /** The row's name in the report. */
  label: string
  /** The folder with the page's `index.html`. */
  sourceDir: string
  /** Whether `budgets.json` applies: to Latch's pages, not to the floor. */
  budgeted: boolean
  /**
   * Whether the page offers WalletConnect: the bench gives it a relay (a latch-server on
   * loopback) and times the choice of WalletConnect to its QR code as well.
   */
  walletConnect?: boolean
}

/**
 * The Latch pages, EVM alone, every adapter, and every adapter with WalletConnect, and React
 * alone on the same kind of page as the floor to compare with.
 */
export const benchPages: readonly BenchPage[] = [
  {
    name: 'react',
    label: 'React 19 alone',
    sourceDir: join(benchDir, 'baseline'),
    budgeted: false,
  },
  { name: 'latch', label: 'Latch', sourceDir: join(benchDir, 'page'), budgeted: true },
  {
    name: 'latch-every-adapter',
    label: 'Latch, every adapter',
    sourceDir: join(benchDir, 'page-every-adapter'),
    budgeted: true,
  },
  {
    name: 'latch-walletconnect',
    label: 'Latch, every adapter and WalletConnect',
    sourceDir: join(benchDir, 'page-walletconnect'),
    budgeted: true,
    walletConnect: true,
  },
]

/** The pages the budgets are for. */
export const latchPages: readonly BenchPage[] = benchPages.filter((page) => page.budgeted)
