#!/usr/bin/env node
import { startLocalCosmos } from '../dist/cosmos/startLocalCosmos.js'
// The local Cosmos chain (testkit's `startLocalCosmos`) in a process of its own, for a test
// runner whose main thread is busy with other work (vitest transforms every test file's
// modules there): the chain makes its blocks on time whatever that thread does. Prints the
// chain's description as one JSON line once it is up; stops on SIGTERM or SIGINT, and when its
// parent goes away (its stdin ends). Runs the build: build the testkit first.
// Arguments: [port] [blockIntervalMs]
import { serveChainProcess } from '../dist/startChainProcess.js'

const port = Number(process.argv[2] || 0)
const blockIntervalMs = process.argv[3] ? Number(process.argv[3]) : undefined
const {
  stop,
  fund: _fund,
  newBlock: _newBlock,
  ...info
} = await startLocalCosmos({
  port,
  ...(blockIntervalMs === undefined ? {} : { blockIntervalMs }),
})
serveChainProcess(info, stop)
