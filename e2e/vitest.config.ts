import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    globalSetup: ['./src/demoServer.ts'],
    // One browser at a time: the machine has two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  }),
)
