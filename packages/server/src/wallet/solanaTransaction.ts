import type { SolanaKey } from './solanaKey.js'

// A Solana wire transaction: a compact-u16 count of signatures, the 64-byte signatures, then
// the message. A versioned message starts with 0x80 | version; a legacy one with its header.
// Either way the header's first byte is the number of required signatures, and the first
// account keys are the signers', in signature order.

const signatureBytes = 64
const publicKeyBytes = 32

/** The transaction cannot be read, or the wallet's key does not sign it. */
export class SolanaTransactionError extends Error {
  override readonly name = 'SolanaTransactionError'
}

function readCompactU16(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0
  for (let index = 0; index < 3; index++) {
    const byte = bytes[offset + index]
    if (byte === undefined) throw new SolanaTransactionError('The transaction is truncated')
    value |= (byte & 0x7f) << (7 * index)
    if ((byte & 0x80) === 0) return { value, next: offset + index + 1 }
  }
  throw new SolanaTransactionError('The transaction has an invalid length prefix')
}

/** The message of a wire transaction: what each signer signs. */
function transactionMessage(wire: Uint8Array): {
  message: Uint8Array
  signaturesOffset: number
  signatureCount: number
} {
  const { value: signatureCount, next } = readCompactU16(wire, 0)
  const messageOffset = next + signatureCount * signatureBytes
  if (wire.length <= messageOffset) throw new SolanaTransactionError('The transaction is truncated')
  return { message: wire.subarray(messageOffset), signaturesOffset: next, signatureCount }
}

/**
 * `wire` with `key`'s signature in the slot of its account: the transaction as the wallet
 * returns it for `solana_signTransaction`. The other signatures are kept.
 *
 * @throws {SolanaTransactionError} when it cannot be read or `key` is not one of its signers.
 */
export function signSolanaTransaction(
  wire: Uint8Array,
  key: SolanaKey,
): { transaction: Uint8Array; signature: Uint8Array } {
  const { message, signaturesOffset, signatureCount } = transactionMessage(wire)
  let offset = (message[0] ?? 0) & 0x80 ? 1 : 0
  const requiredSignatures = message[offset]
  if (requiredSignatures === undefined || requiredSignatures !== signatureCount) {
    throw new SolanaTransactionError('The transaction has an invalid header')
  }
  offset += 3
  const { value: keyCount, next } = readCompactU16(message, offset)
  let slot = -1
  for (let index = 0; index < Math.min(requiredSignatures, keyCount); index++) {
    const start = next + index * publicKeyBytes
    const candidate = message.subarray(start, start + publicKeyBytes)
    if (candidate.length === publicKeyBytes && Buffer.from(candidate).equals(key.publicKey)) {
      slot = index
      break
    }
  }
  if (slot < 0) {
    throw new SolanaTransactionError(`The transaction is not for the account ${key.address}`)
  }
  const signature = key.sign(message)
  const transaction = new Uint8Array(wire)
  transaction.set(signature, signaturesOffset + slot * signatureBytes)
  return { transaction, signature }
}
