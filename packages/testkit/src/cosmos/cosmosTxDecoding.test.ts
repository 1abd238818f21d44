import { makeSignDoc as makeAminoSignDoc, Secp256k1Wallet } from '@cosmjs/amino'
import { sha256 } from '@cosmjs/crypto'
import { fromBase64, toHex, toUtf8 } from '@cosmjs/encoding'
import { DirectSecp256k1Wallet, makeSignDoc } from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  SigningStargateClient,
  StargateClient,
} from '@cosmjs/stargate'
import { BinaryWriter } from 'cosmjs-types/binary'
import { MsgSend } from 'cosmjs-types/cosmos/bank/v1beta1/tx'
import { PubKey } from 'cosmjs-types/cosmos/crypto/secp256k1/keys'
import { SignMode } from 'cosmjs-types/cosmos/tx/signing/v1beta1/signing'
import { AuthInfo, Fee, TxBody, TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import type { Any } from 'cosmjs-types/google/protobuf/any'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalCosmos, startLocalCosmos } from './startLocalCosmos.js'

let cosmos: LocalCosmos
let client: StargateClient
let keyCount = 0

beforeAll(async () => {
  cosmos = await startLocalCosmos({ blockIntervalMs: 60_000 })
  client = await StargateClient.connect(cosmos.rpcUrl)
})
afterAll(async () => {
  client?.disconnect()
  await cosmos?.stop()
})

const recipient = 'cosmos1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du'
const memo = 'latch'
const feeAmount = [{ denom: 'uatom', amount: '2500' }]
const gasLimit = 100_000n
const msgSendTypeUrl = '/cosmos.bank.v1beta1.MsgSend'

type Signer = Awaited<ReturnType<typeof freshSigner>>
type SignModeName = 'direct' | 'amino'

/** A key of its own for one test, funded with 1 ATOM and 1 LATCH, so tests never share sequences. */
async function freshSigner() {
  const key = sha256(toUtf8(`cosmosTxDecoding.test ${++keyCount}`))
  const direct = await DirectSecp256k1Wallet.fromKey(key, 'cosmos')
  const amino = await Secp256k1Wallet.fromKey(key, 'cosmos')
  const [account] = await direct.getAccounts()
  if (!account) throw new Error('no account')
  await cosmos.fund(account.address, { uatom: 1_000_000, ulatch: 1_000_000 })
  const onChain = await client.getAccount(account.address)
  if (!onChain) throw new Error('not funded')
  return { ...account, direct, amino, accountNumber: onChain.accountNumber }
}

/** A protobuf field of wire type varint (the value below 128) or bytes, to add to an encoding. */
function varintField(fieldNumber: number, value: number): Uint8Array {
  return new BinaryWriter()
    .uint32((fieldNumber << 3) | 0)
    .uint32(value)
    .finish()
}
function bytesField(fieldNumber: number, bytes: Uint8Array): Uint8Array {
  return new BinaryWriter()
    .uint32((fieldNumber << 3) | 2)
    .bytes(bytes)
    .finish()
}
const concat = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]))

/** Where a transaction is changed after cosmjs-types encoded its part; each defaults to none. */
type Malformation = {
  readonly msgSend?: (bytes: Uint8Array) => Uint8Array
  readonly messageAny?: (bytes: Uint8Array) => Uint8Array
  readonly extensionOptions?: readonly Any[]
  readonly nonCriticalExtensionOptions?: readonly Any[]
  readonly body?: (bytes: Uint8Array) => Uint8Array
  readonly pubKey?: (bytes: Uint8Array) => Uint8Array
  readonly fee?: (bytes: Uint8Array) => Uint8Array
  readonly authInfo?: (bytes: Uint8Array) => Uint8Array
}

type SignedParts = {
  readonly bodyBytes: Uint8Array
  readonly authInfoBytes: Uint8Array
  readonly signature: Uint8Array
}

const same = (bytes: Uint8Array) => bytes

/**
 * A transfer of 1 uatom with sequence 0, its parts changed as `malformation` says, then
 * signed for real in `mode` (over the changed bytes, for SIGN_MODE_DIRECT), so that a
 * refusal can only come from the change.
 */
async function signedTransfer(
  signer: Signer,
  mode: SignModeName,
  malformation: Malformation = {},
): Promise<SignedParts> {
  const amount = [{ denom: 'uatom', amount: '1' }]
  const send = { fromAddress: signer.address, toAddress: recipient, amount }
  const message = (malformation.messageAny ?? same)(
    concat(
      bytesField(1, toUtf8(msgSendTypeUrl)),
      bytesField(2, (malformation.msgSend ?? same)(MsgSend.encode(send).finish())),
    ),
  )
  const bodyBytes = (malformation.body ?? same)(
    concat(
      bytesField(1, message),
      TxBody.encode(
        TxBody.fromPartial({
          memo,
          extensionOptions: [...(malformation.extensionOptions ?? [])],
          nonCriticalExtensionOptions: [...(malformation.nonCriticalExtensionOptions ?? [])],
        }),
      ).finish(),
    ),
  )
  const signMode =
    mode === 'direct' ? SignMode.SIGN_MODE_DIRECT : SignMode.SIGN_MODE_LEGACY_AMINO_JSON
  const publicKey = {
    typeUrl: '/cosmos.crypto.secp256k1.PubKey',
    value: (malformation.pubKey ?? same)(PubKey.encode({ key: signer.pubkey }).finish()),
  }
  const authInfoBytes = (malformation.authInfo ?? same)(
    concat(
      AuthInfo.encode(
        AuthInfo.fromPartial({
          signerInfos: [{ publicKey, modeInfo: { single: { mode: signMode } }, sequence: 0n }],
        }),
      ).finish(),
      bytesField(
        2,
        (malformation.fee ?? same)(
          Fee.encode(Fee.fromPartial({ amount: feeAmount, gasLimit })).finish(),
        ),
      ),
    ),
  )
  if (mode === 'direct') {
    const doc = makeSignDoc(bodyBytes, authInfoBytes, cosmos.chainId, signer.accountNumber)
    const { signature } = await signer.direct.signDirect(signer.address, doc)
    return { bodyBytes, authInfoBytes, signature: fromBase64(signature.signature) }
  }
  const doc = makeAminoSignDoc(
    [
      {
        type: 'cosmos-sdk/MsgSend',
        value: { from_address: signer.address, to_address: recipient, amount },
      },
    ],
    { amount: feeAmount, gas: String(gasLimit) },
    cosmos.chainId,
    memo,
    signer.accountNumber,
    0,
  )
  const { signature } = await signer.amino.signAmino(signer.address, doc)
  return { bodyBytes, authInfoBytes, signature: fromBase64(signature.signature) }
}

const txRaw = ({ bodyBytes, authInfoBytes, signature }: SignedParts) =>
  TxRaw.encode({ bodyBytes, authInfoBytes, signatures: [signature] }).finish()

const hashOf = (tx: Uint8Array) => toHex(sha256(tx)).toUpperCase()

/** Broadcasts `tx` (CheckTx) and resolves with the refusal cosmjs throws. */
async function refusal(tx: Uint8Array): Promise<BroadcastTxError> {
  const error = await client.broadcastTxSync(tx).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof BroadcastTxError)) throw new Error(`not refused: ${String(error)}`)
  return error
}

const codeAndLog = (error: BroadcastTxError) => [error.code, error.codespace, error.log]

/** After a block: none of `txs` is in it, the signer's coins and sequence are untouched. */
async function expectNothingLanded(signer: Signer, txs: readonly Uint8Array[]) {
  await cosmos.newBlock()
  for (const tx of txs) expect(await client.getTx(hashOf(tx))).toBeNull()
  expect(await client.getAllBalances(signer.address)).toEqual([
    { denom: 'uatom', amount: '1000000' },
    { denom: 'ulatch', amount: '1000000' },
  ])
  expect((await client.getSequence(signer.address)).sequence).toBe(0)
}

/** Broadcasts `tx` and resolves with its code in the next block. */
async function landedCode(tx: Uint8Array): Promise<number | undefined> {
  const hash = await client.broadcastTxSync(tx)
  await cosmos.newBlock()
  return (await client.getTx(hash))?.code
}

describe('decodeCosmosTx, through a broadcast (CheckTx), as an SDK 0.50 node decodes', () => {
  it('refuses an AuthInfo with an unknown field, critical or not, at any depth (2), and nothing lands', async () => {
    const signer = await freshSigner()
    const inAuthInfo = txRaw(
      await signedTransfer(signer, 'direct', {
        authInfo: (bytes) => concat(bytes, varintField(9, 1)),
      }),
    )
    const nonCritical = txRaw(
      await signedTransfer(signer, 'direct', {
        authInfo: (bytes) => concat(bytes, varintField(1025, 1)),
      }),
    )
    const inFee = txRaw(
      await signedTransfer(signer, 'direct', { fee: (bytes) => concat(bytes, varintField(5, 1)) }),
    )
    const inPubKey = txRaw(
      await signedTransfer(signer, 'direct', {
        pubKey: (bytes) => concat(bytes, bytesField(2, new Uint8Array([1]))),
      }),
    )
    expect(codeAndLog(await refusal(inAuthInfo))).toEqual([
      2,
      'sdk',
      'errUnknownField "*tx.AuthInfo": {TagNum: 9, WireType: "varint"}: tx parse error',
    ])
    expect((await refusal(nonCritical)).log).toBe(
      'errUnknownField "*tx.AuthInfo": {TagNum: 1025, WireType: "varint"}: tx parse error',
    )
    expect((await refusal(inFee)).log).toBe(
      'errUnknownField "*tx.Fee": {TagNum: 5, WireType: "varint"}: tx parse error',
    )
    expect((await refusal(inPubKey)).log).toBe(
      'errUnknownField "*secp256k1.PubKey": {TagNum: 2, WireType: "bytes"}: tx parse error',
    )
    await expectNothingLanded(signer, [inAuthInfo, nonCritical, inFee, inPubKey])
    // Signed the same way, without the unknown field, it lands.
    expect(await landedCode(txRaw(await signedTransfer(signer, 'direct')))).toBe(0)
  })

  it('refuses a MsgSend with an unknown field inside its Any, and an Any with a field of its own (2)', async () => {
    const signer = await freshSigner()
    const inMsgSend = txRaw(
      await signedTransfer(signer, 'direct', {
        msgSend: (bytes) => concat(bytes, varintField(4, 1)),
      }),
    )
    const inAny = txRaw(
      await signedTransfer(signer, 'direct', {
        messageAny: (bytes) => concat(bytes, varintField(3, 1)),
      }),
    )
    expect(codeAndLog(await refusal(inMsgSend))).toEqual([
      2,
      'sdk',
      'errUnknownField "*types.MsgSend": {TagNum: 4, WireType: "varint"}: tx parse error',
    ])
    expect((await refusal(inAny)).log).toBe(
      'errUnknownField "*types.Any": {TagNum: 3, WireType: "varint"}: tx parse error',
    )
    // A type the registry resolves, but no message: a key where a message goes.
    const keyAsMessage = txRaw(
      await signedTransfer(signer, 'direct', {
        messageAny: () =>
          concat(
            bytesField(1, toUtf8('/cosmos.crypto.secp256k1.PubKey')),
            bytesField(2, PubKey.encode({ key: signer.pubkey }).finish()),
          ),
      }),
    )
    expect((await refusal(keyAsMessage)).log).toBe(
      'no concrete type registered for type URL /cosmos.crypto.secp256k1.PubKey against interface *types.Msg: tx parse error',
    )
    await expectNothingLanded(signer, [inMsgSend, inAny, keyAsMessage])
    expect(await landedCode(txRaw(await signedTransfer(signer, 'direct')))).toBe(0)
  })

  it('refuses extension options: 31 for one the registry resolves, 2 for a type it cannot resolve', async () => {
    const signer = await freshSigner()
    const resolvable = {
      typeUrl: msgSendTypeUrl,
      value: MsgSend.encode({
        fromAddress: signer.address,
        toAddress: recipient,
        amount: [],
      }).finish(),
    }
    const unresolvable = { typeUrl: '/latch.test.v1.Option', value: new Uint8Array() }
    const critical = txRaw(
      await signedTransfer(signer, 'direct', { extensionOptions: [resolvable] }),
    )
    const unknownCritical = txRaw(
      await signedTransfer(signer, 'direct', { extensionOptions: [unresolvable] }),
    )
    const unknownNonCritical = txRaw(
      await signedTransfer(signer, 'direct', { nonCriticalExtensionOptions: [unresolvable] }),
    )
    expect(codeAndLog(await refusal(critical))).toEqual([31, 'sdk', 'unknown extension options'])
    for (const tx of [unknownCritical, unknownNonCritical]) {
      expect(codeAndLog(await refusal(tx))).toEqual([
        2,
        'sdk',
        'unable to resolve type URL /latch.test.v1.Option: tx parse error',
      ])
    }
    await expectNothingLanded(signer, [critical, unknownCritical, unknownNonCritical])
    expect(await landedCode(txRaw(await signedTransfer(signer, 'direct')))).toBe(0)
  })

  it('refuses a TxRaw that breaks ADR-027 or has a field of its own (2): out of order, a longer length prefix', async () => {
    const signer = await freshSigner()
    const parts = await signedTransfer(signer, 'direct')
    const { bodyBytes, authInfoBytes, signature } = parts
    const outOfOrder = concat(
      bytesField(2, authInfoBytes),
      bytesField(1, bodyBytes),
      bytesField(3, signature),
    )
    // The body's length in one byte more than it needs: the same value, another encoding.
    const neededBytes = new BinaryWriter().uint32(bodyBytes.length).finish()
    const padded = [...neededBytes.subarray(0, -1), (neededBytes.at(-1) ?? 0) | 0x80, 0]
    const longPrefix = concat(
      new Uint8Array([(1 << 3) | 2, ...padded]),
      bodyBytes,
      bytesField(2, authInfoBytes),
      bytesField(3, signature),
    )
    const extraField = concat(txRaw(parts), bytesField(4, new Uint8Array([1])))
    expect(codeAndLog(await refusal(outOfOrder))).toEqual([
      2,
      'sdk',
      'txRaw must follow ADR-027, got tagNum 1 after tagNum 2: tx parse error',
    ])
    expect((await refusal(longPrefix)).log).toBe(
      `length prefix varint for tagNum 1 is not as short as possible, read ${padded.length}, only need ${neededBytes.length}: tx parse error`,
    )
    expect((await refusal(extraField)).log).toBe(
      'errUnknownField "*tx.TxRaw": {TagNum: 4, WireType: "bytes"}: tx parse error',
    )
    await expectNothingLanded(signer, [outOfOrder, longPrefix, extraField])
    // The same body, auth info and signature in ADR-027's encoding land.
    expect(await landedCode(txRaw(parts))).toBe(0)
  })

  it('refuses an amino-signed body with a non-critical unknown field or extension option (4), which the amino JSON does not cover', async () => {
    const signer = await freshSigner()
    const nonCriticalField = txRaw(
      await signedTransfer(signer, 'amino', {
        body: (bytes) => concat(bytes, varintField(1025, 1)),
      }),
    )
    const nonCriticalOption = txRaw(
      await signedTransfer(signer, 'amino', {
        nonCriticalExtensionOptions: [
          { typeUrl: msgSendTypeUrl, value: MsgSend.encode(MsgSend.fromPartial({})).finish() },
        ],
      }),
    )
    for (const tx of [nonCriticalField, nonCriticalOption]) {
      expect(codeAndLog(await refusal(tx))).toEqual([
        4,
        'sdk',
        `signature verification failed; please verify account number (${signer.accountNumber}), sequence (0) and chain-id (latch-local-1): unauthorized`,
      ])
    }
    await expectNothingLanded(signer, [nonCriticalField, nonCriticalOption])
    expect(await landedCode(txRaw(await signedTransfer(signer, 'amino')))).toBe(0)
  })

  it('lets through what an SDK 0.50 node lets through: non-critical unknown fields and extension options under SIGN_MODE_DIRECT', async () => {
    const signer = await freshSigner()
    const txs = [
      { body: (bytes: Uint8Array) => concat(bytes, varintField(1025, 1)) },
      { msgSend: (bytes: Uint8Array) => concat(bytes, varintField(1030, 1)) },
      {
        nonCriticalExtensionOptions: [
          { typeUrl: msgSendTypeUrl, value: MsgSend.encode(MsgSend.fromPartial({})).finish() },
        ],
      },
    ]
    for (const [sequence, malformation] of txs.entries()) {
      // Each of them signed at the sequence it goes in with.
      const parts = await signedTransfer(signer, 'direct', {
        ...malformation,
        authInfo: (bytes) => reSequenced(bytes, sequence),
      })
      expect(await landedCode(txRaw(parts))).toBe(0)
    }
    expect((await client.getSequence(signer.address)).sequence).toBe(3)
  })

  it('lands well-formed transfers signed as adapter-cosmos signs them, direct and amino', async () => {
    for (const mode of ['direct', 'amino'] as const) {
      const signer = await freshSigner()
      const signing = await SigningStargateClient.connectWithSigner(
        cosmos.rpcUrl,
        mode === 'direct' ? signer.direct : signer.amino,
        { gasPrice: GasPrice.fromString(cosmos.gasPrice) },
      )
      const signed = await signing.sign(
        signer.address,
        [
          {
            typeUrl: msgSendTypeUrl,
            value: {
              fromAddress: signer.address,
              toAddress: recipient,
              amount: [{ denom: 'ulatch', amount: '5' }],
            },
          },
        ],
        calculateFee(100_000, GasPrice.fromString(cosmos.gasPrice)),
        'from the adapter',
      )
      expect(await landedCode(TxRaw.encode(signed).finish())).toBe(0)
      signing.disconnect()
    }
  })
})

/** The auth info with its signer's sequence set to `sequence` (the only signer, the only change). */
function reSequenced(authInfoBytes: Uint8Array, sequence: number): Uint8Array {
  const authInfo = AuthInfo.decode(authInfoBytes)
  return AuthInfo.encode({
    ...authInfo,
    signerInfos: authInfo.signerInfos.map((info) => ({ ...info, sequence: BigInt(sequence) })),
  }).finish()
}
