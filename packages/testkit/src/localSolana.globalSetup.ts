import type { TestProject } from 'vitest/node'
import type { SolanaDevnetInfo } from './solanaDevnetInfo.js'
import { startLocalSolana } from './startLocalSolana.js'

declare module 'vitest' {
  export interface ProvidedContext {
    solanaDevnet: SolanaDevnetInfo
  }
}

/**
 * Starts the local Solana cluster once for a test run (in vitest's main process, where it
 * stays until the run ends); test files `inject('solanaDevnet')`.
 */
export async function setup(project: TestProject) {
  const { stop, ...solana } = await startLocalSolana()
  project.provide('solanaDevnet', solana)
  return stop
}
