/**
 * The protobuf messages a transaction of the local chain is made of, as SDK 0.50 defines
 * them: for each, its field numbers and how each is encoded, which is all the SDK's
 * unknown-field check (`rejectUnknownFields`) reads. Field numbers missing here are unknown.
 */

/** How a field is encoded, as far as the unknown-field check cares. */
export type ProtoFieldKind =
  /** int32, uint64, bool, enum…: a varint, or a packed run of them (length-delimited). */
  | 'varint'
  /** string or bytes. */
  | 'bytes'
  /** A message, by its full protobuf name. An `Any` is followed into the type its URL names. */
  | { readonly message: string }

export type ProtoMessageSchema = {
  /**
   * The gogoproto Go type the SDK names in its errors (`reflect.Type.String()`), such as
   * `*tx.AuthInfo`: what a node's log says.
   */
  readonly goType: string
  readonly fields: Readonly<Record<number, ProtoFieldKind>>
}

export const anyMessageName = 'google.protobuf.Any'

export const msgSendTypeUrl = '/cosmos.bank.v1beta1.MsgSend'
export const secp256k1PubKeyTypeUrl = '/cosmos.crypto.secp256k1.PubKey'

const any = { message: anyMessageName } as const
const coin = { message: 'cosmos.base.v1beta1.Coin' } as const
const modeInfo = { message: 'cosmos.tx.v1beta1.ModeInfo' } as const

export const cosmosProtoSchemas: Readonly<Record<string, ProtoMessageSchema>> = {
  'cosmos.tx.v1beta1.TxRaw': {
    goType: '*tx.TxRaw',
    fields: { 1: 'bytes', 2: 'bytes', 3: 'bytes' },
  },
  // SDK 0.50's body: messages, memo, timeout_height, extension_options (1023) and
  // non_critical_extension_options (2047). Fields 4 (unordered) and 5 (timeout_timestamp),
  // which cosmjs-types 0.11 knows, came with SDK 0.53: unknown to a 0.50 node.
  'cosmos.tx.v1beta1.TxBody': {
    goType: '*tx.TxBody',
    fields: { 1: any, 2: 'bytes', 3: 'varint', 1023: any, 2047: any },
  },
  'cosmos.tx.v1beta1.AuthInfo': {
    goType: '*tx.AuthInfo',
    fields: {
      1: { message: 'cosmos.tx.v1beta1.SignerInfo' },
      2: { message: 'cosmos.tx.v1beta1.Fee' },
      3: { message: 'cosmos.tx.v1beta1.Tip' },
    },
  },
  'cosmos.tx.v1beta1.SignerInfo': {
    goType: '*tx.SignerInfo',
    fields: { 1: any, 2: modeInfo, 3: 'varint' },
  },
  'cosmos.tx.v1beta1.ModeInfo': {
    goType: '*tx.ModeInfo',
    fields: {
      1: { message: 'cosmos.tx.v1beta1.ModeInfo.Single' },
      2: { message: 'cosmos.tx.v1beta1.ModeInfo.Multi' },
    },
  },
  'cosmos.tx.v1beta1.ModeInfo.Single': { goType: '*tx.ModeInfo_Single', fields: { 1: 'varint' } },
  'cosmos.tx.v1beta1.ModeInfo.Multi': {
    goType: '*tx.ModeInfo_Multi',
    fields: { 1: { message: 'cosmos.crypto.multisig.v1beta1.CompactBitArray' }, 2: modeInfo },
  },
  'cosmos.crypto.multisig.v1beta1.CompactBitArray': {
    goType: '*types.CompactBitArray',
    fields: { 1: 'varint', 2: 'bytes' },
  },
  'cosmos.tx.v1beta1.Fee': {
    goType: '*tx.Fee',
    fields: { 1: coin, 2: 'varint', 3: 'bytes', 4: 'bytes' },
  },
  'cosmos.tx.v1beta1.Tip': { goType: '*tx.Tip', fields: { 1: coin, 2: 'bytes' } },
  'cosmos.base.v1beta1.Coin': { goType: '*types.Coin', fields: { 1: 'bytes', 2: 'bytes' } },
  [anyMessageName]: { goType: '*types.Any', fields: { 1: 'bytes', 2: 'bytes' } },
  'cosmos.bank.v1beta1.MsgSend': {
    goType: '*types.MsgSend',
    fields: { 1: 'bytes', 2: 'bytes', 3: coin },
  },
  'cosmos.crypto.secp256k1.PubKey': { goType: '*secp256k1.PubKey', fields: { 1: 'bytes' } },
  'cosmos.crypto.ed25519.PubKey': { goType: '*ed25519.PubKey', fields: { 1: 'bytes' } },
  'cosmos.crypto.secp256r1.PubKey': { goType: '*secp256r1.PubKey', fields: { 1: 'bytes' } },
  'cosmos.crypto.multisig.LegacyAminoPubKey': {
    goType: '*multisig.LegacyAminoPubKey',
    fields: { 1: 'varint', 2: any },
  },
}

/** The interface registry's `sdk.Msg` implementations: x/bank's `MsgSend`, the one message the chain executes. */
export const cosmosMsgTypeUrls: Readonly<Record<string, string>> = {
  [msgSendTypeUrl]: 'cosmos.bank.v1beta1.MsgSend',
}

/**
 * Its `PubKey` implementations: those every SDK app registers (crypto/codec), so that a key
 * of another type than secp256k1 is refused for what it is (`unsupported public key type`,
 * code 8), not as undecodable.
 */
export const cosmosPubKeyTypeUrls: Readonly<Record<string, string>> = {
  [secp256k1PubKeyTypeUrl]: 'cosmos.crypto.secp256k1.PubKey',
  '/cosmos.crypto.ed25519.PubKey': 'cosmos.crypto.ed25519.PubKey',
  '/cosmos.crypto.secp256r1.PubKey': 'cosmos.crypto.secp256r1.PubKey',
  '/cosmos.crypto.multisig.LegacyAminoPubKey': 'cosmos.crypto.multisig.LegacyAminoPubKey',
}

/** The chain's interface registry: every type URL an `Any` may name, with the message it resolves to. */
export const cosmosTypeUrls: Readonly<Record<string, string>> = {
  ...cosmosMsgTypeUrls,
  ...cosmosPubKeyTypeUrls,
}
