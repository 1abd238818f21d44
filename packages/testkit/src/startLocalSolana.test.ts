import { solanaDevAccounts, solanaDevLamports } from '@latch/test-wallets'
import {
  address,
  appendTransactionMessageInstruction,
  type Blockhash,
  createKeyPairSignerFromBytes,
  createSolanaRpc,
  createTransactionMessage,
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
import { solanaTestToken } from './solanaTestToken.js'
import { type LocalSolana, startLocalSolana } from './startLocalSolana.js'

// This file starts (and stops) its own cluster; the wallet tests share the global one.
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

const [payerAccount, recipientAccount] = solanaDevAccounts as [
  (typeof solanaDevAccounts)[0],
  (typeof solanaDevAccounts)[0],
]

async function transfer(lamports: bigint, blockhash?: Blockhash) {
  const payer = await createKeyPairSignerFromBytes(
    getBase58Encoder().encode(payerAccount.secretKey),
  )
  const rpc = createSolanaRpc(solana.rpcUrl)
  const lifetime = blockhash
    ? { blockhash, lastValidBlockHeight: 0n }
    : (await rpc.getLatestBlockhash().send()).value
  const transaction = await signTransactionMessageWithSigners(
    pipe(
      createTransactionMessage({ version: 0 }),
      (message) => setTransactionMessageFeePayerSigner(payer, message),
      (message) => setTransactionMessageLifetimeUsingBlockhash(lifetime, message),
      (message) =>
        appendTransactionMessageInstruction(
          getTransferSolInstruction({
            source: payer,
            destination: address(recipientAccount.address),
            amount: lamports,
          }),
          message,
        ),
    ),
  )
  return {
    wire: getBase64EncodedWireTransaction(transaction),
    signature: getSignatureFromTransaction(transaction),
  }
}

describe('startLocalSolana', () => {
  it('default: answers as devnet on loopback, through @solana/kit as through a validator', async () => {
    expect(solana.rpcUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(solana.chainId).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
    expect(solana.walletChain).toBe('solana:devnet')
    const rpc = createSolanaRpc(solana.rpcUrl)
    const genesisHash = await rpc.getGenesisHash().send()
    expect(`solana:${genesisHash.slice(0, 32)}`).toBe(solana.chainId)
    await expect(rpc.getHealth().send()).resolves.toBe('ok')
    expect(await rpc.getSlot().send()).toBeGreaterThan(0n)
  })

  it('behavior: every dev account holds 1 000 SOL and 1 000 000 LTT in its token account', async () => {
    const rpc = createSolanaRpc(solana.rpcUrl)
    const mint = await rpc.getAccountInfo(address(solana.token.mint), { encoding: 'base64' }).send()
    expect(mint.value?.owner).toBe('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')
    expect(solana.token).toEqual({
      name: 'Latch Test Token',
      symbol: 'LTT',
      decimals: 6,
      mint: solanaTestToken.mint,
    })
    for (const account of solanaDevAccounts.slice(2)) {
      const owner = address(account.address)
      expect((await rpc.getBalance(owner).send()).value).toBe(solanaDevLamports)
      const { value: tokenAccounts } = await rpc
        .getTokenAccountsByOwner(
          owner,
          { mint: address(solana.token.mint) },
          { encoding: 'base64' },
        )
        .send()
      expect(tokenAccounts).toHaveLength(1)
      const [tokenAccount] = tokenAccounts
      if (!tokenAccount) throw new Error('no token account')
      const balance = await rpc.getTokenAccountBalance(tokenAccount.pubkey).send()
      expect(balance.value).toMatchObject({ amount: '1000000000000', decimals: 6 })
      expect(balance.value.uiAmountString).toBe('1000000')
    }
  })

  it('behavior: a signed SOL transfer moves lamports, lands finalized and starts a new block', async () => {
    const rpc = createSolanaRpc(solana.rpcUrl)
    const recipient = address(recipientAccount.address)
    const before = (await rpc.getBalance(recipient).send()).value
    const { value: lifetime } = await rpc.getLatestBlockhash().send()
    const { wire, signature } = await transfer(1_234_567n, lifetime.blockhash)
    await expect(call('sendTransaction', [wire, { encoding: 'base64' }])).resolves.toMatchObject({
      result: signature,
    })
    expect((await rpc.getBalance(recipient).send()).value - before).toBe(1_234_567n)
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send()
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    const { value: next } = await rpc.getLatestBlockhash().send()
    expect(next.blockhash).not.toBe(lifetime.blockhash)
    // An earlier blockhash stays valid for a while, as on a validator.
    expect((await rpc.isBlockhashValid(lifetime.blockhash).send()).value).toBe(true)
  })

  it('behavior: preflight refuses a failing transaction with -32002 and the logs', async () => {
    const { wire, signature } = await transfer(solanaDevLamports * 2n)
    const answer = await call('sendTransaction', [wire, { encoding: 'base64' }])
    expect(answer.error?.code).toBe(-32002)
    expect(answer.error?.message).toMatch(/^Transaction simulation failed: InstructionError/)
    expect(JSON.stringify(answer.error?.data)).toContain('insufficient lamports')
    expect((await call('getSignatureStatuses', [[signature]])).result).toMatchObject({
      value: [null],
    })
  })

  it('parameters: skipPreflight lands a failing transaction with its error, and charges the fee', async () => {
    const payer = address(payerAccount.address)
    const before = (await createSolanaRpc(solana.rpcUrl).getBalance(payer).send()).value
    const { wire, signature } = await transfer(solanaDevLamports * 2n)
    const answer = await call('sendTransaction', [
      wire,
      { encoding: 'base64', skipPreflight: true, preflightCommitment: 'confirmed', maxRetries: 0 },
    ])
    expect(answer.result).toBe(signature)
    const statuses = (await call('getSignatureStatuses', [[signature]])).result as {
      value: { err: unknown; status: unknown }[]
    }
    expect(statuses.value[0]?.err).toMatch(/^InstructionError/)
    expect(statuses.value[0]?.status).toEqual({ Err: statuses.value[0]?.err })
    const after = (await createSolanaRpc(solana.rpcUrl).getBalance(payer).send()).value
    expect(before - after).toBe(5_000n)
  })

  it('behavior: the same transaction twice, an unknown blockhash, a forged signature are refused', async () => {
    const { wire } = await transfer(1_000n)
    expect((await call('sendTransaction', [wire, { encoding: 'base64' }])).error).toBeUndefined()
    const again = await call('sendTransaction', [wire, { encoding: 'base64' }])
    expect(again.error).toMatchObject({ code: -32002, message: /AlreadyProcessed/ })

    const stale = await transfer(1_001n, '11111111111111111111111111111111' as Blockhash)
    const unknown = await call('sendTransaction', [stale.wire, { encoding: 'base64' }])
    expect(unknown.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Blockhash not found',
    })

    const bytes = Buffer.from((await transfer(1_002n)).wire, 'base64')
    bytes[1] = (bytes[1] ?? 0) ^ 0xff // the first byte of the first signature
    const forged = await call('sendTransaction', [bytes.toString('base64'), { encoding: 'base64' }])
    expect(forged.error?.code).toBe(-32003)
  })

  it('parameters: options and params are checked', async () => {
    const { wire } = await transfer(1_003n)
    const expectError = async (method: string, params: unknown[], code: number) =>
      expect((await call(method, params)).error?.code).toBe(code)
    const base64 = { encoding: 'base64' }
    await expectError('sendTransaction', [wire, { ...base64, minContextSlot: 10 ** 15 }], -32016)
    // The RPC takes the three current commitments; wallets map the deprecated ones.
    await expectError(
      'sendTransaction',
      [wire, { ...base64, preflightCommitment: 'recent' }],
      -32602,
    )
    await expectError('sendTransaction', [wire, { ...base64, skipPreflight: 'yes' }], -32602)
    await expectError('sendTransaction', [wire, { ...base64, maxRetries: -1 }], -32602)
    // base58 is the default encoding, as on a validator.
    await expectError('sendTransaction', [wire], -32602)
    await expectError('sendTransaction', [wire, { encoding: 'json' }], -32602)
    await expectError('sendTransaction', ['not base64!', { encoding: 'base64' }], -32602)
    await expectError('getBalance', ['0xnot-a-solana-address'], -32602)
    await expectError('getAccountInfo', [solana.token.mint, { encoding: 'jsonParsed' }], -32602)
    await expectError('getTokenAccountsByOwner', [payerAccount.address, {}], -32602)
    await expectError('eth_chainId', [], -32601)
  })

  it('behavior: fees, rent, airdrops and batches', async () => {
    const rpc = createSolanaRpc(solana.rpcUrl)
    expect(await rpc.getMinimumBalanceForRentExemption(0n).send()).toBe(890_880n)
    const fresh = address('11111111111111111111111111111112')
    const airdrop = await call('requestAirdrop', [fresh, 5_000_000])
    expect(typeof airdrop.result).toBe('string')
    expect((await rpc.getBalance(fresh).send()).value).toBe(5_000_000n)
    const response = await fetch(solana.rpcUrl, {
      method: 'POST',
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'getHealth' },
        { jsonrpc: '2.0', id: 2, method: 'nope' },
      ]),
    })
    expect(await response.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: 'ok' },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found: nope' } },
    ])
  })

  it('behavior: pages on other origins may call it (CORS)', async () => {
    const preflight = await fetch(solana.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
  })

  it('behavior: a port in use is reported by number', async () => {
    const port = Number(new URL(solana.rpcUrl).port)
    await expect(startLocalSolana({ port })).rejects.toThrow(
      `port ${port} on 127.0.0.1 is already in use`,
    )
  })

  it('behavior: stop() closes the endpoint and may be called again', async () => {
    await solana.stop()
    await expect(call('getHealth')).rejects.toThrow()
    await expect(solana.stop()).resolves.toBeUndefined()
  })
})
