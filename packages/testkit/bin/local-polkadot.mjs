#!/usr/bin/env node
// The local Polkadot chain (testkit's `startLocalPolkadot`) in a process of its own, for a
// test runner whose main thread is busy with other work (vitest transforms every test file's
// modules there): the chain answers in time whatever that thread does. Prints the chain's
// description as one JSON line once it is up; stops on SIGTERM or SIGINT, and when its parent
// goes away (its stdin ends). Runs the build: build the testkit first.
import { startLocalPolkadot } from '../dist/polkadot/startLocalPolkadot.js'

const port = Number(process.argv[2] ?? 0)
const { stop, fund: _fund, newBlock: _newBlock, ...info } = await startLocalPolkadot({ port })
const keepAlive = setInterval(() => {}, 1 << 30)
let stopping = false
async function shutdown() {
  if (stopping) return
  stopping = true
  clearInterval(keepAlive)
  await stop()
  process.exit(0)
}
process.once('SIGTERM', shutdown)
process.once('SIGINT', shutdown)
process.stdin.on('end', shutdown)
process.stdin.resume()
console.log(JSON.stringify(info))
