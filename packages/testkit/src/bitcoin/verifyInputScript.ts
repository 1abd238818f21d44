import * as ecc from '@bitcoinerlab/secp256k1'
import { script as bscript, crypto, payments, Transaction } from 'bitcoinjs-lib'
import { rejected } from './bitcoinLedgerError.js'
import { outputScriptType, witnessProgramOf } from './outputScripts.js'

/** The output an input spends: its script and amount (sats). */
export type SpentOutput = { readonly script: Uint8Array; readonly value: bigint }

// Core reports a script failure twice over: a consensus ("mandatory") rule, or a relay
// policy ("non-mandatory") rule that a block would still accept.
const mandatory = (error: string) => rejected(`mandatory-script-verify-flag-failed (${error})`)
const policy = (error: string) => rejected(`non-mandatory-script-verify-flag (${error})`)

const evalFalse = 'Script evaluated without error but finished with a false/empty top stack element'

// Half the order of secp256k1: a larger S is "high" (BIP-62 LOW_S, a relay rule).
const halfOrder = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n

const equalBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

function bigEndian(bytes: Uint8Array): bigint {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  return value
}

const definedEcdsaHashTypes = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

/**
 * A P2WPKH spend (BIP-141/143): witness `[signature, pubkey]`, the key hashing to the
 * program, a strict-DER low-S ECDSA signature over the BIP-143 digest, which commits to the
 * spent amount.
 */
function verifyWitnessKeyHash(
  transaction: Transaction,
  index: number,
  keyHash: Uint8Array,
  value: bigint,
): void {
  const witness = transaction.ins[index]?.witness ?? []
  if (witness.length === 0) throw mandatory('Witness program was passed an empty witness')
  if (witness.length !== 2) throw mandatory('Witness program hash mismatch')
  const [encodedSignature, publicKey] = witness as [Uint8Array, Uint8Array]
  if (!equalBytes(crypto.hash160(publicKey), keyHash)) {
    throw mandatory('Script failed an OP_EQUALVERIFY operation')
  }
  if (publicKey.length !== 33 || (publicKey[0] !== 0x02 && publicKey[0] !== 0x03)) {
    throw policy('Using non-compressed keys in segwit')
  }
  if (encodedSignature.length === 0) throw mandatory(evalFalse)
  const hashType = encodedSignature[encodedSignature.length - 1] as number
  if (!definedEcdsaHashTypes.has(hashType)) {
    throw policy('Signature hash type missing or not understood')
  }
  let signature: Uint8Array
  try {
    signature = bscript.signature.decode(encodedSignature).signature
  } catch {
    throw mandatory('Non-canonical DER signature')
  }
  if (bigEndian(signature.subarray(32)) > halfOrder) {
    throw policy('Non-canonical signature: S value is unnecessarily high')
  }
  const scriptCode = payments.p2pkh({ hash: keyHash }).output as Uint8Array
  const digest = transaction.hashForWitnessV0(index, scriptCode, value, hashType)
  if (!safely(() => ecc.verify(digest, publicKey, signature, true))) throw mandatory(evalFalse)
}

const definedSchnorrHashTypes = new Set([0x00, 0x01, 0x02, 0x03, 0x81, 0x82, 0x83])

/**
 * A P2TR key-path spend (BIP-341): witness `[signature]`, a 64-byte BIP-340 Schnorr
 * signature (SIGHASH_DEFAULT) or 65 bytes with an explicit hash type, over the BIP-341
 * digest, which commits to every spent output's script and amount.
 */
function verifyTaprootKeyPath(
  transaction: Transaction,
  index: number,
  outputKey: Uint8Array,
  spent: readonly SpentOutput[],
): void {
  const witness = transaction.ins[index]?.witness ?? []
  if (witness.length === 0) throw mandatory('Witness program was passed an empty witness')
  const last = witness[witness.length - 1] as Uint8Array
  if (witness.length >= 2 && last[0] === 0x50) {
    throw unsupported(index, 'a taproot annex')
  }
  if (witness.length !== 1) throw unsupported(index, 'a taproot script-path spend')
  const encoded = witness[0] as Uint8Array
  if (encoded.length !== 64 && encoded.length !== 65) {
    throw mandatory('Invalid Schnorr signature size')
  }
  const hashType = encoded.length === 65 ? (encoded[64] as number) : Transaction.SIGHASH_DEFAULT
  if (
    (encoded.length === 65 && hashType === Transaction.SIGHASH_DEFAULT) ||
    !definedSchnorrHashTypes.has(hashType) ||
    ((hashType & 0x03) === Transaction.SIGHASH_SINGLE && index >= transaction.outs.length)
  ) {
    throw mandatory('Invalid Schnorr signature hash type')
  }
  const digest = transaction.hashForWitnessV1(
    index,
    spent.map((output) => output.script),
    spent.map((output) => output.value),
    hashType,
  )
  if (!safely(() => ecc.verifySchnorr(digest, outputKey, encoded.subarray(0, 64)))) {
    throw mandatory('Invalid Schnorr signature')
  }
}

function safely(check: () => boolean): boolean {
  try {
    return check()
  } catch {
    return false
  }
}

function unsupported(index: number, what: string) {
  return rejected(
    `unsupported-input-script (input ${index} is ${what}; the local ledger verifies only P2WPKH, P2SH-P2WPKH and P2TR key-path spends)`,
  )
}

/**
 * Checks input `index` of `transaction` the way Bitcoin Core's script interpreter would for
 * the script types wallets use (P2WPKH, P2SH-P2WPKH, P2TR key path), and refuses any other
 * with a clear reason. `spent` holds the outputs of every input, in order (taproot's digest
 * commits to all of them). Throws a {@link BitcoinLedgerError} with Core's reason.
 */
export function verifyInputScript(
  transaction: Transaction,
  index: number,
  spent: readonly SpentOutput[],
): void {
  const input = transaction.ins[index]
  const output = spent[index]
  if (!input || !output) throw new RangeError(`no input ${index}`)
  const program = witnessProgramOf(output.script)
  if (program) {
    if (input.script.length > 0) throw mandatory('Witness requires empty scriptSig')
    if (program.version === 0 && program.program.length === 20) {
      verifyWitnessKeyHash(transaction, index, program.program, output.value)
      return
    }
    if (program.version === 1 && program.program.length === 32) {
      verifyTaprootKeyPath(transaction, index, program.program, spent)
      return
    }
    throw unsupported(index, `a ${outputScriptType(output.script)} spend`)
  }
  if (outputScriptType(output.script) === 'p2sh') {
    const pushes = bscript.decompile(input.script)
    const redeemScript = pushes?.length === 1 ? pushes[0] : undefined
    if (!(redeemScript instanceof Uint8Array)) {
      if (!pushes?.every((push) => push instanceof Uint8Array)) {
        throw mandatory('Only push operators allowed in signatures')
      }
      throw unsupported(index, 'a P2SH spend that is not P2SH-P2WPKH')
    }
    if (!equalBytes(crypto.hash160(redeemScript), output.script.subarray(2, 22))) {
      throw mandatory(evalFalse)
    }
    const nested = witnessProgramOf(redeemScript)
    if (nested?.version !== 0 || nested.program.length !== 20) {
      throw unsupported(index, 'a P2SH spend that is not P2SH-P2WPKH')
    }
    // BIP-141: the scriptSig is exactly one canonical push of the redeem script.
    if (!equalBytes(input.script, bscript.compile([redeemScript]))) {
      throw mandatory('Witness requires only-redeemscript scriptSig')
    }
    verifyWitnessKeyHash(transaction, index, nested.program, output.value)
    return
  }
  throw unsupported(index, `a ${outputScriptType(output.script)} spend`)
}
