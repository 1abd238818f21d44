import type { TestProject } from 'vitest/node'
import type { CosmosLocalInfo } from './cosmosLocalInfo.js'
import { startLocalCosmosProcess } from './startLocalCosmosProcess.js'

declare module 'vitest' {
  export interface ProvidedContext {
    cosmosLocal: CosmosLocalInfo
  }
}

/**
 * Starts the local Cosmos chain (latch-local-1) once for a test run, in a process of its own
 * (vitest's main process is busy transforming modules, which would make its blocks late); test
 * files `inject('cosmosLocal')`. Tests share its dev accounts, so each uses its own or sends
 * to a fresh one.
 */
export async function setup(project: TestProject) {
  const { stop, fund: _fund, ...cosmos } = await startLocalCosmosProcess()
  project.provide('cosmosLocal', cosmos)
  return stop
}
