import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { AuthInfo, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { decodeBech32 } from './cosmosBech32.js'
import { CosmosSdkError } from './cosmosSdkError.js'

/** The one message type the local chain executes. */
export const msgSendTypeUrl = '/cosmos.bank.v1beta1.MsgSend'
const secp256k1PubKeyTypeUrl = '/cosmos.crypto.secp256k1.PubKey'

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

/**
 * Decodes transaction bytes as the SDK's tx decoder does: `TxRaw`, its body and auth info,
 * every message through the interface registry (this chain's holds `MsgSend` only, so any
 * other type URL is `unable to resolve type URL …`, code 2) and each signer's public key.
 */
export function decodeCosmosTx(bytes: Uint8Array): DecodedTx {
  const raw = decodeOrRefuse(() => TxRaw.decode(bytes), 'failed to decode tx')
  const body = decodeOrRefuse(() => TxBody.decode(raw.bodyBytes), 'failed to decode tx body')
  const authInfo = decodeOrRefuse(
    () => AuthInfo.decode(raw.authInfoBytes),
    'failed to decode tx auth info',
  )
  const messages = body.messages.map((any) => {
    if (any.typeUrl !== msgSendTypeUrl) {
      throw new CosmosSdkError('txDecode', `unable to resolve type URL ${any.typeUrl}`)
    }
    return decodeOrRefuse(() => MsgSend.decode(any.value), 'failed to decode MsgSend')
  })
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
  return { raw, body, authInfo, messages, requiredSigners, signers }
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
