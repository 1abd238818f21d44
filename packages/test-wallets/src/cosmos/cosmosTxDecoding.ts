import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { decodeBech32 } from './cosmosBech32.js'
import {
  cosmosMsgTypeUrls,
  cosmosPubKeyTypeUrls,
  secp256k1PubKeyTypeUrl,
} from './cosmosProtoSchemas.js'
import { CosmosSdkError } from './cosmosSdkError.js'
import { NonAdr027TxRawError, rejectNonAdr027TxRaw } from './rejectNonAdr027TxRaw.js'
import { rejectUnknownFields, UnknownFieldsError } from './rejectUnknownFields.js'

/** A signer's entry of the transaction: its `SignerInfo` and its signature, side by side. */
export type DecodedSigner = {
  /** The compressed secp256k1 key it carries, if any. */
  readonly pubKey: Uint8Array | undefined
  readonly sequence: bigint
  /** The `SignMode` of its `ModeInfo.single`; `undefined` for multisig modes. */
  readonly signMode: number | undefined
  readonly signature: Uint8Array
}

/** A transaction as the ante handler and the message handlers read it. */
export type DecodedTx = {
  readonly raw: TxRaw
  readonly body: TxBody
  readonly authInfo: AuthInfo
  readonly messages: readonly MsgSend[]
  /** The addresses that must sign, in the order the SDK's `GetSigners` gives them. */
  readonly requiredSigners: readonly string[]
  readonly signers: readonly DecodedSigner[]
  /**
   * Whether the body carries fields this chain does not know, of non-critical numbers: the
   * decoder lets them through, but no amino JSON signature covers them.
   */
  readonly bodyHasUnknownNonCriticals: boolean
}

function decodeOrRefuse<T>(decode: () => T, what: string): T {
  try {
    return decode()
  } catch (error) {
    throw new CosmosSdkError(
      'txDecode',
      `${what}: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

/** Runs one of the SDK's encoding checks; what it refuses is a tx parse error (code 2). */
function checkEncoding<T>(check: () => T): T {
  try {
    return check()
  } catch (error) {
    if (error instanceof UnknownFieldsError || error instanceof NonAdr027TxRawError) {
      throw new CosmosSdkError('txDecode', error.message)
    }
    throw error
  }
}

/**
 * `ProtoCodec.Unmarshal`'s `UnpackInterfaces`: a resolved `Any` must also implement the
 * interface its field holds (a message an `sdk.Msg`, a key a `PubKey`; extension options
 * are not unpacked).
 */
function refuseOtherInterface(
  typeUrl: string,
  implementations: Readonly<Record<string, string>>,
  goInterface: string,
) {
  if (implementations[typeUrl] === undefined) {
    throw new CosmosSdkError(
      'txDecode',
      `no concrete type registered for type URL ${typeUrl} against interface ${goInterface}`,
    )
  }
}

/**
 * Decodes transaction bytes as SDK 0.50's tx decoder (x/auth/tx `DefaultTxDecoder`) does,
 * refusing what it refuses, in its order, each a tx parse error (code 2): a `TxRaw` that
 * breaks ADR-027's encoding, then unknown fields (`rejectUnknownFields`) in the `TxRaw`, in
 * the body (where non-critical ones pass, flagged in `bodyHasUnknownNonCriticals`) and in
 * the auth info, down to every message and public key. Type URLs resolve in this chain's
 * interface registry (`cosmosTypeUrls`: `MsgSend` is its one message, so another is
 * `unable to resolve type URL …`).
 */
export function decodeCosmosTx(bytes: Uint8Array): DecodedTx {
  checkEncoding(() => rejectNonAdr027TxRaw(bytes))
  checkEncoding(() => rejectUnknownFields(bytes, 'cosmos.tx.v1beta1.TxRaw', false))
  const raw = decodeOrRefuse(() => TxRaw.decode(bytes), 'failed to decode tx')
  const bodyHasUnknownNonCriticals = checkEncoding(() =>
    rejectUnknownFields(raw.bodyBytes, 'cosmos.tx.v1beta1.TxBody', true),
  )
  const body = decodeOrRefuse(() => TxBody.decode(raw.bodyBytes), 'failed to decode tx body')
  for (const { typeUrl } of body.messages) {
    refuseOtherInterface(typeUrl, cosmosMsgTypeUrls, '*types.Msg')
  }
  checkEncoding(() => rejectUnknownFields(raw.authInfoBytes, 'cosmos.tx.v1beta1.AuthInfo', false))
  const authInfo = decodeOrRefuse(
    () => AuthInfo.decode(raw.authInfoBytes),
    'failed to decode tx auth info',
  )
  for (const { publicKey } of authInfo.signerInfos) {
    if (publicKey) refuseOtherInterface(publicKey.typeUrl, cosmosPubKeyTypeUrls, '*types.PubKey')
  }
  const messages = body.messages.map((any) =>
    decodeOrRefuse(() => MsgSend.decode(any.value), 'failed to decode MsgSend'),
  )
  if (messages.length === 0)
    throw new CosmosSdkError('invalidRequest', 'must contain at least one message')
  const requiredSigners: string[] = []
  for (const message of messages) {
    if (!requiredSigners.includes(message.fromAddress)) requiredSigners.push(message.fromAddress)
  }
  const signers = authInfo.signerInfos.map((info, index): DecodedSigner => {
    let pubKey: Uint8Array | undefined
    if (info.publicKey) {
      if (info.publicKey.typeUrl !== secp256k1PubKeyTypeUrl) {
        throw new CosmosSdkError(
          'invalidPubKey',
          `unsupported public key type ${info.publicKey.typeUrl}`,
        )
      }
      pubKey = decodeOrRefuse(
        () => PubKey.decode(info.publicKey?.value ?? new Uint8Array()),
        'failed to decode public key',
      ).key
    }
    return {
      pubKey,
      sequence: info.sequence,
      signMode: info.modeInfo?.single?.mode,
      signature: raw.signatures[index] ?? new Uint8Array(),
    }
  })
  return {
    raw,
    body,
    authInfo,
    messages,
    requiredSigners,
    signers,
    bodyHasUnknownNonCriticals,
  }
}

/** Whether `address` is a bech32 account address of the chain's prefix (20 bytes, or 32 for modules). */
export function isAccountAddress(address: string, prefix: string): boolean {
  try {
    const { prefix: found, data } = decodeBech32(address)
    return found === prefix && (data.length === 20 || data.length === 32)
  } catch {
    return false
  }
}
