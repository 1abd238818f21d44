import type { CaipNetwork } from '@latch/core'
import { getRpcUrls, type RpcServiceConfig } from '@latch/core/internal'
import { FallbackTransportError } from './fallbackTransportError.js'

export type RpcUrlsForParameters = {
  network: CaipNetwork
  /** The site owner's own RPC URLs for this network, best first. */
  customRpcUrls?: readonly string[]
  /** The RPC service (`{rpc host}/v1/?chainId=…&projectId=…`), when one is configured. */
  rpcService?: RpcServiceConfig
}

export type RpcUrlsForReturnType = string[]

/**
 * The RPC URLs a network's fallback transport tries, in order (SPEC.md §7 "Chain RPC"): the
 * site owner's custom URLs, then the RPC service when it serves the network, then the
 * network's own default URLs. A URL that appears twice (also spelled differently, such as
 * with or without a trailing slash) is kept at its first place only. Pure: no I/O.
 *
 * @throws {FallbackTransportError} `INVALID_RPC_URL` when a URL is not http(s).
 * @example
 * rpcUrlsFor({
 *   network: mainnet,
 *   customRpcUrls: ['https://rpc.example.org'],
 *   rpcService: { rpcHost: 'http://127.0.0.1:4400', projectId: 'demo' },
 * })
 * // ['https://rpc.example.org',
 * //  'http://127.0.0.1:4400/v1/?chainId=eip155:1&projectId=demo',
 * //  ...mainnet.rpcUrls.default.http]
 */
export function rpcUrlsFor(parameters: RpcUrlsForParameters): RpcUrlsForReturnType {
  const { network, customRpcUrls = [], rpcService } = parameters
  // Core owns the order rule; this adds the checks a transport needs.
  const candidates = getRpcUrls(network, {
    customRpcUrls: { [network.caipNetworkId]: customRpcUrls },
    ...rpcService,
  })
  const seen = new Set<string>()
  const urls: string[] = []
  for (const url of candidates) {
    const key = normalizedHttpUrl(url)
    if (key === undefined) {
      throw new FallbackTransportError('INVALID_RPC_URL', {
        values: { network: network.caipNetworkId },
        details: url,
      })
    }
    if (seen.has(key)) continue
    seen.add(key)
    urls.push(url)
  }
  return urls
}

function normalizedHttpUrl(url: string): string | undefined {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined
  return parsed.href
}
