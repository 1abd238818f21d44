import type { AccountType } from '@latch/core'

/** The script of an address, as the adapter spends it. */
export type BitcoinAddressType = 'p2wpkh' | 'p2sh-p2wpkh' | 'p2tr' | 'p2pkh'

/**
 * A Bitcoin account of the connected wallet (SPEC.md §3 "Bitcoin account"): its address, the
 * key behind it (hex: 33 bytes, or 32 x-only for some taproot wallets) and, when the wallet
 * says, its derivation path. `payment` holds the coins the site spends; `ordinal` (taproot)
 * holds inscriptions.
 */
export type BitcoinAccount = {
  namespace: 'bip122'
  address: string
  publicKey: string
  path?: string | undefined
  type: Extract<AccountType, 'payment' | 'ordinal'>
  addressType: BitcoinAddressType
}
