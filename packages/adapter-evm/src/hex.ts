import { isHexAddress } from './hexAddress.js'

// The few encodings a connected wallet needs before any read, written out so that they do not
// carry viem (which loads on first read: evmReads.ts).

const encoder = new TextEncoder()

/** `0x`-prefixed hex of a non-negative integer, as JSON-RPC quantities are written. */
export function numberToHex(value: number | bigint): `0x${string}` {
  const big = BigInt(value)
  if (big < 0n) throw new RangeError('a quantity cannot be negative')
  return `0x${big.toString(16)}`
}

/** `0x`-prefixed hex of a text's UTF-8 bytes (what `personal_sign` takes). */
export function utf8ToHex(text: string): `0x${string}` {
  let hex = '0x'
  for (const byte of encoder.encode(text)) hex += byte.toString(16).padStart(2, '0')
  return hex as `0x${string}`
}

/** ERC-721 `safeTransferFrom(address,address,uint256)` call data. */
export function encodeErc721SafeTransferFrom(
  from: `0x${string}`,
  to: `0x${string}`,
  tokenId: bigint,
): `0x${string}` {
  if (!isHexAddress(from) || !isHexAddress(to)) throw new TypeError('not an address')
  if (tokenId < 0n || tokenId >= 2n ** 256n) throw new RangeError('token id out of uint256 range')
  const word = (hex: string) => hex.padStart(64, '0')
  return `0x42842e0e${word(from.slice(2).toLowerCase())}${word(to.slice(2).toLowerCase())}${word(tokenId.toString(16))}`
}

/** ERC-20 `transfer(address,uint256)` call data. */
export function encodeErc20Transfer(to: `0x${string}`, amount: bigint): `0x${string}` {
  if (!isHexAddress(to)) throw new TypeError('not an address')
  if (amount < 0n || amount >= 2n ** 256n) throw new RangeError('amount out of uint256 range')
  const word = (hex: string) => hex.padStart(64, '0')
  return `0xa9059cbb${word(to.slice(2).toLowerCase())}${word(amount.toString(16))}`
}
