import type { TestProject } from 'vitest/node'
import type { PolkadotLocalInfo } from './polkadotLocalInfo.js'
import { startLocalPolkadotProcess } from './startLocalPolkadotProcess.js'

declare module 'vitest' {
  export interface ProvidedContext {
    polkadotLocal: PolkadotLocalInfo
  }
}

/**
 * Starts the local Polkadot chain once for a test run, in a process of its own (vitest's
 * main process is busy transforming modules, which would stall a chain there); test files
 * `inject('polkadotLocal')`. Tests share its dev accounts, so each uses its own or funds a
 * fresh one.
 */
export async function setup(project: TestProject) {
  const { stop, ...polkadot } = await startLocalPolkadotProcess()
  project.provide('polkadotLocal', polkadot)
  return stop
}
