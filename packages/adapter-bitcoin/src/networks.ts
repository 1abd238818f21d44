import type { CaipNetwork } from '@latch/core'
import { getNetworksOfNamespace } from '@latch/core/networks'

/** The Bitcoin networks Latch knows, for the adapter's default network list. */
export const bitcoinNetworks: readonly CaipNetwork[] = getNetworksOfNamespace('bip122')
