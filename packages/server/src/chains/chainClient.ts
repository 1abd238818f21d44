import {
  type Chain,
  createPublicClient,
  defineChain,
  http,
  type PublicClient,
  type Transport,
} from 'viem'
import type { ChainSettings } from './chainSettings.js'

/** A viem public client of one configured chain. */
export type ChainClient = PublicClient<Transport, Chain>

/** How long one RPC call may take before the request that needs it fails. */
export const chainRpcTimeoutMs = 10_000

/**
 * The public client the indexer and the balance reads use for `chain`: plain HTTP, one retry,
 * no caching (balances are read live).
 *
 * @example
 * const client = createChainClient(config.chains[0])
 * await client.getBlockNumber()
 */
export function createChainClient(chain: ChainSettings): ChainClient {
  return createPublicClient({
    chain: defineChain({
      id: chain.id,
      name: chain.caipNetworkId,
      nativeCurrency: chain.native,
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    }),
    transport: http(chain.rpcUrl, { timeout: chainRpcTimeoutMs, retryCount: 1 }),
    cacheTime: 0,
  })
}

/** A client per chain, by CAIP-2 id. */
export type ChainClients = ReadonlyMap<string, ChainClient>

/** One client for each of `chains`. */
export function createChainClients(chains: readonly ChainSettings[]): ChainClients {
  return new Map(chains.map((chain) => [chain.caipNetworkId, createChainClient(chain)]))
}
