// Bech32 (BIP-173) and bech32m (BIP-350) checksums, just enough to spell a segwit address for
// another chain: the witness version and program stay, only the human-readable part changes.
// Written out so that the wallet's browser entry needs no bitcoinjs.

const charset = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l'
const generator = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3]
// What the checksum leaves after polymod: 1 for bech32 (version 0), this for bech32m (1+).
const bech32Constant = 1
const bech32mConstant = 0x2bc830a3

function polymod(values: readonly number[]): number {
  let checksum = 1
  for (const value of values) {
    const top = checksum >>> 25
    checksum = ((checksum & 0x1ffffff) << 5) ^ value
    for (const [bit, term] of generator.entries()) {
      if ((top >>> bit) & 1) checksum ^= term
    }
  }
  return checksum >>> 0
}

function hrpExpand(hrp: string): number[] {
  const codes = [...hrp].map((character) => character.charCodeAt(0))
  return [...codes.map((code) => code >>> 5), 0, ...codes.map((code) => code & 31)]
}

function checksumOf(hrp: string, data: readonly number[], constant: number): number[] {
  const value = polymod([...hrpExpand(hrp), ...data, 0, 0, 0, 0, 0, 0]) ^ constant
  return Array.from({ length: 6 }, (_, index) => (value >>> (5 * (5 - index))) & 31)
}

/**
 * The segwit address with the same witness version and program as `address`, for the chain
 * whose human-readable part is `hrp` (`bc`, `tb`, `bcrt`); bech32 for version 0, bech32m
 * after. Throws for a string that is not a segwit address with a valid checksum.
 *
 * @example
 * withSegwitHrp('bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw', 'tb') // 'tb1qquv9…'
 */
export function withSegwitHrp(address: string, hrp: string): string {
  const lower = address.toLowerCase()
  const separator = lower.lastIndexOf('1')
  const data = [...lower.slice(separator + 1)].map((character) => charset.indexOf(character))
  const version = data[0]
  const constant = version === 0 ? bech32Constant : bech32mConstant
  if (
    separator < 1 ||
    data.length < 7 ||
    version === undefined ||
    data.includes(-1) ||
    polymod([...hrpExpand(lower.slice(0, separator)), ...data]) !== constant
  ) {
    throw new Error(`${address} is not a segwit address`)
  }
  const payload = data.slice(0, -6)
  return `${hrp}1${[...payload, ...checksumOf(hrp, payload, constant)]
    .map((value) => charset[value])
    .join('')}`
}
