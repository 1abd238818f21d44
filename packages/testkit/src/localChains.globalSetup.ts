import type { TestProject } from 'vitest/node'
import type { DevnetInfo } from './devnetInfo.js'
import { startLocalChains } from './startLocalChains.js'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

/** Starts the local chains once for the testkit's test run; test files `inject('devnet')`. */
export async function setup(project: TestProject) {
  const devnet = await startLocalChains()
  project.provide('devnet', {
    chains: devnet.chains,
    token: devnet.token,
    stablecoin: devnet.stablecoin,
    dex: devnet.dex,
    collectibles: devnet.collectibles,
    accountAbstraction: devnet.accountAbstraction,
    accounts: devnet.accounts,
  })
  return async () => {
    await devnet.stop()
  }
}
