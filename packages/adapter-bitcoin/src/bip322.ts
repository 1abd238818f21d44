// BIP-322 "simple" signatures over bitcoinjs-lib: loaded with `import()` by the verifier, so a
// page carries it only when it checks a signature.
import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, opcodes, payments, script, Transaction } from 'bitcoinjs-lib'
import { concat } from './bitcoinSignature.js'

const tag = crypto.sha256(new TextEncoder().encode('BIP0322-signed-message'))

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

function equal(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Whether `witness` is a valid BIP-322 "simple" signature of `message` for the output
 * script: P2WPKH or P2SH-P2WPKH (the key hashes to the program, the program to the script
 * hash; a low-S DER ECDSA signature over the segwit v0 digest) or single-key P2TR (a
 * Schnorr signature by the output key over the taproot key-path digest). Other scripts
 * answer false.
 */
export function verifyBip322(outputScript: Uint8Array, message: string, witness: Uint8Array[]) {
  const toSign = bip322ToSign(outputScript, message)
  const isP2wpkh = outputScript.length === 22 && outputScript[0] === 0 && outputScript[1] === 20
  const isP2tr = outputScript.length === 34 && outputScript[0] === 0x51 && outputScript[1] === 32
  // OP_HASH160 <20 bytes> OP_EQUAL: the key's P2WPKH program behind a script hash.
  const isP2sh =
    outputScript.length === 23 &&
    outputScript[0] === 0xa9 &&
    outputScript[1] === 20 &&
    outputScript[22] === 0x87
  if ((isP2wpkh || isP2sh) && witness.length === 2) {
    const [encoded, publicKey] = witness as [Uint8Array, Uint8Array]
    if (publicKey.length !== 33) return false
    const keyHash = crypto.hash160(publicKey)
    const committed = isP2wpkh
      ? keyHash
      : crypto.hash160(script.compile([opcodes.OP_0 as number, keyHash]))
    const expected = isP2wpkh ? outputScript.subarray(2) : outputScript.subarray(2, 22)
    if (!equal(committed, expected)) return false
    const { signature: compact, hashType } = script.signature.decode(encoded)
    // BIP-143: a P2WPKH input (nested or not) is signed with the P2PKH script of its key.
    const { output } = payments.p2pkh({ hash: keyHash })
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
