import { startServer } from '@latch/server'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** `ws://127.0.0.1:<port>/relay`: latch-server's WalletConnect relay for this run. */
    relayUrl: string
    /** The project the relay knows. */
    projectId: string
  }
}

const projectId = 'walletconnect-test'

/**
 * One latch-server for the run (PGlite takes seconds to start), with its relay and one
 * project; no login is offered, so it runs with production settings.
 */
export async function setup(project: TestProject) {
  const server = await startServer({
    env: {},
    port: 0,
    projects: [{ id: projectId, features: { email: false, socials: false } }],
  })
  if (!server.relayUrl) throw new Error('latch-server started without its relay')
  project.provide('relayUrl', server.relayUrl)
  project.provide('projectId', projectId)
  return () => server.close()
}
