// BIP-322 "simple" signatures over bitcoinjs-lib: loaded with `import()` by the verifier, so a
// page carries it only when it checks a signature.
import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, opcodes, payments, script, Transaction } from 'bitcoinjs-lib'

const tag = crypto.sha256(new TextEncoder().encode('BIP0322-signed-message'))

function concat(...parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0))
  let offset = 0
  for (const part of parts) {
    joined.set(part, offset)
    offset += part.length
  }
  return joined
}

/** `SHA256(tag ‖ tag ‖ message)` with the tag `BIP0322-signed-message` (BIP-340 tagged hash). */
export function bip322MessageHash(message: string): Uint8Array {
  return crypto.sha256(concat(tag, tag, new TextEncoder().encode(message)))
}

/**
 * The virtual `to_sign` transaction of BIP-322 for `message` and the signer's output script:
 * its one input spends output 0 of `to_spend`, which commits to the message hash.
 */
export function bip322ToSign(outputScript: Uint8Array, message: string): Transaction {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    script.compile([opcodes.OP_0 as number, bip322MessageHash(message)]),
  )
  toSpend.addOutput(outputScript, 0n)
  const toSign = new Transaction()
  toSign.version = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(script.compile([opcodes.OP_RETURN as number]), 0n)
  return toSign
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

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Whether `witness` is a valid BIP-322 "simple" signature of `message` for the output
 * script: P2WPKH (the key hashes to the program; a low-S DER ECDSA signature over the
 * segwit v0 digest) or single-key P2TR (a Schnorr signature by the output key over the
 * taproot key-path digest). Other scripts answer false.
 */
export function verifyBip322(outputScript: Uint8Array, message: string, witness: Uint8Array[]) {
  const toSign = bip322ToSign(outputScript, message)
  const isP2wpkh = outputScript.length === 22 && outputScript[0] === 0 && outputScript[1] === 20
  const isP2tr = outputScript.length === 34 && outputScript[0] === 0x51 && outputScript[1] === 32
  if (isP2wpkh && witness.length === 2) {
    const [encoded, publicKey] = witness as [Uint8Array, Uint8Array]
    if (publicKey.length !== 33 || !equal(crypto.hash160(publicKey), outputScript.subarray(2))) {
      return false
    }
    const { signature: compact, hashType } = script.signature.decode(encoded)
    const { output } = payments.p2pkh({ hash: outputScript.subarray(2) })
    if (!output) return false
    const digest = toSign.hashForWitnessV0(0, output, 0n, hashType)
    return ecc.verify(digest, publicKey, compact, true)
  }
  if (isP2tr && witness.length === 1) {
    const [encoded] = witness as [Uint8Array]
    if (encoded.length !== 64 && encoded.length !== 65) return false
    const hashType = encoded.length === 65 ? (encoded[64] as number) : Transaction.SIGHASH_DEFAULT
    // An explicit SIGHASH_DEFAULT byte is invalid (BIP-341).
    if (encoded.length === 65 && hashType === Transaction.SIGHASH_DEFAULT) return false
    const digest = toSign.hashForWitnessV1(0, [outputScript], [0n], hashType)
    return ecc.verifySchnorr(digest, outputScript.subarray(2), encoded.subarray(0, 64))
  }
  return false
}
