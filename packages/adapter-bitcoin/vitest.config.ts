import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // One worker's module graph serves every file (the chain SDKs, viem, core): importing them
    // anew for each file was most of this package's time. The files share no module state;
    // they pass in any order (`--sequence.shuffle.files`).
    isolate: false,
    // The conformance suite runs against the local regtest ledger of @latch/testkit, started once.
    globalSetup: ['./src/testing/localBitcoin.globalSetup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  }),
)
