import type { ChainAdapterCapabilities } from '../adapters/chainAdapter.js'
import type { ChainNamespace } from '../caip/chainNamespace.js'
import { ONRAMP_NAMESPACES } from '../constants/onramp.js'
import type { Features } from './features.js'

// Here rather than with the other orderings: only the Account view uses this one, and
// `orderings.ts` is in the modal shell that loads before the first click.
const walletFeatures = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeature = (typeof walletFeatures)[number]
/** The account view's action buttons, in order. */
export const defaultWalletFeatureOrder: readonly WalletFeature[] = walletFeatures

/** What the namespace's adapters can do, as the state publishes it (`state.capabilities`). */
export type NamespaceCapabilities = Partial<Record<ChainNamespace, ChainAdapterCapabilities>>

/**
 * The Account view's wallet features, in core's order (onramp, swaps, receive, send), that are
 * on for this project and offered on the namespace (SPEC.md §6): send where its adapter can
 * send, the onramp where the provider serves the namespace, swaps on eip155.
 *
 * @example
 * offeredWalletFeatures(state.features, 'polkadot', state.capabilities) // ['receive', 'send']
 */
export function offeredWalletFeatures(
  features: Features,
  namespace: ChainNamespace | undefined,
  capabilities: NamespaceCapabilities,
): WalletFeature[] {
  const offered: Record<WalletFeature, boolean> = {
    onramp:
      Boolean(features.onramp) && namespace !== undefined && ONRAMP_NAMESPACES.includes(namespace),
    swaps: Boolean(features.swaps) && namespace === 'eip155',
    receive: features.receive,
    send: features.send && namespace !== undefined && Boolean(capabilities[namespace]?.sendNative),
  }
  return defaultWalletFeatureOrder.filter((feature) => offered[feature])
}

/** Whether names can be registered for an account of the namespace (SPEC.md §6: eip155). */
export function offersNames(namespace: ChainNamespace | undefined): boolean {
  return namespace === 'eip155'
}
