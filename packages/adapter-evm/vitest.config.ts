import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // The conformance suite runs against two real local chains (hardhat), started once.
    globalSetup: ['../testkit/src/localChains.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  }),
)
