import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // The conformance suite runs against a real local Solana cluster (litesvm), started once.
    globalSetup: ['../testkit/src/localSolana.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  }),
)
