#!/usr/bin/env node
import { startLocalPolkadot } from '../dist/polkadot/startLocalPolkadot.js'
// The local Polkadot chain (testkit's `startLocalPolkadot`) in a process of its own, for a
// test runner whose main thread is busy with other work (vitest transforms every test file's
// modules there): the chain answers in time whatever that thread does. Prints the chain's
// description as one JSON line once it is up; stops on SIGTERM or SIGINT, and when its parent
// goes away (its stdin ends). Runs the build: build the testkit first.
import { serveChainProcess } from '../dist/startChainProcess.js'

const port = Number(process.argv[2] ?? 0)
const { stop, fund: _fund, newBlock: _newBlock, ...info } = await startLocalPolkadot({ port })
serveChainProcess(info, stop)
