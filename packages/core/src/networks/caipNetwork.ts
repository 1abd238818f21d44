import type { CaipNetworkId } from '../caip/caipNetworkId.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'

/** Namespaces of the network catalogue: Latch's five, plus Near for RPC routing only. */
export type NetworkNamespace = ChainNamespace | 'near'

export type NativeCurrency = {
  name: string
  symbol: string
  decimals: number
}

/** A network as Latch knows it (SPEC.md §3 "Caip network"). */
export type CaipNetwork = {
  /** The namespace's own chain id: a number on eip155, the CAIP-2 reference elsewhere. */
  id: number | string
  name: string
  chainNamespace: NetworkNamespace
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

type NetworkDefinition<Namespace extends NetworkNamespace, Id extends number | string> = Omit<
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
  const Namespace extends NetworkNamespace,
  const Id extends number | string,
>(
  definition: NetworkDefinition<Namespace, Id>,
): NetworkDefinition<Namespace, Id> & { caipNetworkId: `${Namespace}:${Id}` } {
  return { ...definition, caipNetworkId: `${definition.chainNamespace}:${definition.id}` }
}
