import { BinaryWriter } from 'cosmjs-types/binary'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, ModeInfo_Single, TxBody } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { describe, expect, it } from 'vitest'
import { rejectUnknownFields } from './rejectUnknownFields.js'

const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]))
const bytes = (...values: number[]) => new Uint8Array(values)
const tag = (fieldNumber: number, wireType: number) =>
  new BinaryWriter().uint32((fieldNumber << 3) | wireType).finish()
const varintField = (fieldNumber: number, value: number) =>
  concat(tag(fieldNumber, 0), new BinaryWriter().uint32(value).finish())
const bytesField = (fieldNumber: number, value: Uint8Array) =>
  concat(tag(fieldNumber, 2), new BinaryWriter().uint32(value.length).finish(), value)
const body = TxBody.encode(TxBody.fromPartial({ memo: 'latch', timeoutHeight: 7n })).finish()

describe('rejectUnknownFields', () => {
  it('passes a message whose fields it all knows, a packed varint too', () => {
    expect(rejectUnknownFields(body, 'cosmos.tx.v1beta1.TxBody', false)).toBe(false)
    // timeout_height (3) packed: length-delimited, as a decoder takes any scalar.
    expect(rejectUnknownFields(bytes(0x1a, 0x01, 0x07), 'cosmos.tx.v1beta1.TxBody', false)).toBe(
      false,
    )
    // SDK 0.53's unordered (4), which cosmjs-types 0.11 encodes, is unknown to SDK 0.50.
    const unordered = TxBody.encode(TxBody.fromPartial({ unordered: true })).finish()
    expect(() => rejectUnknownFields(unordered, 'cosmos.tx.v1beta1.TxBody', true)).toThrow(
      'errUnknownField "*tx.TxBody": {TagNum: 4, WireType: "varint"}',
    )
  })

  it('lets a non-critical unknown field (a group too) through only when allowed, and says it met one', () => {
    const withGroup = concat(body, tag(1025, 3), varintField(1, 1), tag(1025, 4))
    expect(rejectUnknownFields(withGroup, 'cosmos.tx.v1beta1.TxBody', true)).toBe(true)
    expect(() => rejectUnknownFields(withGroup, 'cosmos.tx.v1beta1.TxBody', false)).toThrow(
      'errUnknownField "*tx.TxBody": {TagNum: 1025, WireType: "start_group"}',
    )
  })

  it('follows nested messages down to a multisig mode info', () => {
    const single = concat(
      ModeInfo_Single.encode({ mode: SignMode.SIGN_MODE_DIRECT }).finish(),
      varintField(2, 1),
    )
    // AuthInfo { signer_infos: [{ mode_info: { multi: { mode_infos: [{ single }] } } }] }
    const authInfo = bytesField(
      1,
      bytesField(2, bytesField(2, bytesField(2, bytesField(1, single)))),
    )
    expect(() => rejectUnknownFields(authInfo, 'cosmos.tx.v1beta1.AuthInfo', false)).toThrow(
      'errUnknownField "*tx.ModeInfo_Single": {TagNum: 2, WireType: "varint"}',
    )
    const plain = AuthInfo.encode(
      AuthInfo.fromPartial({
        signerInfos: [{ modeInfo: { multi: { modeInfos: [{ single: { mode: 1 } }] } } }],
      }),
    ).finish()
    expect(rejectUnknownFields(plain, 'cosmos.tx.v1beta1.AuthInfo', false)).toBe(false)
  })

  it("refuses with the SDK's texts: a wrong wire type, a cut value, an unresolvable Any", () => {
    expect(() => rejectUnknownFields(bytes(0x10, 0x01), 'cosmos.tx.v1beta1.TxBody', false)).toThrow(
      'Mismatched "*tx.TxBody": {TagNum: 2, GotWireType: "varint" != WantWireType: "bytes"}',
    )
    expect(() =>
      rejectUnknownFields(bytes(0x12, 0x05, 0x61), 'cosmos.tx.v1beta1.TxBody', false),
    ).toThrow('could not consume field value for tagNum: 2, wireType: "bytes"; unexpected EOF')
    expect(() => rejectUnknownFields(bytes(0x80), 'cosmos.tx.v1beta1.TxBody', false)).toThrow(
      'invalid length',
    )
    const message = TxBody.encode(
      TxBody.fromPartial({ messages: [{ typeUrl: '/latch.Nothing', value: bytes() }] }),
    ).finish()
    expect(() => rejectUnknownFields(message, 'cosmos.tx.v1beta1.TxBody', true)).toThrow(
      'unable to resolve type URL /latch.Nothing',
    )
  })
})
