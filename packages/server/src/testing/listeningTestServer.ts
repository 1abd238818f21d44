import type { Database } from '@latch/database'
import { inject } from 'vitest'
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

/** The options a test service takes: those that are settings of the command too. */
export type TestServiceOptions = Pick<
  ServerOptions,
  'projects' | 'chainRpc' | 'prices' | 'indexerPollMs'
>

/** A server the contract tests reach over HTTP alone, and its database. */
export type TestService = {
  url: string
  database: Database
  close(): Promise<void>
}

/** `options` under the names `latch-server` reads them from its configuration file. */
function settingsOf(options: TestServiceOptions): Record<string, unknown> {
  const { projects, chainRpc, prices, indexerPollMs } = options
  return {
    ...(projects ? { LATCH_PROJECTS: projects } : {}),
    ...(chainRpc
      ? {
          LATCH_CHAIN_RPC: Object.entries(chainRpc)
            .map(([chainId, url]) => `${chainId}=${url}`)
            .join(','),
        }
      : {}),
    ...(prices ? { LATCH_PRICES: prices } : {}),
    ...(indexerPollMs === undefined
      ? {}
      : { LATCH_INDEXER_POLL_MS: indexerPollMs === false ? 'off' : String(indexerPollMs) }),
  }
}

/**
 * What the contract tests that reach their server over HTTP alone listen with: one server
 * in this process (`listenTestServer`), or, when `LATCH_TEST_CLUSTER` is a number (the
 * cluster run, vitest.cluster.config.ts), that many `latch-server` processes on the run's
 * PostgreSQL behind a round-robin proxy, each request on another process than the last.
 *
 * @example
 * ;({ url, close } = await listenTestService({ indexerPollMs: false }))
 */
export async function listenTestService(options: TestServiceOptions = {}): Promise<TestService> {
  const size = Number(process.env.LATCH_TEST_CLUSTER)
  if (size > 0) {
    // Imported only here: the cluster brings the local OpenID provider (oidc-provider and its
    // web framework), which the in-process runs never need.
    const { startServerCluster } = await import('./serverCluster.js')
    const cluster = await startServerCluster({
      postgresUrl: inject('postgresUrl'),
      size,
      settings: settingsOf(options),
    })
    return { url: cluster.url, database: cluster.database, close: cluster.close }
  }
  const { server, url, close } = await listenTestServer(options)
  return { url, database: server.database, close }
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
): Promise<TestService> {
  return listenTestService({
    chainRpc: { [chainId]: rpcUrl },
    prices,
    indexerPollMs: false,
    projects: [testProject('shop', 'Shop', ['http://localhost:5173'])],
  })
}
