import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../vitest.shared.ts'

// The budget test builds both pages with Vite: slower than a unit test on two cores.
export default defineConfig(sharedConfig({ testTimeout: 120_000, hookTimeout: 120_000 }))
