import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({ environment: 'happy-dom', setupFiles: ['./src/testing/setup.ts'] }),
)
