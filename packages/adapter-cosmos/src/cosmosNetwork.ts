import { type CaipNetwork, defineNetwork } from '@latch/core'

/** A denom the adapter shows by name: the chain's own currency, an IBC token... */
export type CosmosDenom = {
  /** The on-chain denom (`uatom`, `ibc/27394FB0…`). */
  denom: string
  /** What the visitor reads (`ATOM`). */
  symbol: string
  /** Where the decimal point goes: 6 for `uatom` → ATOM. */
  decimals: number
}

/** A cosmos-namespace network with what the adapter needs beyond core's `CaipNetwork`. */
export type CosmosNetwork = CaipNetwork & {
  chainNamespace: 'cosmos'
  /** The prefix of its account addresses (`cosmos`, `osmo`). */
  bech32Prefix: string
  /** The denom of the native currency, which pays fees (`uatom`). */
  denom: string
  /**
   * What a unit of gas costs in `denom`, as a decimal text (`0.025`): a transfer's fee is
   * its simulated gas × `gasMultiplier` × this.
   */
  gasPrice: string
  /** The chain's REST (LCD) URL, which a wallet asks for when it adds the chain. */
  restUrl: string
  /** BIP-44 coin type of its keys: 118, Cosmos's, unless the chain chose another. */
  coinType: number
  /** Denoms shown by symbol, the native one first; others are shown as their raw denom. */
  denoms: readonly CosmosDenom[]
}

export type CosmosNetworkParameters = {
  /** The chain id, also the CAIP-2 reference (`cosmoshub-4`, `localcosmos-1`). */
  chainId: string
  name: string
  bech32Prefix: string
  /** The native denom (`uatom`), its symbol (`ATOM`) and decimals (6). */
  denom: string
  symbol: string
  decimals: number
  /** Decimal text; `0.025` by default, the price most Cosmos SDK chains accept. */
  gasPrice?: string | undefined
  /** The node's CometBFT RPC endpoint (HTTP), which the adapter reads and sends through. */
  rpcUrl: string
  /** The chain's REST (LCD) endpoint, for wallets that add the chain; the RPC URL if absent. */
  restUrl?: string | undefined
  coinType?: number | undefined
  /** Other denoms to show by symbol (IBC tokens, factory tokens). */
  denoms?: readonly CosmosDenom[] | undefined
  /** `true` unless said otherwise: a chain described by hand is most often a test chain. */
  testnet?: boolean | undefined
  blockExplorer?: { name: string; url: string } | undefined
  imageId?: string | undefined
}

// CAIP-2's cosmos reference is the chain id itself, within CAIP-2's reference rules.
const chainIdPattern = /^[-a-zA-Z0-9]{1,32}$/
const bech32PrefixPattern = /^[a-z][a-z0-9]{0,82}$/
const gasPricePattern = /^(?:0|[1-9][0-9]*)(?:\.[0-9]{1,18})?$/

/**
 * Describes a Cosmos SDK chain as a Latch network of the cosmos namespace: a public chain the
 * adapter does not know, or a local one. A wallet that does not know it is asked to add it
 * (Keplr's `experimentalSuggestChain`) with a chain info written from these values.
 *
 * @throws {TypeError} for a chain id that is not a CAIP-2 reference, a prefix that is not
 *   lowercase bech32's, or a gas price that is not a decimal.
 * @example
 * const local = cosmosNetwork({
 *   chainId: 'latch-local-1', name: 'Local Cosmos', bech32Prefix: 'cosmos',
 *   denom: 'ustake', symbol: 'STAKE', decimals: 6, rpcUrl: 'http://127.0.0.1:26657',
 * })
 * local.caipNetworkId // 'cosmos:latch-local-1'
 */
export function cosmosNetwork(parameters: CosmosNetworkParameters): CosmosNetwork {
  const { chainId, name, bech32Prefix, denom, symbol, decimals, rpcUrl } = parameters
  const gasPrice = parameters.gasPrice ?? '0.025'
  if (!chainIdPattern.test(chainId)) {
    throw new TypeError(`${name}: the chain id must be 1 to 32 letters, digits or dashes`)
  }
  if (!bech32PrefixPattern.test(bech32Prefix)) {
    throw new TypeError(`${name}: the bech32 prefix must be lowercase letters and digits`)
  }
  if (!gasPricePattern.test(gasPrice)) {
    throw new TypeError(`${name}: the gas price must be a decimal such as 0.025`)
  }
  const native = { denom, symbol, decimals }
  return {
    ...defineNetwork({
      id: chainId,
      name,
      chainNamespace: 'cosmos',
      nativeCurrency: { name: symbol, symbol, decimals },
      rpcUrls: { default: { http: [rpcUrl] } },
      ...(parameters.blockExplorer
        ? { blockExplorers: { default: parameters.blockExplorer } }
        : {}),
      testnet: parameters.testnet ?? true,
      assets: { imageId: parameters.imageId ?? 'cosmos' },
    }),
    bech32Prefix,
    denom,
    gasPrice,
    restUrl: parameters.restUrl ?? rpcUrl,
    coinType: parameters.coinType ?? 118,
    denoms: [native, ...(parameters.denoms ?? []).filter((known) => known.denom !== denom)],
  }
}
