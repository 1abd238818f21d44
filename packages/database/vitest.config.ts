import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // PGlite takes 3–4 s to start: each worker keeps one instance (src/testing/testDatabase.ts)
    // for all the files it runs, and every file works in a schema of its own.
    isolate: false,
    maxWorkers: 2,
    // A throwaway PostgreSQL server for the run (Debian's binaries): LISTEN/NOTIFY and the
    // listener's reconnection are tested on it as on PGlite.
    globalSetup: ['./src/testing/postgres.globalSetup.ts'],
    // The first test of a file also starts PGlite, seconds alone and far more on busy cores.
    hookTimeout: 60_000,
  }),
)
