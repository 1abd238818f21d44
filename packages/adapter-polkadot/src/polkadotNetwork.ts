import { type CaipNetwork, defineNetwork } from '@latch/core'

/** A polkadot-namespace network with what the adapter needs beyond core's `CaipNetwork`. */
export type PolkadotNetwork = CaipNetwork & {
  chainNamespace: 'polkadot'
  /** The SS58 prefix its addresses are written with (Polkadot 0, Kusama 2, generic 42). */
  ss58Prefix: number
}

export type PolkadotNetworkParameters = {
  /** The `0x`-hex genesis hash; its first 32 hex digits are the CAIP-2 reference. */
  genesisHash: string
  name: string
  ss58Prefix: number
  decimals: number
  symbol: string
  /** The node's WebSocket JSON-RPC endpoint, which the adapter reads and sends through. */
  wsUrl: string
  /** The same node over HTTP; the WebSocket URL with an `http(s):` scheme by default. */
  httpUrl?: string | undefined
  /** `true` unless said otherwise: a chain described by hand is most often a test chain. */
  testnet?: boolean | undefined
  blockExplorer?: { name: string; url: string } | undefined
  imageId?: string | undefined
}

const genesisHashPattern = /^0x[0-9a-fA-F]{64}$/

/**
 * Describes a Substrate chain as a Latch network of the polkadot namespace: a public network
 * the adapter does not know, or a local chain (a dev node, chopsticks).
 *
 * @throws {TypeError} for a genesis hash that is not `0x` and 64 hex digits, or a prefix
 *   outside SS58's 0 to 16383.
 * @example
 * const local = polkadotNetwork({
 *   genesisHash: '0x4545…45', name: 'Local Asset Hub', ss58Prefix: 2, decimals: 12,
 *   symbol: 'ROC', wsUrl: 'ws://127.0.0.1:8000',
 * })
 * local.caipNetworkId // 'polkadot:45454545454545454545454545454545'
 */
export function polkadotNetwork(parameters: PolkadotNetworkParameters): PolkadotNetwork {
  const { genesisHash, name, ss58Prefix, decimals, symbol, wsUrl } = parameters
  if (!genesisHashPattern.test(genesisHash)) {
    throw new TypeError(`${name}: the genesis hash must be 0x and 64 hex digits`)
  }
  if (!Number.isInteger(ss58Prefix) || ss58Prefix < 0 || ss58Prefix > 16383) {
    throw new TypeError(`${name}: the SS58 prefix must be an integer from 0 to 16383`)
  }
  const httpUrl = parameters.httpUrl ?? wsUrl.replace(/^ws(s?):/, 'http$1:')
  return {
    ...defineNetwork({
      id: genesisHash.slice(2, 34).toLowerCase(),
      name,
      chainNamespace: 'polkadot',
      nativeCurrency: { name: symbol, symbol, decimals },
      rpcUrls: { default: { http: [httpUrl], webSocket: [wsUrl] } },
      ...(parameters.blockExplorer
        ? { blockExplorers: { default: parameters.blockExplorer } }
        : {}),
      testnet: parameters.testnet ?? true,
      assets: { imageId: parameters.imageId ?? 'polkadot' },
    }),
    ss58Prefix,
  }
}
