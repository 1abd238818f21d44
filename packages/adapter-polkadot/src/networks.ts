import type { CaipNetwork } from '@latch/core'
import { getNetworksOfNamespace } from '@latch/core/networks'

/** The Polkadot networks Latch knows, for the adapter's default network list. */
export const polkadotNetworks: readonly CaipNetwork[] = getNetworksOfNamespace('polkadot')
