import { describe, expect, it } from 'vitest'
import { rejectNonAdr027TxRaw } from './rejectNonAdr027TxRaw.js'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('rejectNonAdr027TxRaw', () => {
  it('takes fields 1, 2 and any number of 3s, in that order, with the shortest length prefixes', () => {
    expect(() => rejectNonAdr027TxRaw(bytes())).not.toThrow()
    expect(() =>
      rejectNonAdr027TxRaw(bytes(0x0a, 0x01, 0x00, 0x12, 0x00, 0x1a, 0x01, 0x07, 0x1a, 0x00)),
    ).not.toThrow()
    // As the SDK's check, a repeated field number is not refused: only a lower one is.
    expect(() => rejectNonAdr027TxRaw(bytes(0x0a, 0x00, 0x0a, 0x00))).not.toThrow()
  })

  it("refuses with the SDK's texts", () => {
    expect(() => rejectNonAdr027TxRaw(bytes(0x12, 0x00, 0x0a, 0x00))).toThrow(
      'txRaw must follow ADR-027, got tagNum 1 after tagNum 2',
    )
    expect(() => rejectNonAdr027TxRaw(bytes(0x0a, 0x80, 0x00))).toThrow(
      'length prefix varint for tagNum 1 is not as short as possible, read 2, only need 1',
    )
    expect(() => rejectNonAdr027TxRaw(bytes(0x08, 0x01))).toThrow('expected 2 wire type, got 0')
    expect(() => rejectNonAdr027TxRaw(bytes(0x0a, 0x05, 0x00))).toThrow(
      'invalid length; unexpected EOF',
    )
    expect(() => rejectNonAdr027TxRaw(bytes(0x0a))).toThrow('invalid length; unexpected EOF')
    expect(() => rejectNonAdr027TxRaw(bytes(0x02, 0x00))).toThrow(
      'invalid length; invalid field number',
    )
  })
})
