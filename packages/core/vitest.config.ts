import { configDefaults, defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

// These test the client as a page runs it, machines loading on first use: they run without
// the preload every other test file gets (each file has a module registry of its own).
const lazyTests = ['src/**/*.lazy.test.ts', 'examples/**/*.test.ts']

export default defineConfig(
  sharedConfig({
    // `pnpm --filter @latch/core coverage`: how much of the machines and the client the
    // tests execute (statements and branches), printed and left in .reports/coverage.
    coverage: {
      provider: 'v8',
      include: ['src/machines/**', 'src/client/**'],
      exclude: ['**/*.test.ts'],
      reporter: ['text', 'json-summary'],
      reportsDirectory: '.reports/coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'core',
          // Files share their worker's module graph: each file loading core and its machines
          // anew took most of the package's time (about 500 s under the full suite, 65 s so).
          // The lazy project below keeps a registry per file: it tests the loading itself.
          isolate: false,
          exclude: [...configDefaults.exclude, ...lazyTests],
          setupFiles: ['./src/testing/preloadRuntime.ts'],
        },
      },
      { extends: true, test: { name: 'lazy', include: lazyTests } },
    ],
  }),
)
