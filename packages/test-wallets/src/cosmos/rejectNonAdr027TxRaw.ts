import {
  minimalVarintLength,
  ProtobufWireError,
  protobufWireTypes,
  readTag,
  readVarint,
} from './protobufWire.js'

/** Transaction bytes that break ADR-027; the message is the SDK's error text. */
export class NonAdr027TxRawError extends Error {}

function readOrRefuse<T>(read: () => T): T {
  try {
    return read()
  } catch (error) {
    if (error instanceof ProtobufWireError) {
      throw new NonAdr027TxRawError(`invalid length; ${error.message}`)
    }
    throw error
  }
}

/**
 * Checks a `TxRaw`'s encoding as SDK 0.50's `rejectNonADR027TxRaw` (x/auth/tx) does, before
 * anything else: each field is length-delimited, the field numbers never go down (1, 2, then
 * the signatures, 3, as many as there are) and each length prefix takes the fewest bytes. A
 * transaction's hash is that of its bytes, so a node that took any other encoding of the
 * same transaction would see a second transaction, with another hash, that replays the first.
 *
 * As the SDK's, it lets a field number repeat (it only refuses one lower than the last), and
 * reads only the `TxRaw`: the body's and auth info's own encodings are for the unknown-field
 * check. Throws `NonAdr027TxRawError`.
 */
export function rejectNonAdr027TxRaw(txBytes: Uint8Array): void {
  let previousFieldNumber = 0
  let offset = 0
  while (offset < txBytes.length) {
    const { fieldNumber, wireType, length } = readOrRefuse(() => readTag(txBytes, offset))
    if (wireType !== protobufWireTypes.bytes) {
      throw new NonAdr027TxRawError(
        `expected ${protobufWireTypes.bytes} wire type, got ${wireType}`,
      )
    }
    if (fieldNumber < previousFieldNumber) {
      throw new NonAdr027TxRawError(
        `txRaw must follow ADR-027, got tagNum ${fieldNumber} after tagNum ${previousFieldNumber}`,
      )
    }
    previousFieldNumber = fieldNumber
    const prefix = readOrRefuse(() => readVarint(txBytes, offset + length))
    const needed = minimalVarintLength(prefix.value)
    if (prefix.length !== needed) {
      throw new NonAdr027TxRawError(
        `length prefix varint for tagNum ${fieldNumber} is not as short as possible, read ${prefix.length}, only need ${needed}`,
      )
    }
    const valueStart = offset + length + prefix.length
    if (prefix.value > BigInt(txBytes.length - valueStart)) {
      throw new NonAdr027TxRawError('invalid length; unexpected EOF')
    }
    offset = valueStart + Number(prefix.value)
  }
}
