/**
 * The protobuf wire format read field by field, without a schema: tags, varints and the
 * length of each field's value. The SDK's decoding checks (`rejectNonAdr027TxRaw`,
 * `rejectUnknownFields`) look at the bytes themselves, not at a decoded message, because
 * a decoder forgets exactly what they look for: field order, varint lengths, unknown fields.
 */

export const protobufWireTypes = {
  varint: 0,
  fixed64: 1,
  bytes: 2,
  startGroup: 3,
  endGroup: 4,
  fixed32: 5,
} as const

/** A malformed encoding; its message is the text Go's `protowire.ParseError` gives it. */
export class ProtobufWireError extends Error {}

/** The name Go's protowire-based SDK checks print for a wire type. */
export function wireTypeName(wireType: number): string {
  const names = ['varint', 'fixed64', 'bytes', 'start_group', 'end_group', 'fixed32']
  return names[wireType] ?? `unknown type: ${wireType}`
}

/** An unsigned varint and how many bytes it took (more than needed is valid protobuf). */
export type Varint = { readonly value: bigint; readonly length: number }

export function readVarint(bytes: Uint8Array, offset: number): Varint {
  let value = 0n
  // Ten bytes hold 64 bits; the tenth may only carry the top bit (protowire's overflow rule).
  for (let index = 0; index < 10; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw new ProtobufWireError('unexpected EOF')
    if (index === 9 && byte > 1) break
    value |= BigInt(byte & 0x7f) << BigInt(7 * index)
    if (byte < 0x80) return { value, length: index + 1 }
  }
  throw new ProtobufWireError('variable length integer overflow')
}

/** The fewest bytes a varint of this value takes, what ADR-027 requires. */
export function minimalVarintLength(value: bigint): number {
  let length = 1
  for (let rest = value >> 7n; rest > 0n; rest >>= 7n) length++
  return length
}

export type Tag = {
  readonly fieldNumber: number
  readonly wireType: number
  readonly length: number
}

export function readTag(bytes: Uint8Array, offset: number): Tag {
  const { value, length } = readVarint(bytes, offset)
  const fieldNumber = value >> 3n
  // protowire.ConsumeTag: 0 and numbers past int32 are no field numbers.
  if (fieldNumber < 1n || fieldNumber > 0x7fffffffn) {
    throw new ProtobufWireError('invalid field number')
  }
  return { fieldNumber: Number(fieldNumber), wireType: Number(value & 7n), length }
}

/**
 * protowire's nesting limit for groups, which carry no length and are skipped field by field
 * (its `ParseError` has no text of its own for it: "parse error").
 */
const maxGroupDepth = 10_000

/**
 * How many bytes the value of a field with this tag takes at `offset` (a length-delimited
 * value's length prefix included), as `protowire.ConsumeFieldValue` counts them.
 */
export function fieldValueLength(
  fieldNumber: number,
  wireType: number,
  bytes: Uint8Array,
  offset: number,
  depth = 0,
): number {
  const available = bytes.length - offset
  const fixed = (size: number) => {
    if (available < size) throw new ProtobufWireError('unexpected EOF')
    return size
  }
  switch (wireType) {
    case protobufWireTypes.varint:
      return readVarint(bytes, offset).length
    case protobufWireTypes.fixed64:
      return fixed(8)
    case protobufWireTypes.fixed32:
      return fixed(4)
    case protobufWireTypes.bytes: {
      const prefix = readVarint(bytes, offset)
      if (prefix.value > BigInt(available - prefix.length)) {
        throw new ProtobufWireError('unexpected EOF')
      }
      return prefix.length + Number(prefix.value)
    }
    case protobufWireTypes.startGroup: {
      if (depth >= maxGroupDepth) throw new ProtobufWireError('parse error')
      let position = offset
      for (;;) {
        const tag = readTag(bytes, position)
        position += tag.length
        if (tag.wireType === protobufWireTypes.endGroup) {
          if (tag.fieldNumber !== fieldNumber) {
            throw new ProtobufWireError('mismatching end group marker')
          }
          return position - offset
        }
        position += fieldValueLength(tag.fieldNumber, tag.wireType, bytes, position, depth + 1)
      }
    }
    case protobufWireTypes.endGroup:
      throw new ProtobufWireError('mismatching end group marker')
    default:
      throw new ProtobufWireError('cannot parse reserved wire type')
  }
}
