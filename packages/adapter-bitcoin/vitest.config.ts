import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // The conformance suite runs against the local regtest ledger of @latch/testkit, started once.
    globalSetup: ['./src/testing/localBitcoin.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  }),
)
