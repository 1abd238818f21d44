import { base64ToBytes } from './signerSupport.js'

/** The bytes of `parts` one after the other. */
export function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}

/** Reads a serialized witness stack (count, then each item with its length). */
export function decodeWitness(bytes: Uint8Array): Uint8Array[] | undefined {
  let offset = 0
  const varint = (): number | undefined => {
    const first = bytes[offset++]
    if (first === undefined) return undefined
    if (first < 0xfd) return first
    if (first === 0xfd && offset + 2 <= bytes.length) {
      const value = (bytes[offset] as number) | ((bytes[offset + 1] as number) << 8)
      offset += 2
      return value
    }
    return undefined
  }
  const count = varint()
  if (count === undefined) return undefined
  const items: Uint8Array[] = []
  for (let index = 0; index < count; index++) {
    const length = varint()
    if (length === undefined || offset + length > bytes.length) return undefined
    items.push(bytes.subarray(offset, offset + length))
    offset += length
  }
  return offset === bytes.length ? items : undefined
}

/** Serializes a witness stack as BIP-322 signatures carry it. */
export function encodeWitness(items: readonly Uint8Array[]): Uint8Array {
  const varint = (value: number) =>
    value < 0xfd ? Uint8Array.of(value) : Uint8Array.of(0xfd, value & 0xff, value >> 8)
  return concat(varint(items.length), ...items.flatMap((item) => [varint(item.length), item]))
}

/**
 * A message signature as wallets hand it over (base64), by its format:
 * - `bip322`: a BIP-322 "simple" signature, the witness stack that spends the address's
 *   output (one item for a taproot key, a signature and a key for P2WPKH and P2SH-P2WPKH);
 * - `legacy`: the 65-byte "Bitcoin Signed Message" signature of Bitcoin Core's `signmessage`
 *   (BIP-137 headers 27 to 42), which BIP-322 keeps as its legacy format and which wallets
 *   that have nothing else give.
 */
export type BitcoinSignature =
  | { format: 'bip322'; witness: Uint8Array[] }
  | { format: 'legacy'; bytes: Uint8Array }

/**
 * The format of a base64 signature; undefined for a text that is neither (not base64, a
 * witness of another shape, a compact signature with an unknown header). A legacy signature
 * starts with 27 or more, so it never reads as a witness of one or two items.
 *
 * @example
 * readBitcoinSignature(signature)?.format // 'bip322'
 */
export function readBitcoinSignature(base64: string): BitcoinSignature | undefined {
  let bytes: Uint8Array
  try {
    bytes = base64ToBytes(base64)
  } catch {
    return undefined
  }
  const witness = decodeWitness(bytes)
  if (witness && (witness.length === 1 || witness.length === 2)) {
    return { format: 'bip322', witness }
  }
  const header = bytes[0] ?? 0
  if (bytes.length === 65 && header >= 27 && header <= 42) return { format: 'legacy', bytes }
  return undefined
}
