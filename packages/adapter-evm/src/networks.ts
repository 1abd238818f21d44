import { getNetworksOfNamespace } from '@latch/core/networks'

/** The EVM networks Latch knows, for the adapter's default network list. */
export const evmNetworks = getNetworksOfNamespace('eip155')
