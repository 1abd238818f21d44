#!/usr/bin/env node
// The `latch-relay` command (see `src/cli.ts`); runs the build, so build the relay first.
import { runRelayCli } from '../dist/cli.js'

try {
  await runRelayCli(process.argv.slice(2))
} catch (error) {
  console.error(`latch-relay: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
