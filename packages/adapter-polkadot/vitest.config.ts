import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // The chain-bound tests and the conformance suite run against one local chain (Rococo
    // Asset Hub's runtime in chopsticks), started once.
    globalSetup: ['./src/testing/localPolkadot.globalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  }),
)
