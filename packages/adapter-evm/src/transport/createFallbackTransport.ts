import {
  FALLBACK_LATENCY_WEIGHT,
  FALLBACK_PING_TIMEOUT_MS,
  FALLBACK_POLLING_INTERVAL_MS,
  FALLBACK_SAMPLE_COUNT,
  FALLBACK_STABILITY_WEIGHT,
} from '@latch/core/constants'
import {
  type FallbackTransport,
  type FallbackTransportConfig,
  fallback,
  http,
  type Transport,
} from 'viem'
import { FallbackTransportError } from './fallbackTransportError.js'
import { type RpcUrlsForParameters, rpcUrlsFor } from './rpcUrlsFor.js'

export type CreateFallbackTransportParameters = RpcUrlsForParameters
export type CreateFallbackTransportReturnType = FallbackTransport<readonly Transport[]>
export type CreateFallbackTransportErrorType = FallbackTransportError

type RankOptions = Exclude<FallbackTransportConfig['rank'], boolean | undefined>

/** Health ping: a node counts as up only when it answers `net_listening` with `true`. */
const pingNetListening: NonNullable<RankOptions['ping']> = async ({ transport }) => {
  const listening: unknown = await transport.request({ method: 'net_listening' })
  if (listening !== true) throw new FallbackTransportError('NOT_LISTENING')
  return listening
}

/** Ranking of SPEC.md §7 and §9: stability 0.7, latency 0.3, every 4 s over 10 samples. */
export const fallbackRankOptions = {
  interval: FALLBACK_POLLING_INTERVAL_MS,
  sampleCount: FALLBACK_SAMPLE_COUNT,
  timeout: FALLBACK_PING_TIMEOUT_MS,
  weights: { stability: FALLBACK_STABILITY_WEIGHT, latency: FALLBACK_LATENCY_WEIGHT },
  ping: pingNetListening,
} as const satisfies RankOptions

/**
 * The viem transport for an EVM network: tries the network's RPC URLs in the order of
 * {@link rpcUrlsFor}, moving to the next when one fails, and keeps them ranked by how often
 * they answer a `net_listening` ping (weight 0.7) and how fast (weight 0.3). Ranking starts
 * when a client is created with the transport; a single URL is not ranked.
 *
 * @throws {FallbackTransportError} `UNSUPPORTED_NAMESPACE` for a non-eip155 network,
 *   `NO_RPC_URLS` when there is nothing to connect to, `INVALID_RPC_URL` for a non-http URL.
 * @example
 * const client = createPublicClient({
 *   chain: mainnet,
 *   transport: createFallbackTransport({
 *     network: latchMainnet,
 *     customRpcUrls: ['https://rpc.example.org'],
 *     rpcService: { rpcHost: 'https://rpc.latch.example', projectId: 'demo' },
 *   }),
 * })
 */
export function createFallbackTransport(
  parameters: CreateFallbackTransportParameters,
): CreateFallbackTransportReturnType {
  const { network } = parameters
  if (network.chainNamespace !== 'eip155') {
    throw new FallbackTransportError('UNSUPPORTED_NAMESPACE', {
      values: { namespace: network.chainNamespace, network: network.caipNetworkId },
    })
  }
  const urls = rpcUrlsFor(parameters)
  if (urls.length === 0) {
    throw new FallbackTransportError('NO_RPC_URLS', { values: { network: network.caipNetworkId } })
  }
  return fallback(
    urls.map((url) => http(url)),
    { rank: urls.length > 1 ? fallbackRankOptions : false },
  )
}
