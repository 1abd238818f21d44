import {
  type ChainNamespace,
  defaultWalletFeatureOrder,
  type Features,
  type WalletFeature,
} from '@latch/core'
import { ONRAMP_NAMESPACES, SEND_NAMESPACES } from '@latch/core/constants'

/**
 * The Account view's wallet-feature buttons, in core's order (onramp, swaps, receive, send),
 * that are on for this project and offered on the active namespace (SPEC.md §6).
 *
 * @example
 * accountFeatures(features, 'polkadot') // ['receive']
 */
export function accountFeatures(
  features: Features,
  namespace: ChainNamespace | undefined,
): WalletFeature[] {
  const offered: Record<WalletFeature, boolean> = {
    onramp:
      Boolean(features.onramp) && namespace !== undefined && ONRAMP_NAMESPACES.includes(namespace),
    swaps: Boolean(features.swaps) && namespace === 'eip155',
    receive: features.receive,
    send: features.send && namespace !== undefined && SEND_NAMESPACES.includes(namespace),
  }
  return defaultWalletFeatureOrder.filter((feature) => offered[feature])
}
