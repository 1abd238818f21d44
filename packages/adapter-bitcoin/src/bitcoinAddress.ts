import type { BitcoinAddressType } from './bitcoinAccount.js'
import type { BitcoinChain } from './bitcoinChains.js'

const bech32Charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
// BIP-350: version 0 programs use bech32's constant, versions 1 to 16 bech32m's.
const bech32Constant = 1
const bech32mConstant = 0x2bc830a3
const segwitHrps: readonly string[] = ['bc', 'tb', 'bcrt']
// P2PKH and P2SH: `1`/`3` on mainnet, `m`/`n`/`2` on the test chains. Their base58check
// checksum needs SHA-256, which the send path checks (bitcoinjs-lib) before anything is signed.
const base58Address = /^[13mn2][1-9A-HJ-NP-Za-km-z]{25,34}$/

function polymod(values: readonly number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (let bit = 0; bit < 5; bit++) if ((top >>> bit) & 1) checksum ^= generators[bit] as number
  }
  return checksum >>> 0
}

function expandHrp(hrp: string): number[] {
  const codes = [...hrp].map((char) => char.charCodeAt(0))
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)]
}

/** Regroups 5-bit groups into bytes (BIP-173); undefined when the padding is not zero. */
function toBytes(words: readonly number[]): number[] | undefined {
  const bytes: number[] = []
  let accumulator = 0
  let bits = 0
  for (const word of words) {
    accumulator = (accumulator << 5) | word
    bits += 5
    if (bits >= 8) {
      bits -= 8
      bytes.push((accumulator >>> bits) & 0xff)
    }
  }
  if (bits >= 5 || (accumulator << (8 - bits)) & 0xff) return undefined
  return bytes
}

/** The witness version and program of a segwit address with a valid checksum, and its hrp. */
export function decodeSegwitAddress(
  address: string,
): { hrp: string; version: number; program: number[] } | undefined {
  // Mixed case is invalid (BIP-173); one case is fine.
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined
  const text = address.toLowerCase()
  const separator = text.lastIndexOf('1')
  if (separator < 1 || text.length > 90 || text.length - separator < 7) return undefined
  const hrp = text.slice(0, separator)
  if (!segwitHrps.includes(hrp)) return undefined
  const data = [...text.slice(separator + 1)].map((char) => bech32Charset.indexOf(char))
  if (data.some((value) => value < 0)) return undefined
  const [version, ...rest] = data.slice(0, -6) as [number, ...number[]]
  const constant = version === 0 ? bech32Constant : bech32mConstant
  if (version > 16 || polymod([...expandHrp(hrp), ...data]) !== constant) return undefined
  const program = toBytes(rest)
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0 && program.length !== 20 && program.length !== 32) return undefined
  return { hrp, version, program }
}

/**
 * Whether `address` is a Bitcoin address of any chain: a segwit address (bech32 or bech32m,
 * `bc`, `tb` or `bcrt`) with a valid checksum, or a base58 P2PKH / P2SH address by its shape.
 * Small enough to come with the page; the send path parses the address for its chain.
 *
 * @example
 * isBitcoinAddress('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4') // true
 */
export function isBitcoinAddress(address: string): boolean {
  if (decodeSegwitAddress(address)) return true
  return base58Address.test(address)
}

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
