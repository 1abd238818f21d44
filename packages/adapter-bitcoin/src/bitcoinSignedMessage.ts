// The legacy "Bitcoin Signed Message" of Bitcoin Core's `signmessage` (BIP-137's headers),
// which BIP-322 keeps as its legacy format: loaded with `import()` by the verifier, as
// bip322.ts is.
import * as ecc from '@bitcoinerlab/secp256k1'
import { crypto, opcodes, payments, script } from 'bitcoinjs-lib'
import { concat } from './bitcoinSignature.js'

const magic = new TextEncoder().encode('\u0018Bitcoin Signed Message:\n')

/** Bitcoin's CompactSize: a length as transactions and signed messages write it. */
function compactSize(value: number): Uint8Array {
  if (value < 0xfd) return Uint8Array.of(value)
  if (value <= 0xffff) return Uint8Array.of(0xfd, value & 0xff, value >>> 8)
  return Uint8Array.of(
    0xfe,
    value & 0xff,
    (value >>> 8) & 0xff,
    (value >>> 16) & 0xff,
    value >>> 24,
  )
}

/** `SHA256d(magic ‖ CompactSize(length) ‖ message)`: what a legacy signature signs. */
export function signedMessageHash(message: string): Uint8Array {
  const bytes = new TextEncoder().encode(message)
  return crypto.hash256(concat(magic, compactSize(bytes.length), bytes))
}

function equal(a: Uint8Array | undefined, b: Uint8Array): boolean {
  return a !== undefined && a.length === b.length && a.every((byte, index) => byte === b[index])
}

/**
 * Whether the 65-byte `signature` (header, r, s) is a legacy signature of `message` by the
 * key behind `outputScript`: the key recovered from the signature must pay to that script as
 * P2PKH, or, compressed, as P2WPKH or P2SH-P2WPKH. The header gives only the recovery id and
 * whether the key is compressed: wallets disagree on BIP-137's address-type ranges (Electrum
 * writes 31 to 34 for every type), and the script the key must match is what binds the
 * address. A taproot key cannot sign this way.
 */
export function verifySignedMessage(
  outputScript: Uint8Array,
  message: string,
  signature: Uint8Array,
): boolean {
  const header = signature[0] ?? 0
  if (signature.length !== 65 || header < 27 || header > 42) return false
  const recoveryId = ((header - 27) & 3) as 0 | 1 | 2 | 3
  const compressed = header >= 31
  let publicKey: Uint8Array | null
  try {
    publicKey = ecc.recover(
      signedMessageHash(message),
      signature.subarray(1),
      recoveryId,
      compressed,
    )
  } catch {
    return false
  }
  if (!publicKey) return false
  if (equal(payments.p2pkh({ pubkey: publicKey }).output, outputScript)) return true
  if (!compressed) return false
  const keyHash = crypto.hash160(publicKey)
  const program = script.compile([opcodes.OP_0 as number, keyHash])
  return (
    equal(program, outputScript) ||
    equal(payments.p2sh({ redeem: { output: program } }).output, outputScript)
  )
}
