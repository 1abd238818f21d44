/**
 * BIP-32 account indexes of the two Bitcoin account types (SPEC.md §3): payments live on
 * account 0, ordinals (inscriptions) on account 1, so the two never share coins.
 */
export const bitcoinAccountIndexes = { payment: 0, ordinal: 1 } as const

export type BitcoinAccountType = keyof typeof bitcoinAccountIndexes
