import { getNetworksOfNamespace } from '@latch/core'

/** The Bitcoin networks Latch knows, for the adapter's default network list. */
export const bitcoinNetworks = getNetworksOfNamespace('bip122')
