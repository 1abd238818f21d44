import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // The chain-bound tests and the conformance suite run against one local Cosmos chain
    // (latch-local-1, the testkit's, one block a second), started once.
    globalSetup: ['./src/testing/localCosmos.globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  }),
)
