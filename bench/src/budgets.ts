import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { benchDir } from './pages.js'

/**
 * The targets of the performance issue, from `bench/budgets.json`. KB are 1000 bytes of JS
 * after gzip; the two sizes fail `npm test`, the `reported` ones are only printed beside
 * the figures (timings on a shared machine are not pass/fail).
 */
export type Budgets = {
  beforeFirstClickKb: number
  untilFirstWalletKb: number
  reported: { clickToFirstWalletMs: number; heapModalOpenMb: number }
}

export function readBudgets(): Budgets {
  return JSON.parse(readFileSync(join(benchDir, 'budgets.json'), 'utf8')) as Budgets
}
