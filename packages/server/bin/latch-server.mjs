#!/usr/bin/env node
// The `latch-server` command (see `src/cli.ts`); runs the build, so build the server first.
import { runServerCli } from '../dist/cli.js'

try {
  await runServerCli(process.argv.slice(2))
} catch (error) {
  console.error(`latch-server: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
}
