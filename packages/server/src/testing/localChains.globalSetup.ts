import { type DevnetInfo, startLocalChains } from '@latch/testkit'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    devnet: DevnetInfo
  }
}

/**
 * Starts the testkit's two local chains once for the server's test run (a few seconds); test
 * files `inject('devnet')`. Files share them: each sends from its own dev account and to
 * fresh addresses, and indexes into its own schema.
 */
export async function setup(project: TestProject) {
  const devnet = await startLocalChains()
  project.provide('devnet', {
    chains: devnet.chains,
    token: devnet.token,
    accounts: devnet.accounts,
  })
  return async () => {
    await devnet.stop()
  }
}
