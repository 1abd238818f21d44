import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import type { ViteUserConfig } from 'vitest/config'

/**
 * The vitest settings every workspace shares: sibling packages resolve to their sources
 * (the `@latch/source` export condition), and each run leaves a JSON report in `.reports/`
 * that `scripts/test.mjs` totals.
 */
export function sharedConfig(overrides: ViteUserConfig['test'] = {}): ViteUserConfig {
  return {
    resolve: {
      conditions: ['@latch/source', ...defaultClientConditions],
      // External test vectors, vendored unchanged (test-vectors/README.md).
      alias: { '@vectors': fileURLToPath(new URL('./test-vectors', import.meta.url)) },
    },
    ssr: { resolve: { conditions: ['@latch/source', ...defaultServerConditions] } },
    test: {
      reporters: ['default', 'json'],
      outputFile: { json: '.reports/vitest.json' },
      // Timings are tested with fake timers; this only catches a hang. `npm test` runs every
      // package at once on two cores, where a heavy test (machine paths, property runs) can
      // take several times its usual second.
      testTimeout: 30_000,
      ...overrides,
    },
  }
}
