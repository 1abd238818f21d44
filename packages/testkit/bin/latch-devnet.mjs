#!/usr/bin/env node
// The `latch-devnet` command (see `src/cli.ts`); runs the build, so build the testkit first.
import { runDevnetCli } from '../dist/cli.js'

try {
  await runDevnetCli(process.argv.slice(2))
} catch (error) {
  console.error(`latch-devnet: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
