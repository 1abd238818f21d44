import type { ServerOptions } from '../config/serverConfig.js'
import type { LatchServer } from '../createServer.js'
import { createTestServer } from './testDatabase.js'
import { testProject } from './testProject.js'

/** What core's clients send as their SDK in the contract tests. */
export const coreSdk = { projectId: 'demo', sdkType: 'latch-core', sdkVersion: '0.1.0' }

export type ListeningTestServer = {
  server: LatchServer
  /** Where it listens: `http://127.0.0.1:<port>`. */
  url: string
  /** Stops listening, then closes the server. */
  close(): Promise<void>
}

/**
 * A test server (`createTestServer(options)`) listening on a free port of 127.0.0.1: for the
 * contract tests, which reach it over real HTTP as core's clients do.
 *
 * @example
 * ;({ url, close } = await listenTestServer({ indexerPollMs: false }))
 */
export async function listenTestServer(options?: ServerOptions): Promise<ListeningTestServer> {
  const server = await createTestServer(options)
  let running: Awaited<ReturnType<LatchServer['start']>>
  try {
    running = await server.start({ port: 0, host: '127.0.0.1' })
  } catch (error) {
    // No close() reaches the caller: the server (its indexer, relay, clients) stops here.
    await server.close()
    throw error
  }
  return {
    server,
    url: running.url,
    async close() {
      await running.close()
      await server.close()
    },
  }
}

/**
 * The listening server a chain's contract tests reach: `rpcUrl` as the RPC of `chainId` (as
 * `latch-server --chain-rpc chainId=rpcUrl` configures it), no indexer polling, and project
 * `shop` open to a local page (`http://localhost:5173`) for the chain's sign-in; `prices` its
 * fixed price table (`LATCH_PRICES`), none by default.
 *
 * @example
 * ;({ url, close } = await listenChainTestServer(regtest, bitcoin.url))
 */
export function listenChainTestServer(
  chainId: string,
  rpcUrl: string,
  prices: Readonly<Record<string, number>> = {},
): Promise<ListeningTestServer> {
  return listenTestServer({
    chainRpc: { [chainId]: rpcUrl },
    prices,
    indexerPollMs: false,
    projects: [testProject('shop', 'Shop', ['http://localhost:5173'])],
  })
}
