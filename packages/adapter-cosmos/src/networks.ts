import { getNetworksOfNamespace } from '@latch/core'

/** The Cosmos networks Latch knows, for the adapter's default network list. */
export const cosmosNetworks = getNetworksOfNamespace('cosmos')
