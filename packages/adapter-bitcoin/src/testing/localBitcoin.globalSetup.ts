import type { TestProject } from 'vitest/node'
import type { BitcoinRegtestInfo } from '../../../testkit/src/bitcoin/bitcoinRegtestInfo.js'
import { startLocalBitcoin } from '../../../testkit/src/bitcoin/startLocalBitcoin.js'

declare module 'vitest' {
  export interface ProvidedContext {
    bitcoinRegtest: BitcoinRegtestInfo
  }
}

/**
 * The local regtest ledger of @latch/testkit for this package's run, mining a block every
 * 200 ms while its mempool holds a transaction: `waitForTransaction` waits for a confirmation,
 * which a chain gives on its own. (A global setup gets no `@latch/source` condition, hence
 * the source path.)
 */
export async function setup(project: TestProject) {
  const {
    stop,
    mine: _mine,
    fund: _fund,
    ...bitcoin
  } = await startLocalBitcoin({
    miningInterval: 200,
  })
  project.provide('bitcoinRegtest', bitcoin)
  return stop
}
