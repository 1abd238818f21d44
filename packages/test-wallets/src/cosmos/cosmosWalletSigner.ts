import { makeSignDoc, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64, toUtf8 } from '@cosmjs/encoding'
import type { StdSignature } from '@keplr-wallet/types'
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { secp256k1AddressBytes } from './cosmosSignBytes.js'
import type { DirectSignDocInput } from './keplrTestWalletApi.js'

// The signing half of the Cosmos test wallet, loaded with import() at its first signature so
// that a page that only lists the wallet does not load the curve.

function stdSignature(publicKey: Uint8Array, signature: Uint8Array): StdSignature {
  return {
    pub_key: { type: 'tendermint/PubKeySecp256k1', value: toBase64(publicKey) },
    signature: toBase64(signature),
  }
}

/** A 64-byte `r ‖ s` secp256k1 signature (low S, as cosmjs and Keplr make) over SHA-256 of `message`. */
async function signBytes(privateKey: `0x${string}`, message: Uint8Array): Promise<Uint8Array> {
  const signature = await Secp256k1.createSignature(sha256(message), fromHex(privateKey.slice(2)))
  return new Uint8Array([...signature.r(32), ...signature.s(32)])
}

/** Flips one bit of the signature: still 64 bytes and valid base64, but not the key's signature. */
export function malformed(signature: StdSignature): StdSignature {
  const bytes = fromBase64(signature.signature)
  bytes[10] = (bytes[10] ?? 0) ^ 1
  return { ...signature, signature: toBase64(bytes) }
}

/** Signs a `SignDoc` in SIGN_MODE_DIRECT, as Keplr's `signDirect` does. */
export async function signDirectDoc(
  privateKey: `0x${string}`,
  publicKey: Uint8Array,
  signDoc: DirectSignDocInput,
): Promise<StdSignature> {
  const bytes = SignDoc.encode({
    bodyBytes: signDoc.bodyBytes ?? new Uint8Array(),
    authInfoBytes: signDoc.authInfoBytes ?? new Uint8Array(),
    chainId: signDoc.chainId ?? '',
    accountNumber: BigInt(signDoc.accountNumber?.toString() ?? '0'),
  }).finish()
  return stdSignature(publicKey, await signBytes(privateKey, bytes))
}

/** Signs a `StdSignDoc` in SIGN_MODE_LEGACY_AMINO_JSON: its sorted, escaped JSON. */
export async function signAminoDoc(
  privateKey: `0x${string}`,
  publicKey: Uint8Array,
  signDoc: StdSignDoc,
): Promise<StdSignature> {
  return stdSignature(publicKey, await signBytes(privateKey, serializeSignDoc(signDoc)))
}

/**
 * The ADR-036 sign doc of arbitrary data: an amino `StdSignDoc` with an empty chain id,
 * account number, sequence, fee and memo, and one `sign/MsgSignData` of the signer and the
 * data in base64 (text as its UTF-8 bytes), which is what Keplr's `signArbitrary` signs.
 */
export function adr36SignDoc(signer: string, data: string | Uint8Array): StdSignDoc {
  const bytes = typeof data === 'string' ? toUtf8(data) : data
  return makeSignDoc(
    [{ type: 'sign/MsgSignData', value: { signer, data: toBase64(bytes) } }],
    { gas: '0', amount: [] },
    '',
    '',
    0,
    0,
  )
}

/**
 * Verifies an ADR-036 signature as Keplr's `verifyArbitrary` does: the signature's key must be
 * a secp256k1 key whose address bytes are the signer's, and it must sign the sign doc.
 */
export async function verifyAdr36(
  signerAddressBytes: Uint8Array,
  signer: string,
  data: string | Uint8Array,
  signature: StdSignature,
): Promise<boolean> {
  if (signature.pub_key.type !== 'tendermint/PubKeySecp256k1') return false
  try {
    const publicKey = fromBase64(signature.pub_key.value)
    const hashed = secp256k1AddressBytes(publicKey)
    if (
      hashed.length !== signerAddressBytes.length ||
      hashed.some((byte, i) => byte !== signerAddressBytes[i])
    ) {
      return false
    }
    const bytes = fromBase64(signature.signature)
    if (bytes.length !== 64) return false
    return await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(bytes),
      sha256(serializeSignDoc(adr36SignDoc(signer, data))),
      publicKey,
    )
  } catch {
    return false
  }
}
