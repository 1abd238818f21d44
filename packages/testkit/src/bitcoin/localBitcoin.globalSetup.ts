import type { TestProject } from 'vitest/node'
import type { BitcoinRegtestInfo } from './bitcoinRegtestInfo.js'
import { startLocalBitcoin } from './startLocalBitcoin.js'

declare module 'vitest' {
  export interface ProvidedContext {
    bitcoinRegtest: BitcoinRegtestInfo
  }
}

/**
 * Starts the local regtest ledger once for a test run (in vitest's main process, where it
 * stays until the run ends); test files `inject('bitcoinRegtest')`.
 */
export async function setup(project: TestProject) {
  const { stop, mine: _mine, fund: _fund, ...bitcoin } = await startLocalBitcoin()
  project.provide('bitcoinRegtest', bitcoin)
  return stop
}
