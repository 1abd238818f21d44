import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'

export type NativeCurrency = {
  name: string
  symbol: string
  decimals: number
}

/** A network as Latch knows it (SPEC.md §3 "Caip network"), on one of Latch's five namespaces. */
export type CaipNetwork = {
  /** The namespace's own chain id: a number on eip155, the CAIP-2 reference elsewhere. */
  id: number | string
  name: string
  chainNamespace: ChainNamespace
  caipNetworkId: CaipNetworkId
  nativeCurrency: NativeCurrency
  rpcUrls: {
    default: { http: readonly string[]; webSocket?: readonly string[] }
  }
  blockExplorers?: { default: { name: string; url: string } }
  testnet: boolean
  assets: {
    /** Id of the network's image in the config service's asset images. */
    imageId: string
    imageUrl?: string
  }
}

/**
 * A network the RPC service serves on a namespace Latch has no adapter for (Near): catalogued
 * for its RPC URLs, name and image, never configured, connected or switched to, so it is kept
 * apart from `CaipNetwork`.
 */
export type RpcOnlyNetwork = Omit<CaipNetwork, 'chainNamespace'> & { chainNamespace: 'near' }

type NetworkDefinition<Namespace extends ChainNamespace, Id extends number | string> = Omit<
  CaipNetwork,
  'caipNetworkId' | 'chainNamespace' | 'id'
> & { chainNamespace: Namespace; id: Id }

/**
 * Declares a network; its CAIP-2 id is derived from namespace and id so the two never disagree.
 *
 * @example
 * const local = defineNetwork({ id: 31337, chainNamespace: 'eip155', name: 'Hardhat', … })
 * local.caipNetworkId // 'eip155:31337'
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineNetwork<
  const Namespace extends ChainNamespace,
  const Id extends number | string,
>(
  definition: NetworkDefinition<Namespace, Id>,
): NetworkDefinition<Namespace, Id> & { caipNetworkId: `${Namespace}:${Id}` } {
  return { ...definition, caipNetworkId: `${definition.chainNamespace}:${definition.id}` }
}
