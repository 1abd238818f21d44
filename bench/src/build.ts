// `pnpm --filter @latch/bench build`: both pages into `bench/dist/`.
import { buildPages } from './buildPages.js'

await buildPages()
