import * as ecc from '@bitcoinerlab/secp256k1'
import { address, crypto, initEccLib, networks, Psbt, Transaction } from 'bitcoinjs-lib'
import { ECPairFactory, type ECPairInterface } from 'ecpair'
import { ProviderRpcError, providerErrorCodes } from '../providerRpcError.js'
import { signBip322Simple } from './bip322Signature.js'
import type { BitcoinDevKey } from './bitcoinDevAccounts.js'
import type { BitcoinMessageProtocol } from './bitcoinWalletFeatures.js'
import type { PsbtSigningRequest, WalletKeyType } from './createBitcoinTestWallet.js'
import { signLegacyMessage } from './legacyMessageSignature.js'

// The Bitcoin test wallet's signing half, loaded with import() on its first signature so
// that a page that never signs for Bitcoin never loads bitcoinjs.

initEccLib(ecc)
const ECPair = ECPairFactory(ecc)
const network = networks.regtest

const invalid = (message: string) => new ProviderRpcError(providerErrorCodes.invalidParams, message)

function keyPairOf(key: BitcoinDevKey): ECPairInterface {
  const pair = ECPair.fromWIF(key.privateKey, network)
  // Grind for a low R, as Bitcoin Core does: 71-byte signatures.
  pair.lowR = true
  return pair
}

const sigHashes: Readonly<Record<string, number>> = {
  DEFAULT: Transaction.SIGHASH_DEFAULT,
  ALL: Transaction.SIGHASH_ALL,
  NONE: Transaction.SIGHASH_NONE,
  SINGLE: Transaction.SIGHASH_SINGLE,
  'ALL|ANYONECANPAY': Transaction.SIGHASH_ALL | Transaction.SIGHASH_ANYONECANPAY,
  'NONE|ANYONECANPAY': Transaction.SIGHASH_NONE | Transaction.SIGHASH_ANYONECANPAY,
  'SINGLE|ANYONECANPAY': Transaction.SIGHASH_SINGLE | Transaction.SIGHASH_ANYONECANPAY,
}

function sigHashNumber(sigHash: NonNullable<PsbtSigningRequest['sigHash']>): number {
  const value = typeof sigHash === 'number' ? sigHash : sigHashes[sigHash]
  if (value === undefined || !Number.isInteger(value)) {
    throw invalid(`${JSON.stringify(sigHash)} is not a sighash flag`)
  }
  return value
}

function parsePsbt(bytes: Uint8Array): Psbt {
  try {
    return Psbt.fromBuffer(bytes, { network })
  } catch (cause) {
    throw invalid(`Not a PSBT: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
}

function spentScript(psbt: Psbt, index: number): Uint8Array {
  const input = psbt.data.inputs[index]
  if (!input) throw invalid(`The PSBT has no input ${index}`)
  if (input.witnessUtxo) return input.witnessUtxo.script
  if (input.nonWitnessUtxo) {
    const previous = Transaction.fromBuffer(input.nonWitnessUtxo)
    const output = previous.outs[psbt.txInputs[index]?.index ?? -1]
    if (output) return output.script
  }
  throw invalid(`Input ${index} of the PSBT says nothing of the output it spends`)
}

function signInputs(psbt: Psbt, request: PsbtSigningRequest, finalize: boolean): void {
  const pair = keyPairOf(request.key)
  const script = address.toOutputScript(request.key.address, network)
  const internalKey = pair.publicKey.subarray(1, 33)
  const signer =
    request.type === 'p2tr' ? pair.tweak(crypto.taggedHash('TapTweak', internalKey)) : pair
  const sigHash = request.sigHash === undefined ? undefined : sigHashNumber(request.sigHash)
  for (const index of request.indexes) {
    if (!Number.isInteger(index)) throw invalid(`${index} is not an input index`)
    const spent = spentScript(psbt, index)
    if (spent.length !== script.length || spent.some((byte, at) => byte !== script[at])) {
      throw invalid(`Input ${index} does not spend an output of ${request.key.address}`)
    }
    const input = psbt.data.inputs[index]
    // A PSBT may leave out what the signer knows; the wallet fills in its own key.
    if (request.type === 'p2tr' && !input?.tapInternalKey) {
      psbt.updateInput(index, { tapInternalKey: internalKey })
    }
    if (sigHash !== undefined && input?.sighashType === undefined) {
      psbt.updateInput(index, { sighashType: sigHash })
    }
    try {
      psbt.signInput(index, signer, sigHash === undefined ? undefined : [sigHash])
      if (finalize) psbt.finalizeInput(index)
    } catch (cause) {
      throw invalid(
        `Cannot sign input ${index}: ${cause instanceof Error ? cause.message : String(cause)}`,
      )
    }
  }
}

/**
 * Signs the requested inputs of a PSBT (and only those), each with its account's key:
 * ECDSA (BIP-143) for P2WPKH, key-path Schnorr (BIP-341, the BIP-86 tweaked key) for P2TR.
 * With `finalize`, the signed inputs are finalised too. Returns the PSBT's bytes.
 */
export function signPsbt(
  bytes: Uint8Array,
  requests: readonly PsbtSigningRequest[],
  finalize: boolean,
): Uint8Array {
  const psbt = parsePsbt(bytes)
  for (const request of requests) signInputs(psbt, request, finalize)
  return psbt.toBuffer()
}

/** The network transaction of a PSBT whose every input is finalised, as hex. */
export function extractTransactionHex(bytes: Uint8Array): string {
  const psbt = parsePsbt(bytes)
  try {
    return psbt.extractTransaction().toHex()
  } catch (cause) {
    throw invalid(
      `The transaction is not complete: ${cause instanceof Error ? cause.message : String(cause)}`,
    )
  }
}

/** Signs a message with BIP-322 "simple" or, for a P2WPKH key, the legacy BIP-137 scheme. */
export function signMessage(
  key: BitcoinDevKey,
  type: WalletKeyType,
  message: Uint8Array,
  protocol: BitcoinMessageProtocol,
): Uint8Array {
  const pair = keyPairOf(key)
  if (protocol === 'ECDSA') {
    if (type !== 'p2wpkh') {
      throw invalid('Legacy (ECDSA) message signatures are for payment addresses; use BIP322')
    }
    return signLegacyMessage(pair.privateKey as Uint8Array, 'p2wpkh', message)
  }
  return signBip322Simple({
    key: pair,
    type,
    script: address.toOutputScript(key.address, network),
    message,
  })
}
