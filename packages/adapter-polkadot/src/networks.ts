import { getNetworksOfNamespace } from '@latch/core'

/** The Polkadot networks Latch knows, for the adapter's default network list. */
export const polkadotNetworks = getNetworksOfNamespace('polkadot')
