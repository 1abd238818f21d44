import { networks, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import {
  addressOf,
  dustThreshold,
  isStandardOutputScript,
  outputScriptType,
  scriptAsm,
} from './outputScripts.js'

const fromHex = (hex: string) => Uint8Array.from(Buffer.from(hex, 'hex'))
const hash20 = new Uint8Array(20).fill(0x1d)
const hash32 = new Uint8Array(32).fill(0x2e)
// The x coordinate of secp256k1's generator: a valid taproot output key.
const outputKey = fromHex('79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798')
const key33 = Uint8Array.from([0x02, ...new Uint8Array(32).fill(0x79)])
const scripts = {
  p2pkh: payments.p2pkh({ hash: hash20 }).output as Uint8Array,
  p2sh: payments.p2sh({ hash: hash20 }).output as Uint8Array,
  p2wpkh: payments.p2wpkh({ hash: hash20 }).output as Uint8Array,
  p2wsh: payments.p2wsh({ hash: hash32 }).output as Uint8Array,
  p2tr: Uint8Array.from([0x51, 0x20, ...outputKey]),
  p2pk: payments.p2pk({ pubkey: key33 }).output as Uint8Array,
  opReturn: payments.embed({ data: [fromHex('6c61746368')] }).output as Uint8Array,
}

describe('outputScriptType', () => {
  it("default: Esplora's names", () => {
    expect(outputScriptType(scripts.p2pkh)).toBe('p2pkh')
    expect(outputScriptType(scripts.p2sh)).toBe('p2sh')
    expect(outputScriptType(scripts.p2wpkh)).toBe('v0_p2wpkh')
    expect(outputScriptType(scripts.p2wsh)).toBe('v0_p2wsh')
    expect(outputScriptType(scripts.p2tr)).toBe('v1_p2tr')
    expect(outputScriptType(scripts.p2pk)).toBe('p2pk')
    expect(outputScriptType(scripts.opReturn)).toBe('op_return')
    expect(outputScriptType(new Uint8Array())).toBe('empty')
    expect(outputScriptType(Uint8Array.of(0x51))).toBe('unknown')
  })
})

describe('dustThreshold', () => {
  it("default: Bitcoin Core's thresholds at 3 sat/vB", () => {
    expect(dustThreshold(scripts.p2pkh)).toBe(546n)
    expect(dustThreshold(scripts.p2sh)).toBe(540n)
    expect(dustThreshold(scripts.p2wpkh)).toBe(294n)
    expect(dustThreshold(scripts.p2wsh)).toBe(330n)
    expect(dustThreshold(scripts.p2tr)).toBe(330n)
    expect(dustThreshold(scripts.opReturn)).toBe(0n)
  })
})

describe('isStandardOutputScript', () => {
  it('behavior: relays the address types and one small OP_RETURN, not bare scripts', () => {
    for (const script of Object.values(scripts)) expect(isStandardOutputScript(script)).toBe(true)
    // A future witness version is standard (BIP-350 addresses it); OP_TRUE alone is not.
    expect(isStandardOutputScript(Uint8Array.from([0x52, 0x20, ...hash32]))).toBe(true)
    expect(isStandardOutputScript(Uint8Array.of(0x51))).toBe(false)
    expect(isStandardOutputScript(Uint8Array.from([0x6a, 0x4c, 81, ...new Uint8Array(81)]))).toBe(
      false,
    )
    // A version-0 program of another length is no address and is never relayed.
    expect(isStandardOutputScript(Uint8Array.from([0x00, 0x10, ...new Uint8Array(16)]))).toBe(false)
  })
})

describe('scriptAsm', () => {
  it("default: Esplora's (rust-bitcoin's) notation", () => {
    expect(scriptAsm(scripts.p2wpkh)).toBe(`OP_0 OP_PUSHBYTES_20 ${'1d'.repeat(20)}`)
    expect(scriptAsm(scripts.p2tr)).toBe(
      'OP_PUSHNUM_1 OP_PUSHBYTES_32 79be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798',
    )
    expect(scriptAsm(scripts.p2pkh)).toBe(
      `OP_DUP OP_HASH160 OP_PUSHBYTES_20 ${'1d'.repeat(20)} OP_EQUALVERIFY OP_CHECKSIG`,
    )
    expect(scriptAsm(scripts.opReturn)).toBe('OP_RETURN OP_PUSHBYTES_5 6c61746368')
    expect(scriptAsm(Uint8Array.of(0x4c, 0x01, 0xff, 0xb1, 0xb2))).toBe(
      'OP_PUSHDATA1 ff OP_CLTV OP_CSV',
    )
    expect(scriptAsm(Uint8Array.of(0x05, 0x01))).toBe('<unexpected end>')
  })
})

describe('addressOf', () => {
  it('default: regtest addresses, none for scripts without one', () => {
    expect(addressOf(scripts.p2wpkh)).toBe(
      payments.p2wpkh({ hash: hash20, network: networks.regtest }).address,
    )
    expect(addressOf(scripts.p2wpkh)).toMatch(/^bcrt1q/)
    expect(addressOf(scripts.p2tr)).toMatch(/^bcrt1p/)
    expect(addressOf(scripts.opReturn)).toBeUndefined()
  })
})
