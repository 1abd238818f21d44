import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // One worker's module graph serves every file (the chain SDKs, viem, core): importing them
    // anew for each file was most of this package's time. The files share no module state;
    // they pass in any order (`--sequence.shuffle.files`).
    isolate: false,
    // The chain-bound tests and the conformance suite run against one local Cosmos chain
    // (latch-local-1, the testkit's, one block a second), started once.
    globalSetup: ['./src/testing/localCosmos.globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  }),
)
