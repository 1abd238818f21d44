import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

export default defineConfig(
  sharedConfig({
    // One worker's module graph serves every file (the chain SDKs, viem, core): importing them
    // anew for each file was most of this package's time. The files share no module state;
    // they pass in any order (`--sequence.shuffle.files`).
    isolate: false,
  }),
)
