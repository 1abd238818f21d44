import { Any } from 'cosmjs-types/google/protobuf/any'
import {
  anyMessageName,
  cosmosProtoSchemas,
  cosmosTypeUrls,
  type ProtoFieldKind,
  type ProtoMessageSchema,
} from './cosmosProtoSchemas.js'
import {
  fieldValueLength,
  ProtobufWireError,
  protobufWireTypes,
  readTag,
  readVarint,
  type Tag,
  wireTypeName,
} from './protobufWire.js'

/**
 * Field numbers with bit 11 set are non-critical (ADR-020): a reader that does not know one
 * may skip it without misreading the message, so the SDK lets them through where it chooses to.
 */
const nonCriticalBit = 1 << 10

/** codec/unknownproto's nesting limit (protobuf-go's default). */
const recursionLimit = 10_000

/** Bytes the SDK's unknown-field check refuses; the message is the SDK's error text. */
export class UnknownFieldsError extends Error {}

function schemaNamed(name: string): ProtoMessageSchema {
  const schema = cosmosProtoSchemas[name]
  if (!schema) throw new Error(`cosmosProtoSchemas has no ${name}`)
  return schema
}

function wireTypeOf(kind: ProtoFieldKind): number {
  return kind === 'varint' ? protobufWireTypes.varint : protobufWireTypes.bytes
}

/** A varint field may also come packed (length-delimited), which a decoder accepts for any scalar. */
function acceptsWireType(kind: ProtoFieldKind, wireType: number): boolean {
  return (
    wireType === wireTypeOf(kind) || (kind === 'varint' && wireType === protobufWireTypes.bytes)
  )
}

/**
 * Checks the encoding of a `messageName` message as the SDK's codec/unknownproto
 * `RejectUnknownFields` does, before anything decodes it: every field's wire type must be
 * its declaration's, and every field number known, in nested messages too and inside every
 * `Any`, whose type URL must resolve in the interface registry. An unknown field is refused
 * when its number is critical, or when `allowUnknownNonCriticals` is false; the SDK allows
 * non-critical ones in a transaction's body only. A decoder would skip unknown fields, so a
 * signature would cover bytes the chain never reads, and two nodes of different versions
 * could read one transaction differently.
 *
 * Returns whether it met non-critical unknown fields; throws `UnknownFieldsError`.
 */
export function rejectUnknownFields(
  bytes: Uint8Array,
  messageName: string,
  allowUnknownNonCriticals: boolean,
): boolean {
  return checkMessage(bytes, schemaNamed(messageName), allowUnknownNonCriticals, recursionLimit)
}

function checkMessage(
  bytes: Uint8Array,
  schema: ProtoMessageSchema,
  allowUnknownNonCriticals: boolean,
  depthLeft: number,
): boolean {
  if (bytes.length === 0) return false
  if (depthLeft === 0) throw new UnknownFieldsError('recursion limit reached')
  let hasUnknownNonCriticals = false
  let offset = 0
  while (offset < bytes.length) {
    let tag: Tag
    try {
      tag = readTag(bytes, offset)
    } catch (error) {
      if (error instanceof ProtobufWireError) throw new UnknownFieldsError('invalid length')
      throw error
    }
    const { fieldNumber, wireType } = tag
    const kind = schema.fields[fieldNumber]
    if (kind === undefined) {
      const critical = (fieldNumber & nonCriticalBit) === 0
      if (!critical) hasUnknownNonCriticals = true
      if (critical || !allowUnknownNonCriticals) {
        throw new UnknownFieldsError(
          `errUnknownField "${schema.goType}": {TagNum: ${fieldNumber}, WireType: "${wireTypeName(wireType)}"}`,
        )
      }
    } else if (!acceptsWireType(kind, wireType)) {
      throw new UnknownFieldsError(
        `Mismatched "${schema.goType}": {TagNum: ${fieldNumber}, GotWireType: "${wireTypeName(wireType)}" != WantWireType: "${wireTypeName(wireTypeOf(kind))}"}`,
      )
    }
    offset += tag.length
    let length: number
    try {
      length = fieldValueLength(fieldNumber, wireType, bytes, offset)
    } catch (error) {
      if (!(error instanceof ProtobufWireError)) throw error
      throw new UnknownFieldsError(
        `could not consume field value for tagNum: ${fieldNumber}, wireType: "${wireTypeName(wireType)}"; ${error.message}`,
      )
    }
    const value = bytes.subarray(offset, offset + length)
    offset += length
    if (kind === undefined || typeof kind === 'string') continue
    // A nested message's bytes follow its length prefix.
    const content = value.subarray(readVarint(value, 0).length)
    const nested = checkNested(content, kind.message, allowUnknownNonCriticals, depthLeft - 1)
    hasUnknownNonCriticals ||= nested
  }
  return hasUnknownNonCriticals
}

function checkNested(
  content: Uint8Array,
  messageName: string,
  allowUnknownNonCriticals: boolean,
  depthLeft: number,
): boolean {
  if (messageName !== anyMessageName) {
    return checkMessage(content, schemaNamed(messageName), allowUnknownNonCriticals, depthLeft)
  }
  // The Any's own fields first, so that nothing rides beside its type URL and value.
  const inAny = checkMessage(
    content,
    schemaNamed(anyMessageName),
    allowUnknownNonCriticals,
    depthLeft,
  )
  const { typeUrl, value } = Any.decode(content)
  const resolved = cosmosTypeUrls[typeUrl]
  // The interface registry's `Resolve` error.
  if (resolved === undefined) throw new UnknownFieldsError(`unable to resolve type URL ${typeUrl}`)
  const inValue = checkMessage(value, schemaNamed(resolved), allowUnknownNonCriticals, depthLeft)
  return inAny || inValue
}
