import { defineConfig } from 'vitest/config'
import { sharedConfig } from '../../vitest.shared.ts'

// The tests read the pages and the built site from disk and run `vitepress build` and `tsc`
// as child processes: Node is all they need.
export default defineConfig(sharedConfig())
