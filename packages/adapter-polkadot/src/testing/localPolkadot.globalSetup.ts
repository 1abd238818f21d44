import type { TestProject } from 'vitest/node'
// A global setup gets no `@latch/source` condition, hence the source path.
import { startLocalPolkadotProcess } from '../../../testkit/src/polkadot/startLocalPolkadotProcess.js'
import type { LocalPolkadotChainInfo } from './localPolkadotChain.js'

declare module 'vitest' {
  export interface ProvidedContext {
    localPolkadot: LocalPolkadotChainInfo
  }
}

/**
 * One local chain for the package's run (about 2 s and 300 MB), the testkit's, in a process
 * of its own: vitest's main process is busy transforming modules, which would stall it.
 */
export async function setup(project: TestProject) {
  const { stop, wsUrl, genesisHash } = await startLocalPolkadotProcess()
  project.provide('localPolkadot', { url: wsUrl, genesisHash })
  return stop
}
