// Bitcoin's base58 alphabet, which Solana uses for addresses, signatures and messages.
const alphabet = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const digitOf = new Map([...alphabet].map((character, index) => [character, BigInt(index)]))

/**
 * The base58 text of `bytes`; each leading zero byte becomes a leading `1`.
 *
 * @example
 * encodeBase58(new Uint8Array([0, 1])) // '12'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = alphabet[Number(value % 58n)] + text
    value /= 58n
  }
  return '1'.repeat(zeros) + text
}

/**
 * The bytes of a base58 text.
 *
 * @throws {TypeError} for a character outside the alphabet.
 */
export function decodeBase58(text: string): Uint8Array {
  let zeros = 0
  while (zeros < text.length && text[zeros] === '1') zeros++
  let value = 0n
  for (const character of text) {
    const digit = digitOf.get(character)
    if (digit === undefined) throw new TypeError('not base58')
    value = value * 58n + digit
  }
  const body: number[] = []
  while (value > 0n) {
    body.unshift(Number(value & 0xffn))
    value >>= 8n
  }
  return new Uint8Array([...new Array<number>(zeros).fill(0), ...body])
}
