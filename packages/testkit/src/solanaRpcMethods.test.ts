import { solanaDevAccounts, solanaDevLamports } from '@latch/test-wallets'
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
  generateKeyPairSigner,
  getBase58Encoder,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit'
import { getTransferSolInstruction } from '@solana-program/system'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sendSol, sendSolanaTestToken } from './solanaDevTransfers.js'
import { solanaTestToken } from './solanaTestToken.js'
import { type LocalSolana, startLocalSolana } from './startLocalSolana.js'

// This file starts (and stops) its own cluster, so that its ledger holds only its transfers.
let solana: LocalSolana

beforeAll(async () => {
  solana = await startLocalSolana()
})

afterAll(async () => {
  await solana?.stop()
})

type RpcAnswer = { result?: unknown; error?: { code: number; message: string; data?: unknown } }

async function call(method: string, params: unknown[] = []): Promise<RpcAnswer> {
  const response = await fetch(solana.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as RpcAnswer
}

async function result(method: string, params: unknown[]): Promise<unknown> {
  const answer = await call(method, params)
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result
}

type SignatureInfo = { signature: string; slot: number; err: unknown; blockTime: number }
const signaturesOf = async (owner: string, config: object = {}) =>
  (await result('getSignaturesForAddress', [owner, config])) as SignatureInfo[]

const [, sender, other] = solanaDevAccounts as unknown as [
  (typeof solanaDevAccounts)[0],
  (typeof solanaDevAccounts)[0],
  (typeof solanaDevAccounts)[0],
]
const freshAddress = async () => (await generateKeyPairSigner()).address
const send = (to: string, lamports: bigint) =>
  sendSol({ rpcUrl: solana.rpcUrl, from: sender, to, lamports })

describe('getSignaturesForAddress', () => {
  it('default: the transactions holding the address, newest first, as a validator lists them', async () => {
    const to = await freshAddress()
    const first = await send(to, 1_000_000_000n)
    const second = await send(to, 2_000_000n)
    const listed = await signaturesOf(to)
    expect(listed.map((info) => info.signature)).toEqual([second, first])
    expect(listed[0]).toEqual({
      signature: second,
      slot: expect.any(Number),
      err: null,
      memo: null,
      blockTime: expect.any(Number),
      confirmationStatus: 'finalized',
    })
    expect(listed[0]?.slot).toBeGreaterThan(listed[1]?.slot ?? Infinity)
    expect(Math.abs((listed[0]?.blockTime ?? 0) - Date.now() / 1000)).toBeLessThan(60)
    // The sender's list holds it too, and an address no transaction holds has none.
    expect((await signaturesOf(sender.address, { limit: 1 }))[0]?.signature).toBe(second)
    expect(await signaturesOf(await freshAddress())).toEqual([])
  })

  it('parameters: limit, before and until page the list; an unknown before lists none', async () => {
    const to = await freshAddress()
    const sent: string[] = []
    for (const lamports of [1_000_000_000n, 1n, 2n]) sent.push(await send(to, lamports))
    const [oldest, middle, newest] = sent as [string, string, string]
    const ids = (infos: SignatureInfo[]) => infos.map((info) => info.signature)
    expect(ids(await signaturesOf(to, { limit: 2 }))).toEqual([newest, middle])
    expect(ids(await signaturesOf(to, { before: middle }))).toEqual([oldest])
    expect(ids(await signaturesOf(to, { until: oldest }))).toEqual([newest, middle])
    expect(ids(await signaturesOf(to, { before: newest, until: oldest }))).toEqual([middle])
    // A signature of another address's transaction still marks a place in time.
    const elsewhere = await send(await freshAddress(), 1_000_000_000n)
    expect(ids(await signaturesOf(to, { before: elsewhere, limit: 1 }))).toEqual([newest])
    const unknown = (await freshSignature()).signature
    expect(await signaturesOf(to, { before: unknown })).toEqual([])
    expect(ids(await signaturesOf(to, { until: unknown }))).toEqual([newest, middle, oldest])
    expect(ids(await signaturesOf(to, { commitment: 'confirmed', limit: 1000 }))).toHaveLength(3)
  })

  it('parameters: a bad limit, address, signature or commitment is refused as a validator refuses it', async () => {
    const to = await freshAddress()
    const error = async (params: unknown[]) => (await call('getSignaturesForAddress', params)).error
    for (const limit of [0, 1001]) {
      expect(await error([to, { limit }])).toEqual({
        code: -32602,
        message: 'Invalid limit; max 1000',
      })
    }
    expect((await error([to, { limit: -1 }]))?.code).toBe(-32602)
    expect(await error(['0xnot-base58'])).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    })
    expect(await error(['abc'])).toEqual({ code: -32602, message: 'Invalid param: WrongSize' })
    expect(await error([to, { before: 'abc' }])).toEqual({
      code: -32602,
      message: 'Invalid param: WrongSize',
    })
    expect(await error([to, { commitment: 'processed' }])).toEqual({
      code: -32602,
      message: 'Method does not support commitment below `confirmed`',
    })
    expect((await error([42]))?.code).toBe(-32602)
  })
})

// A signed transfer from `other`, not sent: its signature is one no node has seen.
async function freshSignature() {
  const payer = await createKeyPairSignerFromBytes(getBase58Encoder().encode(other.secretKey))
  const { value: lifetime } = await createSolanaRpc(solana.rpcUrl).getLatestBlockhash().send()
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: payer,
            destination: address(sender.address),
            amount: solanaDevLamports * 2n,
          }),
          message,
        ),
    ),
  )
  return {
    signature: getSignatureFromTransaction(transaction),
    wire: getBase64EncodedWireTransaction(transaction),
  }
}

type TransactionJson = {
  slot: number
  blockTime: number
  version?: unknown
  transaction: {
    signatures: string[]
    message: {
      accountKeys: string[]
      header: Record<string, number>
      instructions: { programIdIndex: number; accounts: number[]; data: string }[]
    }
  }
  meta: {
    err: unknown
    status: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances: { accountIndex: number; mint: string; owner: string; uiTokenAmount: object }[]
    postTokenBalances: {
      accountIndex: number
      mint: string
      owner: string
      uiTokenAmount: object
    }[]
    logMessages: string[]
  }
}

const v0 = { maxSupportedTransactionVersion: 0 }
const transactionOf = async (signature: string, config: object = v0) =>
  (await result('getTransaction', [signature, config])) as TransactionJson | null

describe('getTransaction', () => {
  it('default: a SOL transfer with its message, fee and balances before and after', async () => {
    const to = await freshAddress()
    const signature = await send(to, 1_500_000_000n)
    const found = await transactionOf(signature)
    if (!found) throw new Error('the transaction is found')
    const { transaction, meta } = found
    expect(found.version).toBe(0)
    expect(transaction.signatures).toEqual([signature])
    expect(transaction.message.accountKeys.slice(0, 2)).toEqual([sender.address, to])
    expect(transaction.message.header).toEqual({
      numRequiredSignatures: 1,
      numReadonlySignedAccounts: 0,
      numReadonlyUnsignedAccounts: 1,
    })
    expect(transaction.message.instructions).toEqual([
      { programIdIndex: 2, accounts: [0, 1], data: expect.any(String), stackHeight: null },
    ])
    expect(meta.err).toBeNull()
    expect(meta.status).toEqual({ Ok: null })
    expect(meta.fee).toBe(5_000)
    expect(meta.preBalances[1]).toBe(0)
    expect(meta.postBalances[1]).toBe(1_500_000_000)
    expect((meta.preBalances[0] ?? 0) - (meta.postBalances[0] ?? 0)).toBe(1_500_005_000)
    expect(meta.logMessages[0]).toMatch(/^Program 11111111111111111111111111111111 invoke/)
    expect(found.slot).toBe((await signaturesOf(to))[0]?.slot)
    // Through @solana/kit, as a client reads it.
    const read = await createSolanaRpc(solana.rpcUrl)
      .getTransaction(signature as never, { maxSupportedTransactionVersion: 0, encoding: 'json' })
      .send()
    expect(read?.meta?.fee).toBe(5_000n)
  })

  it('behavior: an SPL transfer lists the token accounts with their owner, mint and amounts', async () => {
    const to = await freshAddress()
    const signature = await sendSolanaTestToken({
      rpcUrl: solana.rpcUrl,
      from: sender,
      to,
      amount: 2_500_000n,
    })
    const found = await transactionOf(signature)
    const byOwner = (balances: TransactionJson['meta']['postTokenBalances'], owner: string) =>
      balances.find((balance) => balance.owner === owner)
    const post = found?.meta.postTokenBalances ?? []
    expect(byOwner(post, to)).toEqual({
      accountIndex: expect.any(Number),
      mint: solanaTestToken.mint,
      owner: to,
      programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA',
      uiTokenAmount: { amount: '2500000', decimals: 6, uiAmount: 2.5, uiAmountString: '2.5' },
    })
    // The recipient's token account is made by this transaction: it held nothing before.
    expect(byOwner(found?.meta.preTokenBalances ?? [], to)).toBeUndefined()
    const spent = (balances: TransactionJson['meta']['postTokenBalances']) =>
      (byOwner(balances, sender.address)?.uiTokenAmount as { amount: string } | undefined)
        ?.amount ?? '0'
    expect(BigInt(spent(found?.meta.preTokenBalances ?? [])) - BigInt(spent(post))).toBe(2_500_000n)
  })

  it('behavior: a failed transaction that landed has its error; an airdrop is a faucet transfer', async () => {
    const { signature, wire } = await freshSignature()
    await result('sendTransaction', [wire, { encoding: 'base64', skipPreflight: true }])
    const failed = await transactionOf(signature)
    expect(failed?.meta.err).toMatch(/^InstructionError/)
    expect(failed?.meta.status).toEqual({ Err: failed?.meta.err })
    expect(failed?.meta.fee).toBe(5_000)
    expect((await signaturesOf(other.address, { limit: 1 }))[0]).toMatchObject({
      signature,
      err: failed?.meta.err,
    })

    const to = await freshAddress()
    const airdrop = (await result('requestAirdrop', [to, 2_000_000])) as string
    const dropped = await transactionOf(airdrop)
    expect(dropped?.version).toBe('legacy')
    expect(dropped?.transaction.message.accountKeys[1]).toBe(to)
    expect(dropped?.meta.postBalances[1]).toBe(2_000_000)
    expect((await signaturesOf(to)).map((info) => info.signature)).toEqual([airdrop])
  })

  it('parameters: encodings, versions, unknown and bad signatures, as a validator answers them', async () => {
    const signature = await send(await freshAddress(), 1_000_000_000n)
    expect(await transactionOf((await freshSignature()).signature)).toBeNull()
    const base64 = await transactionOf(signature, { ...v0, encoding: 'base64' })
    const [wire = '', encoding] = (base64?.transaction ?? []) as unknown as string[]
    expect(encoding).toBe('base64')
    expect(Buffer.from(wire, 'base64').subarray(1, 65)).toEqual(
      Buffer.from(getBase58Encoder().encode(signature)),
    )
    const base58 = await transactionOf(signature, { ...v0, encoding: 'base58' })
    expect((base58?.transaction as unknown as string[] | undefined)?.[1]).toBe('base58')
    // Without maxSupportedTransactionVersion a client reads legacy transactions only.
    expect((await call('getTransaction', [signature])).error).toEqual({
      code: -32015,
      message:
        'Transaction version (0) is not supported by the requesting client. Please try the ' +
        'request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
    })
    const error = async (params: unknown[]) => (await call('getTransaction', params)).error
    expect(await error(['abc', v0])).toEqual({ code: -32602, message: 'Invalid param: WrongSize' })
    expect(await error([signature, { ...v0, commitment: 'processed' }])).toEqual({
      code: -32602,
      message: 'Method does not support commitment below `confirmed`',
    })
    expect((await error([signature, { ...v0, encoding: 'jsonParsed' }]))?.code).toBe(-32602)
    expect((await error([signature, { maxSupportedTransactionVersion: -1 }]))?.code).toBe(-32602)
  })
})

describe('getTokenAccountsByOwner', () => {
  const tokenProgram = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
  type Keyed = { pubkey: string; account: { data: unknown; owner: string; space: number } }
  const accountsOf = async (owner: string, filter: object, config: object) =>
    ((await result('getTokenAccountsByOwner', [owner, filter, config])) as { value: Keyed[] }).value

  it('default: jsonParsed by mint or by program, as a validator parses a token account', async () => {
    const owner = other?.address ?? ''
    const byMint = await accountsOf(
      owner,
      { mint: solanaTestToken.mint },
      { encoding: 'jsonParsed' },
    )
    expect(byMint).toEqual([
      {
        pubkey: expect.any(String),
        account: expect.objectContaining({
          owner: tokenProgram,
          space: 165,
          data: {
            program: 'spl-token',
            parsed: {
              type: 'account',
              info: {
                isNative: false,
                mint: solanaTestToken.mint,
                owner,
                state: 'initialized',
                tokenAmount: {
                  amount: '1000000000000',
                  decimals: 6,
                  uiAmount: 1_000_000,
                  uiAmountString: '1000000',
                },
              },
            },
            space: 165,
          },
        }),
      },
    ])
    const byProgram = await accountsOf(
      owner,
      { programId: tokenProgram },
      { encoding: 'jsonParsed', commitment: 'confirmed' },
    )
    expect(byProgram.map(({ pubkey }) => pubkey)).toEqual(byMint.map(({ pubkey }) => pubkey))
    const token2022 = await accountsOf(
      owner,
      { programId: 'TokenzQdBNbLqP5VEhdkAS6EPFLC1PHnBqCXEpPxuEb' },
      { encoding: 'jsonParsed' },
    )
    expect(token2022).toEqual([])
    const [base64] = await accountsOf(owner, { programId: tokenProgram }, { encoding: 'base64' })
    expect(base64?.account.data).toEqual([expect.any(String), 'base64'])
  })

  it('behavior: refuses what a validator refuses, with its error texts', async () => {
    const owner = other?.address ?? ''
    const error = async (params: unknown[]) => (await call('getTokenAccountsByOwner', params)).error
    expect(await error([owner, { programId: '11111111111111111111111111111111' }])).toEqual({
      code: -32602,
      message: 'Invalid param: unrecognized Token program id',
    })
    expect(await error([owner, { mint: await freshAddress() }])).toEqual({
      code: -32602,
      message: 'Invalid param: could not find mint',
    })
    expect(await error([owner, { mint: owner }])).toEqual({
      code: -32602,
      message: 'Invalid param: mint could not be unpacked',
    })
    expect(await error([owner, { mint: 'abc' }])).toEqual({
      code: -32602,
      message: 'Invalid param: WrongSize',
    })
    expect(await error(['0OIl', { mint: solanaTestToken.mint }])).toEqual({
      code: -32602,
      message: 'Invalid param: Invalid',
    })
    // Neither or both filters, or another one: the request does not parse.
    for (const filter of [{}, { mint: solanaTestToken.mint, programId: tokenProgram }]) {
      expect((await error([owner, filter]))?.code).toBe(-32602)
    }
    // A token account (165 bytes) is too long for base58, the default encoding.
    expect(await error([owner, { mint: solanaTestToken.mint }])).toEqual({
      code: -32600,
      message:
        'Encoded binary (base 58) data should be less than 128 bytes, please use Base64 encoding.',
    })
    expect((await error([owner, { mint: solanaTestToken.mint }, { encoding: 'json' }]))?.code).toBe(
      -32602,
    )
  })
})
