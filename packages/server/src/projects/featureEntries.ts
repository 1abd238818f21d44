import type { RemoteFeatureKey, RemoteFeatures } from '@latch/core'
import { remoteFeatureKeys } from '@latch/core/constants'

/**
 * One remote feature on the wire of `/appkit/v1/config`. `config` is the provider list of
 * the list features (socials, swaps, onramp) when enabled, else `null`.
 */
export type FeatureEntry = {
  id: RemoteFeatureKey
  isEnabled: boolean
  config: readonly string[] | null
}

/**
 * A project's remote features as the config service answers them: all seven, in
 * SPEC.md §3's order.
 *
 * @example
 * toFeatureEntries(features)
 * // [{ id: 'email', isEnabled: true, config: null }, { id: 'socials', isEnabled: true,
 * //   config: ['google', 'x', …] }, …]
 */
export function toFeatureEntries(features: RemoteFeatures): FeatureEntry[] {
  return remoteFeatureKeys.map((id) => {
    const value = features[id]
    if (typeof value === 'boolean') return { id, isEnabled: value, config: null }
    const enabled = value.length > 0
    return { id, isEnabled: enabled, config: enabled ? [...value] : null }
  })
}
