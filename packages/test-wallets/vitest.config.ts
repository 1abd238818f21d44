import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

// The wallets' own units. Their journeys against real local chains are @latch/testkit's tests
// (it runs the chains), and the Playwright entry's are e2e's.
export default defineConfig(sharedConfig())
