import { type CaipNetworkId, parseCaipNetworkId } from '../caip/caipNetworkId.js'
import { type ChainNamespace, isChainNamespace } from '../caip/chainNamespace.js'
import type { CaipNetwork } from './caipNetwork.js'

/** The name the UI shows for a network that is not among the configured ones. */
export const UNSUPPORTED_NETWORK_NAME = 'Unknown Network'

/**
 * A stand-in for a network the wallet is on but the site did not configure (SPEC.md §4):
 * enough to show its id and to switch away from it, nothing to transact with. Undefined for an
 * id on a namespace Latch does not cover, which no Latch network can stand for.
 *
 * @throws {CaipError} `INVALID_CAIP_NETWORK_ID` when the id is not CAIP-2.
 * @example
 * unsupportedNetwork('eip155:99999')?.name // 'Unknown Network'
 * unsupportedNetwork('near:testnet') // undefined
 */
export function unsupportedNetwork(caipNetworkId: CaipNetworkId): CaipNetwork | undefined {
  const { namespace, reference } = parseCaipNetworkId(caipNetworkId)
  if (!isChainNamespace(namespace)) return undefined
  const numeric = namespace === 'eip155' && /^\d+$/.test(reference)
  return {
    id: numeric ? Number(reference) : reference,
    name: UNSUPPORTED_NETWORK_NAME,
    chainNamespace: namespace,
    caipNetworkId,
    nativeCurrency: { name: '', symbol: '', decimals: 0 },
    rpcUrls: { default: { http: [] } },
    testnet: false,
    assets: { imageId: '' },
  }
}

export type ResolveActiveNetworkParameters = {
  /** The network id remembered from the last visit. */
  stored: CaipNetworkId | undefined
  /** The networks the site configured. */
  requested: readonly CaipNetwork[]
  /** The site's default network. */
  defaultNetwork?: CaipNetwork | undefined
  /** Namespaces that have an adapter. */
  supportedNamespaces: readonly ChainNamespace[]
}

/**
 * The network to start on (SPEC.md §4 "Resolution of stored network"): a stored network that
 * is not configured but lives on a supported namespace becomes an unsupported network (the
 * wallet is still there); otherwise the stored one, the given default, or the first
 * configured one.
 */
export function resolveActiveNetwork({
  stored,
  requested,
  defaultNetwork,
  supportedNamespaces,
}: ResolveActiveNetworkParameters): CaipNetwork | undefined {
  if (stored !== undefined) {
    const known = requested.find((network) => network.caipNetworkId === stored)
    if (known) return known
    const standIn = unsupportedNetwork(stored)
    if (standIn && supportedNamespaces.includes(standIn.chainNamespace)) return standIn
  }
  return defaultNetwork ?? requested[0]
}
