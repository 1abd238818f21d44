import type { CaipNetwork } from '@latch/core'
import { getNetworksOfNamespace } from '@latch/core/networks'

/** The Cosmos networks Latch knows, for the adapter's default network list. */
export const cosmosNetworks: readonly CaipNetwork[] = getNetworksOfNamespace('cosmos')
