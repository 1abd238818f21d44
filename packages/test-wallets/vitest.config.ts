import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

// The wallets' own units. Their journeys against real local chains are @latch/testkit's tests
// (it runs the chains), and the Playwright entry's are e2e's.
export default defineConfig(
  sharedConfig({
    // One worker's module graph serves every file (the chain SDKs, viem, core): importing them
    // anew for each file was most of this package's time. The files share no module state;
    // they pass in any order (`--sequence.shuffle.files`).
    isolate: false,
  }),
)
