import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

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
  }),
)
