import type { TestProject } from 'vitest/node'
import type { PolkadotLocalInfo } from './polkadotLocalInfo.js'
import { startLocalPolkadot } from './startLocalPolkadot.js'

declare module 'vitest' {
  export interface ProvidedContext {
    polkadotLocal: PolkadotLocalInfo
  }
}

/**
 * Starts the local Polkadot chain once for a test run (in vitest's main process, where it
 * stays until the run ends); test files `inject('polkadotLocal')`. Tests share its dev
 * accounts, so each uses its own or funds a fresh one.
 */
export async function setup(project: TestProject) {
  const { stop, fund: _fund, newBlock: _newBlock, ...polkadot } = await startLocalPolkadot()
  project.provide('polkadotLocal', polkadot)
  return stop
}
