import type { TestProject } from 'vitest/node'
import { type LocalPolkadotChainInfo, startLocalPolkadotChain } from './localPolkadotChain.js'

declare module 'vitest' {
  export interface ProvidedContext {
    localPolkadot: LocalPolkadotChainInfo
  }
}

/** One local chain for the package's run: starting one takes about 1.5 s and 300 MB. */
export async function setup(project: TestProject) {
  const { close, ...chain } = await startLocalPolkadotChain()
  project.provide('localPolkadot', chain)
  return close
}
