import { getNetworksOfNamespace } from '@latch/core'

/** The Solana networks Latch knows, for the adapter's default network list. */
export const solanaNetworks = getNetworksOfNamespace('solana')
