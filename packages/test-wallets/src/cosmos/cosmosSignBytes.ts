import { type AminoMsg, makeSignDoc, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { ripemd160, Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { toHex } from '@cosmjs/encoding'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { DecodedTx } from './cosmosTxDecoding.js'

/** What a signature commits to beyond the transaction: where and as which account it is valid. */
export type SignerContext = {
  readonly chainId: string
  readonly accountNumber: bigint
  readonly sequence: bigint
}

// The order of the secp256k1 group: the SDK refuses signatures whose S is above half of it.
const curveOrder = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n

/** The SDK's address of a secp256k1 key: RIPEMD-160 of its SHA-256. */
export function secp256k1AddressBytes(pubKey: Uint8Array): Uint8Array {
  return ripemd160(sha256(pubKey))
}

/** The legacy amino JSON form of the transaction's messages (x/bank's `cosmos-sdk/MsgSend`). */
function aminoMessages(tx: DecodedTx): AminoMsg[] {
  return tx.messages.map((message) => ({
    type: 'cosmos-sdk/MsgSend',
    value: {
      from_address: message.fromAddress,
      to_address: message.toAddress,
      amount: message.amount.map(({ denom, amount }) => ({ denom, amount })),
    },
  }))
}

/** The `StdSignDoc` the SDK rebuilds from a transaction for SIGN_MODE_LEGACY_AMINO_JSON. */
function aminoSignDocOf(tx: DecodedTx, context: SignerContext): StdSignDoc {
  const fee = tx.authInfo.fee
  const timeout = tx.body.timeoutHeight
  return makeSignDoc(
    aminoMessages(tx),
    {
      amount: (fee?.amount ?? []).map(({ denom, amount }) => ({ denom, amount })),
      gas: String(fee?.gasLimit ?? 0n),
      ...(fee?.payer ? { payer: fee.payer } : {}),
      ...(fee?.granter ? { granter: fee.granter } : {}),
    },
    context.chainId,
    tx.body.memo,
    context.accountNumber.toString(),
    context.sequence.toString(),
    timeout === 0n ? undefined : timeout,
  )
}

/**
 * Whether the amino JSON sign doc can stand for the body: x/tx's amino JSON handler refuses
 * to make sign bytes for a body with unknown non-critical fields or extension options, which
 * its JSON does not show, so that nobody can add them to an amino-signed transaction.
 */
function aminoJsonCoversBody(tx: DecodedTx): boolean {
  return (
    !tx.bodyHasUnknownNonCriticals &&
    tx.body.extensionOptions.length === 0 &&
    tx.body.nonCriticalExtensionOptions.length === 0
  )
}

/**
 * The bytes a signer signed in `signMode`, rebuilt by the chain as the SDK's sign mode
 * handlers do: the protobuf `SignDoc` for SIGN_MODE_DIRECT, the sorted, escaped
 * `StdSignDoc` JSON for SIGN_MODE_LEGACY_AMINO_JSON (when it covers the whole body);
 * `undefined` for any other mode, which no signature verifies.
 */
export function signBytesOf(
  tx: DecodedTx,
  signMode: number | undefined,
  context: SignerContext,
): Uint8Array | undefined {
  if (signMode === SignMode.SIGN_MODE_DIRECT) {
    return SignDoc.encode({
      bodyBytes: tx.raw.bodyBytes,
      authInfoBytes: tx.raw.authInfoBytes,
      chainId: context.chainId,
      accountNumber: context.accountNumber,
    }).finish()
  }
  if (signMode === SignMode.SIGN_MODE_LEGACY_AMINO_JSON) {
    if (!aminoJsonCoversBody(tx)) return undefined
    return serializeSignDoc(aminoSignDocOf(tx, context))
  }
  return undefined
}

/**
 * Verifies a 64-byte `r ‖ s` secp256k1 signature over SHA-256 of `message`, as the SDK's
 * `secp256k1.PubKey.VerifySignature` does, which also refuses a high S (malleable) signature.
 */
export async function verifySecp256k1(
  pubKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): Promise<boolean> {
  if (signature.length !== 64) return false
  const s = BigInt(`0x${toHex(signature.subarray(32))}`)
  if (s === 0n || s > curveOrder / 2n) return false
  try {
    return await Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(signature),
      sha256(message),
      pubKey,
    )
  } catch {
    return false
  }
}
