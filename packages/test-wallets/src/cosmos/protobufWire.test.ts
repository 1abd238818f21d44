import { describe, expect, it } from 'vitest'
import { fieldValueLength, minimalVarintLength, readTag, readVarint } from './protobufWire.js'

const bytes = (...values: number[]) => new Uint8Array(values)

describe('protobufWire', () => {
  it('reads varints up to 64 bits, with their length, and refuses what protowire refuses', () => {
    expect(readVarint(bytes(0x96, 0x01), 0)).toEqual({ value: 150n, length: 2 })
    // Longer than needed is still a varint (ADR-027 is what refuses it in a TxRaw).
    expect(readVarint(bytes(0x81, 0x80, 0x00), 0)).toEqual({ value: 1n, length: 3 })
    const max = bytes(...Array<number>(9).fill(0xff), 0x01)
    expect(readVarint(max, 0)).toEqual({ value: 2n ** 64n - 1n, length: 10 })
    expect(() => readVarint(bytes(...Array<number>(9).fill(0xff), 0x02), 0)).toThrow(
      'variable length integer overflow',
    )
    expect(() => readVarint(bytes(...Array<number>(10).fill(0x80), 0x00), 0)).toThrow(
      'variable length integer overflow',
    )
    expect(() => readVarint(bytes(0x80), 0)).toThrow('unexpected EOF')
    expect([0n, 127n, 128n, 16_383n, 16_384n, 2n ** 64n - 1n].map(minimalVarintLength)).toEqual([
      1, 1, 2, 2, 3, 10,
    ])
  })

  it('reads tags, refusing field number 0', () => {
    expect(readTag(bytes(0xfa, 0x3f), 0)).toEqual({ fieldNumber: 1023, wireType: 2, length: 2 })
    expect(() => readTag(bytes(0x02), 0)).toThrow('invalid field number')
  })

  it('measures every wire type, groups field by field', () => {
    expect(fieldValueLength(1, 0, bytes(0xac, 0x02), 0)).toBe(2)
    expect(fieldValueLength(1, 1, bytes(...Array<number>(8).fill(0)), 0)).toBe(8)
    expect(fieldValueLength(1, 5, bytes(0, 0, 0, 0), 0)).toBe(4)
    expect(fieldValueLength(1, 2, bytes(0x02, 0x61, 0x62, 0x63), 0)).toBe(3)
    expect(() => fieldValueLength(1, 2, bytes(0x05, 0x61), 0)).toThrow('unexpected EOF')
    // Group 5 holding field 1 = 1, then group 5's end.
    expect(fieldValueLength(5, 3, bytes(0x08, 0x01, 0x2c), 0)).toBe(3)
    expect(() => fieldValueLength(5, 3, bytes(0x08, 0x01, 0x34), 0)).toThrow(
      'mismatching end group marker',
    )
    expect(() => fieldValueLength(5, 4, bytes(), 0)).toThrow('mismatching end group marker')
    expect(() => fieldValueLength(5, 6, bytes(0x00), 0)).toThrow('cannot parse reserved wire type')
  })
})
