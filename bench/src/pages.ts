import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The `bench/` folder, whether this runs from `src/` (vitest) or `.run/` (compiled). */
export const benchDir = fileURLToPath(new URL('..', import.meta.url))

/** Where `pnpm --filter @latch/bench build` puts the pages, one folder each. */
export const distDir = join(benchDir, 'dist')

type BenchPageName =
  | 'react'
  | 'latch'
  | 'latch-every-adapter'
  | 'latch-walletconnect'
  | 'latch-solana'

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
  /**
   * Whether the visitor's Bench Wallet registers for Solana too (Wallet Standard), so that the
   * first wallet the page times is a Solana one. Only on the Solana page: elsewhere the modal
   * would merge it with the EVM one into a multi-chain entry, and those pages' figures would
   * no longer be those of an EVM wallet alone.
   */
  solanaWallet?: boolean
  /**
   * Whether no adapter of the page finds a wallet with the page (each finds its wallets with a
   * discovery chunk of its own): `LatchModal` then has them found once the page is idle, so
   * that their chunks are loaded before the first click rather than after it.
   */
  discoveryAtIdle?: boolean
}

/**
 * The Latch pages, EVM alone, every adapter, every adapter with WalletConnect, and Solana
 * alone (a first wallet found by a discovery chunk rather than with the page), and React
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
  {
    name: 'latch-solana',
    label: 'Latch, Solana',
    sourceDir: join(benchDir, 'page-solana'),
    budgeted: true,
    solanaWallet: true,
    discoveryAtIdle: true,
  },
]

/** The pages the budgets are for. */
export const latchPages: readonly BenchPage[] = benchPages.filter((page) => page.budgeted)
