import { script as bscript, crypto, opcodes, Transaction } from 'bitcoinjs-lib'
import type { ECPairInterface } from 'ecpair'

const tagHash = crypto.sha256(new TextEncoder().encode('BIP0322-signed-message'))

/**
 * BIP-322's message hash: the BIP-340 tagged hash `BIP0322-signed-message` of the message.
 * (bitcoinjs' `taggedHash` knows only the tags bitcoinjs itself uses.)
 */
export function bip322MessageHash(message: Uint8Array): Uint8Array {
  return crypto.sha256(Uint8Array.from([...tagHash, ...tagHash, ...message]))
}

/** BIP-322's `to_spend`: a virtual transaction whose one output is `script`, committing to the message. */
export function bip322ToSpend(script: Uint8Array, message: Uint8Array): Transaction {
  const toSpend = new Transaction()
  toSpend.version = 0
  toSpend.locktime = 0
  toSpend.addInput(
    new Uint8Array(32),
    0xffffffff,
    0,
    bscript.compile([opcodes.OP_0, bip322MessageHash(message)]),
  )
  toSpend.addOutput(script, 0n)
  return toSpend
}

/** BIP-322's `to_sign` (unsigned): spends `to_spend`'s output into one empty OP_RETURN. */
export function bip322ToSign(toSpend: Transaction): Transaction {
  const toSign = new Transaction()
  toSign.version = 0
  toSign.locktime = 0
  toSign.addInput(toSpend.getHash(), 0, 0)
  toSign.addOutput(bscript.compile([opcodes.OP_RETURN]), 0n)
  return toSign
}

function encodeWitness(stack: readonly Uint8Array[]): Uint8Array {
  // Items are at most 73 bytes here, so every length is a one-byte compact size.
  return Uint8Array.from([stack.length, ...stack.flatMap((item) => [item.length, ...item])])
}

export type SignBip322SimpleParameters = {
  /** The signing key; for `p2tr`, the untweaked (internal) key. */
  readonly key: ECPairInterface
  readonly type: 'p2wpkh' | 'p2tr'
  /** The address's output script. */
  readonly script: Uint8Array
  readonly message: Uint8Array
}

/**
 * A BIP-322 "simple" signature: the witness stack that spends `to_spend` in `to_sign`,
 * serialised (its base64 is the text form wallets show). P2WPKH signs the BIP-143 digest
 * with SIGHASH_ALL and a low-R ECDSA signature, as Bitcoin Core does; P2TR signs the BIP-341
 * digest with SIGHASH_DEFAULT, key path, with the BIP-86 tweaked key.
 */
export function signBip322Simple(parameters: SignBip322SimpleParameters): Uint8Array {
  const { key, script, message } = parameters
  const toSign = bip322ToSign(bip322ToSpend(script, message))
  if (parameters.type === 'p2tr') {
    const internalKey = key.publicKey.subarray(1, 33)
    const digest = toSign.hashForWitnessV1(0, [script], [0n], Transaction.SIGHASH_DEFAULT)
    const tweaked = key.tweak(crypto.taggedHash('TapTweak', internalKey))
    return encodeWitness([tweaked.signSchnorr(digest)])
  }
  const scriptCode = bscript.compile([
    opcodes.OP_DUP,
    opcodes.OP_HASH160,
    script.subarray(2),
    opcodes.OP_EQUALVERIFY,
    opcodes.OP_CHECKSIG,
  ])
  const digest = toSign.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL)
  const signature = bscript.signature.encode(key.sign(digest, true), Transaction.SIGHASH_ALL)
  return encodeWitness([signature, key.publicKey])
}
