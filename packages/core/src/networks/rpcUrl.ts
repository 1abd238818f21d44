import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { CaipNetwork, RpcOnlyNetwork } from './caipNetwork.js'

/**
 * The networks the RPC service serves (SPEC.md §7 "Chain RPC"). One Solana id is the legacy
 * lowercase testnet id that older wallets still send.
 */
export const rpcServiceNetworkIds: readonly CaipNetworkId[] = [
  'eip155:1',
  'eip155:10',
  'eip155:56',
  'eip155:97',
  'eip155:100',
  'eip155:137',
  'eip155:300',
  'eip155:324',
  'eip155:999',
  'eip155:1101',
  'eip155:1301',
  'eip155:1329',
  'eip155:5000',
  'eip155:5003',
  'eip155:8217',
  'eip155:8453',
  'eip155:17000',
  'eip155:42161',
  'eip155:42220',
  'eip155:43113',
  'eip155:43114',
  'eip155:59144',
  'eip155:80002',
  'eip155:80084',
  'eip155:84532',
  'eip155:421614',
  'eip155:7777777',
  'eip155:11155111',
  'eip155:11155420',
  'eip155:999999999',
  'eip155:1313161554',
  'eip155:1313161555',
  'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  'solana:4sgjmw1sunhzsxgspuhpqldx6wiyjntz',
  'bip122:000000000019d6689c085ae165831e93',
  'bip122:000000000933ea01ad0ee984209779ba',
  'near:mainnet',
]

export type RpcServiceConfig = {
  /** Base URL of the RPC service, such as `http://127.0.0.1:4400`; no trailing slash needed. */
  rpcHost: string
  projectId: string
}

/**
 * The RPC service URL of a network: `{rpc host}/v1/?chainId={id}&projectId={id}`.
 *
 * @example
 * getRpcServiceUrl('eip155:1', { rpcHost: 'http://127.0.0.1:4400', projectId: 'demo' })
 * // 'http://127.0.0.1:4400/v1/?chainId=eip155:1&projectId=demo'
 */
export function getRpcServiceUrl(caipNetworkId: CaipNetworkId, config: RpcServiceConfig): string {
  const host = config.rpcHost.replace(/\/+$/, '')
  // CAIP-2 characters are all URL-safe, so the id stays readable in the query.
  return `${host}/v1/?chainId=${caipNetworkId}&projectId=${encodeURIComponent(config.projectId)}`
}

/**
 * The RPC URLs to try for a network, best first: the site owner's own URLs, then the RPC
 * service when it serves the network, then the network's listed default. Duplicates are
 * dropped. Routing goes by CAIP-2 id, so it serves an `RpcOnlyNetwork` such as Near too.
 */
export function getRpcUrls(
  network: CaipNetwork | RpcOnlyNetwork,
  config: Partial<RpcServiceConfig> & { customRpcUrls?: Record<string, readonly string[]> } = {},
): string[] {
  const urls = [...(config.customRpcUrls?.[network.caipNetworkId] ?? [])]
  if (config.rpcHost && config.projectId && rpcServiceNetworkIds.includes(network.caipNetworkId)) {
    urls.push(
      getRpcServiceUrl(network.caipNetworkId, {
        rpcHost: config.rpcHost,
        projectId: config.projectId,
      }),
    )
  }
  urls.push(...network.rpcUrls.default.http)
  return [...new Set(urls)]
}
