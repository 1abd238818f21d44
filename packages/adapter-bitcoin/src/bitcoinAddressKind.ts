import type { BitcoinAddressType } from './bitcoinAccount.js'
import { base58Address, decodeSegwitAddress } from './bitcoinAddress.js'
import type { BitcoinChain } from './bitcoinChains.js'

// Apart from bitcoinAddress.ts, which comes with the page for `isAddress`: what an address
// says of its chain and script type is needed only by the wallet code.

/** Whether `address` is of `chain`: by its hrp for segwit, by its first character for base58. */
export function isAddressOfChain(address: string, chain: BitcoinChain): boolean {
  const segwit = decodeSegwitAddress(address)
  if (segwit) return segwit.hrp === chain.hrp
  if (!base58Address.test(address)) return false
  return chain.name === 'mainnet' ? /^[13]/.test(address) : /^[mn2]/.test(address)
}

/**
 * The script type of an address, as wallets give their accounts: a base58 `3…`/`2…` address is
 * taken as P2SH-P2WPKH, the only script-hash type Bitcoin wallets hand to sites (Xverse's
 * payment address). Undefined for an address that is none of the four.
 */
export function addressTypeOf(address: string): BitcoinAddressType | undefined {
  const segwit = decodeSegwitAddress(address)
  if (segwit) {
    if (segwit.version === 0 && segwit.program.length === 20) return 'p2wpkh'
    if (segwit.version === 1 && segwit.program.length === 32) return 'p2tr'
    return undefined
  }
  if (!base58Address.test(address)) return undefined
  return /^[32]/.test(address) ? 'p2sh-p2wpkh' : 'p2pkh'
}

/**
 * The one spelling of an address that sessions are stored and compared under: a segwit
 * address in lower case (BIP-173 lets it be written all upper case, as QR codes do, and it is
 * the same address), a base58 address as it is (base58 has case: another case is another
 * address, or none).
 *
 * @example
 * bitcoinAddressKey('BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4') // 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
 */
export function bitcoinAddressKey(address: string): string {
  return decodeSegwitAddress(address) ? address.toLowerCase() : address
}
