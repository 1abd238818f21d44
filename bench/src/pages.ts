import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The `bench/` folder, whether this runs from `src/` (vitest) or `.run/` (compiled). */
export const benchDir = fileURLToPath(new URL('..', import.meta.url))

/** Where `pnpm --filter @latch/bench build` puts the pages, one folder each. */
export const distDir = join(benchDir, 'dist')

type BenchPageName = 'react' | 'latch'

export type BenchPage = {
  name: BenchPageName
  /** The row's name in the report. */
  label: string
  /** The folder with the page's `index.html`. */
  sourceDir: string
}

/** The Latch page, and React alone on the same kind of page as the floor to compare with. */
export const benchPages: readonly BenchPage[] = [
  { name: 'react', label: 'React 19 alone', sourceDir: join(benchDir, 'baseline') },
  { name: 'latch', label: 'Latch', sourceDir: join(benchDir, 'page') },
]

/** The Latch page, the one the budgets are for. */
export const latchPage = benchPages.find((page) => page.name === 'latch') as BenchPage
