import { type AminoSignResponse, type StdSignDoc, serializeSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, Sha256 } from '@cosmjs/crypto'
import { fromBase64 } from '@cosmjs/encoding'
import { type DirectSignResponse, makeSignBytes, type OfflineSigner } from '@cosmjs/proto-signing'
import { AdapterError } from '@latch/core'
import { AuthInfo, Fee, type SignDoc } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { KeplrOfflineSigner } from './keplr.js'
import { askWallet } from './walletRejection.js'

function refuse(problem: string): never {
  throw new AdapterError('INVALID_SIGNATURE', { details: `a wallet signature ${problem}` })
}

/** What the wallet signed instead of what the adapter asked: refused, nothing is broadcast. */
function refuseChanged(what: string, asked: string, signed: string): never {
  throw new AdapterError('INVALID_SIGNATURE', {
    details: `the wallet signed other ${what} than the ones asked (${signed}, not ${asked})`,
  })
}

const feeText = (coins: readonly { denom: string; amount: string }[], gas: unknown) =>
  `${coins.map(({ amount, denom }) => `${amount}${denom}`).join('+') || 'no fee'} for ${gas} gas`

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/**
 * A direct sign doc the wallet returned has the asked body (messages and memo) and fee: a
 * wallet that sets its own fee would have the account charged what the Send view did not show.
 */
function checkDirect(asked: SignDoc, signed: SignDoc) {
  const feeOf = (authInfoBytes: Uint8Array) =>
    AuthInfo.decode(authInfoBytes).fee ?? Fee.fromPartial({})
  const askedFee = feeOf(asked.authInfoBytes)
  const signedFee = feeOf(signed.authInfoBytes)
  if (!sameBytes(Fee.encode(askedFee).finish(), Fee.encode(signedFee).finish())) {
    refuseChanged(
      'fees',
      feeText(askedFee.amount, askedFee.gasLimit),
      feeText(signedFee.amount, signedFee.gasLimit),
    )
  }
  if (!sameBytes(asked.bodyBytes, signed.bodyBytes)) {
    refuseChanged('messages', 'the transaction body asked', 'another body')
  }
}

/** An amino sign doc the wallet returned has the asked fee, messages and memo. */
function checkAmino(asked: StdSignDoc, signed: StdSignDoc) {
  // Compared in the canonical JSON the signature covers.
  const askedBytes = serializeSignDoc(asked)
  if (!sameBytes(askedBytes, serializeSignDoc({ ...asked, fee: signed.fee }))) {
    refuseChanged(
      'fees',
      feeText(asked.fee.amount, asked.fee.gas),
      feeText(signed.fee?.amount ?? [], signed.fee?.gas),
    )
  }
  const body = { ...asked, msgs: signed.msgs, memo: signed.memo }
  if (!sameBytes(askedBytes, serializeSignDoc(body))) {
    refuseChanged('messages', 'the messages and memo asked', 'others')
  }
}

/** The 64 bytes of a wallet's signature when they are the key's signature of `signBytes`. */
function checkSignature(signature: unknown, signBytes: Uint8Array, publicKey: Uint8Array) {
  const value = (signature as { signature?: unknown } | undefined)?.signature
  let bytes: Uint8Array
  try {
    bytes = fromBase64(typeof value === 'string' ? value : '')
  } catch {
    return refuse('that is not base64')
  }
  if (bytes.length !== 64) return refuse(`of ${bytes.length} bytes (not 64)`)
  let valid = false
  try {
    valid = Secp256k1.verifySignature(
      Secp256k1Signature.fromFixedLength(bytes),
      new Sha256(signBytes).digest(),
      publicKey,
    )
  } catch {
    valid = false
  }
  if (!valid) refuse("that is not the account's signature of the transaction")
}

/**
 * The wallet's signer for cosmjs, with each signature checked against the account's key before
 * cosmjs builds the transaction: a wallet that returns a malformed or wrong signature stops the
 * send with a clear error (`INVALID_SIGNATURE`) and nothing is broadcast, where the node would
 * only say "unauthorized"; one of another fee, messages or memo than asked (a wallet that sets
 * its own fee) is refused too (`INVALID_SIGNATURE`). Refusals become 4001. Direct where the wallet offers it, amino
 * otherwise, and always for `aminoOnly` (a Ledger key, whose app reads no protobuf).
 */
export function checkedSigner(
  signer: KeplrOfflineSigner,
  publicKey: Uint8Array,
  aminoOnly: boolean,
): OfflineSigner {
  const getAccounts = () => signer.getAccounts()
  if (!aminoOnly && 'signDirect' in signer && typeof signer.signDirect === 'function') {
    return {
      getAccounts,
      async signDirect(address: string, signDoc: SignDoc): Promise<DirectSignResponse> {
        const response = await askWallet(() => signer.signDirect(address, signDoc))
        if (!response?.signed) return refuse('without the signed transaction')
        checkSignature(response.signature, makeSignBytes(response.signed), publicKey)
        checkDirect(signDoc, response.signed)
        return response
      },
    }
  }
  return {
    getAccounts,
    async signAmino(address: string, signDoc: StdSignDoc): Promise<AminoSignResponse> {
      const response = await askWallet(() => signer.signAmino(address, signDoc))
      if (!response?.signed) return refuse('without the signed transaction')
      checkSignature(response.signature, serializeSignDoc(response.signed), publicKey)
      checkAmino(signDoc, response.signed)
      return response
    },
  }
}
