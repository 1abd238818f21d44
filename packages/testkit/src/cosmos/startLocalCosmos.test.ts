import { Secp256k1HdWallet } from '@cosmjs/amino'
import { sha256 } from '@cosmjs/crypto'
import { fromBase64, fromHex, toBase64, toHex, toUtf8 } from '@cosmjs/encoding'
import {
  type Coin,
  DirectSecp256k1HdWallet,
  DirectSecp256k1Wallet,
  decodeTxRaw,
  type EncodeObject,
} from '@cosmjs/proto-signing'
import {
  BroadcastTxError,
  calculateFee,
  GasPrice,
  QueryClient,
  SigningStargateClient,
  StargateClient,
  type StdFee,
  setupBankExtension,
  setupStakingExtension,
} from '@cosmjs/stargate'
import { connectComet } from '@cosmjs/tendermint-rpc'
import { cosmosDevAmount, devMnemonic } from '@latch/test-wallets'
import { QueryBalanceRequest, QueryBalanceResponse } from 'cosmjs-types/cosmos/bank/v1beta1/query'
import { TxRaw } from 'cosmjs-types/cosmos/tx/v1beta1/tx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localOsmosisSpec } from './cosmosLocalChainSpec.js'
import { type LocalCosmos, startLocalCosmos } from './startLocalCosmos.js'

let cosmos: LocalCosmos
let client: StargateClient
let keyCount = 0

beforeAll(async () => {
  cosmos = await startLocalCosmos({ blockIntervalMs: 100 })
  client = await StargateClient.connect(cosmos.rpcUrl)
})
afterAll(async () => {
  client?.disconnect()
  await cosmos?.stop()
})

/** A key of its own for one test, funded with 1 ATOM and 1 LATCH, so tests never share sequences. */
async function freshSigner() {
  const key = sha256(toUtf8(`startLocalCosmos.test ${++keyCount}`))
  const wallet = await DirectSecp256k1Wallet.fromKey(key, 'cosmos')
  const [account] = await wallet.getAccounts()
  if (!account) throw new Error('no account')
  await cosmos.fund(account.address, { uatom: 1_000_000, ulatch: 1_000_000 })
  const signing = await SigningStargateClient.connectWithSigner(cosmos.rpcUrl, wallet, {
    gasPrice: GasPrice.fromString(cosmos.gasPrice),
    broadcastPollIntervalMs: 50,
  })
  return { address: account.address, signing }
}

const send = (from: string, to: string, amount: Coin[]): EncodeObject => ({
  typeUrl: '/cosmos.bank.v1beta1.MsgSend',
  value: { fromAddress: from, toAddress: to, amount },
})

const fee = (gas: number): StdFee => calculateFee(gas, GasPrice.fromString('0.025uatom'))

async function balances(address: string): Promise<Record<string, string>> {
  return Object.fromEntries(
    (await client.getAllBalances(address)).map(({ denom, amount }) => [denom, amount]),
  )
}

/** Sends `raw` with broadcast_tx_sync and resolves with the refusal cosmjs throws. */
async function refusal(signing: SigningStargateClient, raw: TxRaw): Promise<BroadcastTxError> {
  const error = await signing.broadcastTxSync(TxRaw.encode(raw).finish()).then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  if (!(error instanceof BroadcastTxError)) throw new Error(`not refused: ${String(error)}`)
  return error
}

type RpcError = { code: number; message: string; data: string }
type TxSearchJson = { total_count: string; txs: { hash: string }[] }
type CommitJson = {
  check_tx: { code: number }
  tx_result: { code: number }
  hash: string
  height: string
}

async function rpc<Result>(method: string, params: Record<string, unknown>) {
  const response = await fetch(cosmos.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method, params }),
  })
  return (await response.json()) as { id: number; result?: Result; error?: RpcError }
}

const recipient = 'cosmos1qyqszqgpqyqszqgpqyqszqgpqyqszqgpjnp7du'

describe('startLocalCosmos', () => {
  it('answers cosmjs as a CometBFT 0.38 node of latch-local-1, its dev accounts funded in both denoms', async () => {
    expect(await client.getChainId()).toBe('latch-local-1')
    const status = await (await fetch(`${cosmos.rpcUrl}/status`)).json()
    expect(status.result.node_info.version).toMatch(/^0\.38\./)
    const before = await client.getHeight()
    await cosmos.newBlock()
    expect(await client.getHeight()).toBeGreaterThan(before)
    const block = await client.getBlock()
    expect(block.header.chainId).toBe('latch-local-1')
    expect(Math.abs(Date.parse(block.header.time) - Date.now())).toBeLessThan(5_000)
    const [first] = cosmos.accounts
    expect(await client.getAllBalances(first?.address ?? '')).toEqual([
      { denom: 'uatom', amount: expect.any(String) },
      { denom: 'ulatch', amount: cosmosDevAmount.toString() },
    ])
    expect(await client.getAccount(recipient)).toBeNull()
    // The staking params a client reads the chain's own denom from: the fee denom.
    const comet = await connectComet(cosmos.rpcUrl)
    const queries = QueryClient.withExtensions(comet, setupStakingExtension, setupBankExtension)
    expect((await queries.staking.params()).params?.bondDenom).toBe('uatom')
    expect(await queries.bank.denomMetadata('ulatch')).toMatchObject({
      display: 'latch',
      symbol: 'LATCH',
    })
    comet.disconnect()
  })

  it('moves both balances by the amount and the fee for a direct signer (DirectSecp256k1HdWallet)', async () => {
    const wallet = await DirectSecp256k1HdWallet.fromMnemonic(devMnemonic)
    const [{ address } = { address: '' }] = await wallet.getAccounts()
    const signing = await SigningStargateClient.connectWithSigner(cosmos.rpcUrl, wallet, {
      gasPrice: GasPrice.fromString(cosmos.gasPrice),
      broadcastPollIntervalMs: 50,
    })
    const sender = await balances(address)
    const result = await signing.sendTokens(
      address,
      recipient,
      [{ denom: 'uatom', amount: '12345' }],
      'auto',
      'direct',
    )
    expect(result.code).toBe(0)
    expect(result.gasUsed).toBeLessThanOrEqual(result.gasWanted)
    const paid = decodeTxRaw((await client.getTx(result.transactionHash))?.tx ?? new Uint8Array())
      .authInfo.fee?.amount
    expect(paid).toEqual([{ denom: 'uatom', amount: expect.stringMatching(/^\d+$/) }])
    const feePaid = BigInt(paid?.[0]?.amount ?? 0)
    expect(feePaid).toBeGreaterThanOrEqual(BigInt(Math.ceil(Number(result.gasWanted) * 0.025)))
    const after = await balances(address)
    expect(BigInt(after.uatom ?? 0)).toBe(BigInt(sender.uatom ?? 0) - 12_345n - feePaid)
    expect(after.ulatch).toBe(sender.ulatch)
    expect(await balances(recipient)).toEqual({ uatom: '12345' })
    const found = await client.getTx(result.transactionHash)
    expect(found?.height).toBe(result.height)
    expect(
      found?.events.find((event) => event.type === 'tx' && event.attributes[0]?.key === 'fee')
        ?.attributes,
    ).toEqual([
      { key: 'fee', value: `${feePaid}uatom` },
      { key: 'fee_payer', value: address },
    ])
    const bySender = await client.searchTx(`message.sender='${address}'`)
    const byRecipient = await client.searchTx([{ key: 'transfer.recipient', value: recipient }])
    expect(bySender.map((tx) => tx.hash)).toContain(result.transactionHash)
    expect(byRecipient.map((tx) => tx.hash)).toEqual([result.transactionHash])
    expect((await client.getAccount(address))?.pubkey?.value).toBe(
      toBase64((await wallet.getAccounts())[0]?.pubkey ?? new Uint8Array()),
    )
  })

  it('accepts an amino signer (Secp256k1HdWallet) sending two denoms', async () => {
    const wallet = await Secp256k1HdWallet.fromMnemonic(devMnemonic)
    const [{ address } = { address: '' }] = await wallet.getAccounts()
    const signing = await SigningStargateClient.connectWithSigner(cosmos.rpcUrl, wallet, {
      broadcastPollIntervalMs: 50,
    })
    // Sequence comes from the chain, after the direct test's transaction.
    const to = 'cosmos1qgpqyqszqgpqyqszqgpqyqszqgpqyqszrh8mx2'
    const sender = await balances(address)
    const result = await signing.sendTokens(
      address,
      to,
      [
        { denom: 'uatom', amount: '7' },
        { denom: 'ulatch', amount: '1000000' },
      ],
      fee(100_000),
      'amino <&> memo',
    )
    expect(result.code).toBe(0)
    expect(await balances(to)).toEqual({ uatom: '7', ulatch: '1000000' })
    const after = await balances(address)
    expect(BigInt(after.uatom ?? 0)).toBe(BigInt(sender.uatom ?? 0) - 7n - 2_500n)
    expect(BigInt(after.ulatch ?? 0)).toBe(BigInt(sender.ulatch ?? 0) - 1_000_000n)
  })

  it("simulates a MsgSend at a steady gas close to a node's, and the fee from the minimum gas price", async () => {
    const { address, signing } = await freshSigner()
    const message = [send(address, recipient, [{ denom: 'uatom', amount: '1' }])]
    const gas = await signing.simulate(address, message, '')
    expect(gas).toBeGreaterThan(60_000)
    expect(gas).toBeLessThan(95_000)
    expect(await signing.simulate(address, message, '')).toBe(gas)
    expect(await balances(address)).toEqual({ uatom: '1000000', ulatch: '1000000' })
  })

  it('refuses a wrong sequence with code 32 and the SDK log, and nothing changes', async () => {
    const { address, signing } = await freshSigner()
    const { accountNumber } = await signing.getSequence(address)
    const raw = await signing.sign(
      address,
      [send(address, recipient, [{ denom: 'uatom', amount: '5' }])],
      fee(100_000),
      '',
      {
        accountNumber: BigInt(accountNumber),
        sequence: 3,
        chainId: cosmos.chainId,
      },
    )
    const error = await refusal(signing, raw)
    expect([error.code, error.codespace, error.log]).toEqual([
      32,
      'sdk',
      'account sequence mismatch, expected 0, got 3: incorrect account sequence',
    ])
    await cosmos.newBlock()
    expect(await balances(address)).toEqual({ uatom: '1000000', ulatch: '1000000' })
    expect((await signing.getSequence(address)).sequence).toBe(0)
  })

  it('refuses a forged signature and a signature for another chain id with code 4', async () => {
    const { address, signing } = await freshSigner()
    const { accountNumber } = await signing.getSequence(address)
    const messages = [send(address, recipient, [{ denom: 'uatom', amount: '5' }])]
    const signed = await signing.sign(address, messages, fee(100_000), '')
    const forged = TxRaw.fromPartial({
      ...signed,
      signatures: [
        signed.signatures[0]?.map((byte, index) => (index === 5 ? byte ^ 1 : byte)) ??
          new Uint8Array(),
      ],
    })
    const forgedError = await refusal(signing, forged)
    expect([forgedError.code, forgedError.log]).toEqual([
      4,
      `signature verification failed; please verify account number (${accountNumber}), sequence (0) and chain-id (latch-local-1): unauthorized`,
    ])
    // The same signature with S replaced by n - S verifies mathematically; the SDK refuses it.
    const order = 0xfffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141n
    const genuine = signed.signatures[0] ?? new Uint8Array()
    const highS = (order - BigInt(`0x${toHex(genuine.subarray(32))}`))
      .toString(16)
      .padStart(64, '0')
    const malleated = TxRaw.fromPartial({
      ...signed,
      signatures: [new Uint8Array([...genuine.subarray(0, 32), ...fromHex(highS)])],
    })
    expect((await refusal(signing, malleated)).code).toBe(4)
    const otherAccount = await signing.sign(address, messages, fee(100_000), '', {
      accountNumber: BigInt(accountNumber) + 1n,
      sequence: 0,
      chainId: cosmos.chainId,
    })
    expect((await refusal(signing, otherAccount)).code).toBe(4)
    const otherChain = await signing.sign(address, messages, fee(100_000), '', {
      accountNumber: BigInt(accountNumber),
      sequence: 0,
      chainId: 'latch-osmo-1',
    })
    expect((await refusal(signing, otherChain)).code).toBe(4)
    await cosmos.newBlock()
    expect(await balances(address)).toEqual({ uatom: '1000000', ulatch: '1000000' })
    // The genuine transaction still goes through.
    expect(await signing.broadcastTx(TxRaw.encode(signed).finish(), 10_000, 50)).toMatchObject({
      code: 0,
    })
  })

  it('refuses a memo over 256 bytes (12), a fee under the minimum gas price (13), too little gas (11), a fee it cannot pay (5)', async () => {
    const { address, signing } = await freshSigner()
    const messages = [send(address, recipient, [{ denom: 'uatom', amount: '5' }])]
    const memo = await refusal(
      signing,
      await signing.sign(address, messages, fee(100_000), 'm'.repeat(257)),
    )
    expect([memo.code, memo.log]).toEqual([
      12,
      'maximum number of characters is 256 but received 257 characters: memo too large',
    ])
    const cheap = await refusal(
      signing,
      await signing.sign(
        address,
        messages,
        { amount: [{ denom: 'uatom', amount: '2499' }], gas: '100000' },
        '',
      ),
    )
    expect([cheap.code, cheap.log]).toEqual([
      13,
      'insufficient fees; got: 2499uatom required: 2500uatom: insufficient fee',
    ])
    const wrongDenom = await refusal(
      signing,
      await signing.sign(
        address,
        messages,
        { amount: [{ denom: 'ulatch', amount: '5000' }], gas: '100000' },
        '',
      ),
    )
    expect(wrongDenom.code).toBe(13)
    const starved = await refusal(signing, await signing.sign(address, messages, fee(1_000), ''))
    expect(starved.code).toBe(11)
    expect(starved.log).toMatch(
      /^out of gas in location: txSize; gasWanted: 1000, gasUsed: \d+: out of gas$/,
    )
    const broke = await refusal(
      signing,
      await signing.sign(address, messages, fee(100_000_000), ''),
    )
    expect([broke.code, broke.log]).toEqual([
      5,
      'spendable balance 1000000uatom is smaller than 2500000uatom: insufficient funds: insufficient funds',
    ])
    await cosmos.newBlock()
    expect(await balances(address)).toEqual({ uatom: '1000000', ulatch: '1000000' })
    expect((await signing.getSequence(address)).sequence).toBe(0)
  })

  it("refuses a message type it does not know (2) and a key that is not the sender's (8)", async () => {
    const { address, signing } = await freshSigner()
    const delegate = await signing
      .signAndBroadcast(
        address,
        [
          {
            typeUrl: '/cosmos.staking.v1beta1.MsgDelegate',
            value: {
              delegatorAddress: address,
              validatorAddress: 'cosmosvaloper1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5jm0fy6',
              amount: { denom: 'uatom', amount: '1' },
            },
          },
        ],
        fee(200_000),
      )
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(delegate).toBeInstanceOf(BroadcastTxError)
    expect([(delegate as BroadcastTxError).code, (delegate as BroadcastTxError).log]).toEqual([
      2,
      'unable to resolve type URL /cosmos.staking.v1beta1.MsgDelegate: tx parse error',
    ])
    // Our key signs a transfer out of dev account 4: the key must hash to the sender.
    const other = cosmos.accounts[4]?.address ?? ''
    const { accountNumber } = await signing.getSequence(other)
    const notMine = await refusal(
      signing,
      await signing.sign(
        address,
        [send(other, recipient, [{ denom: 'uatom', amount: '1' }])],
        fee(100_000),
        '',
        {
          accountNumber: BigInt(accountNumber),
          sequence: 0,
          chainId: cosmos.chainId,
        },
      ),
    )
    expect([notMine.code, notMine.log]).toEqual([
      8,
      `pubKey does not match signer address ${other} with signer index: 0: invalid pubkey`,
    ])
    expect(await balances(other)).toEqual({
      uatom: cosmosDevAmount.toString(),
      ulatch: cosmosDevAmount.toString(),
    })
  })

  it('lands a transfer beyond the balance in a block with code 5: the fee is charged, the coins stay', async () => {
    const { address, signing } = await freshSigner()
    const result = await signing.sendTokens(
      address,
      recipient,
      [{ denom: 'ulatch', amount: '1000001' }],
      fee(100_000),
    )
    expect(result.code).toBe(5)
    expect(result.rawLog).toBe(
      'failed to execute message; message index: 0: spendable balance 1000000ulatch is smaller than 1000001ulatch: insufficient funds',
    )
    expect(await balances(address)).toEqual({ uatom: '997500', ulatch: '1000000' })
    expect((await signing.getSequence(address)).sequence).toBe(1)
    expect((await client.getTx(result.transactionHash))?.code).toBe(5)
  })

  it('lands a transaction whose messages run out of gas with code 11, the fee charged', async () => {
    const { address, signing } = await freshSigner()
    const result = await signing.sendTokens(
      address,
      recipient,
      [{ denom: 'uatom', amount: '1' }],
      fee(40_000),
    )
    expect(result.code).toBe(11)
    expect(result.rawLog).toMatch(
      /^out of gas in location: ReadFlat; gasWanted: 40000, gasUsed: \d+: out of gas$/,
    )
    expect(await balances(address)).toEqual({ uatom: '999000', ulatch: '1000000' })
  })

  it('keeps mempool sequences: two transactions before one block both land', async () => {
    const { address, signing } = await freshSigner()
    const { accountNumber } = await signing.getSequence(address)
    const signed = await Promise.all(
      [0, 1].map((sequence) =>
        signing.sign(
          address,
          [send(address, recipient, [{ denom: 'uatom', amount: '10' }])],
          fee(100_000),
          '',
          {
            accountNumber: BigInt(accountNumber),
            sequence,
            chainId: cosmos.chainId,
          },
        ),
      ),
    )
    const hashes = []
    for (const raw of signed) hashes.push(await signing.broadcastTxSync(TxRaw.encode(raw).finish()))
    await cosmos.newBlock()
    const landed = await Promise.all(hashes.map((hash) => client.getTx(hash)))
    expect(landed.map((tx) => tx?.code)).toEqual([0, 0])
    expect(await balances(address)).toEqual({
      uatom: `${1_000_000 - 20 - 5_000}`,
      ulatch: '1000000',
    })
  })

  it('answers tx_search pages in both orders, tx by hash, broadcast_tx_commit, and a resent transaction as CometBFT does', async () => {
    const { address, signing } = await freshSigner()
    const hashes: string[] = []
    for (let index = 0; index < 3; index++) {
      hashes.push(
        (
          await signing.sendTokens(
            address,
            recipient,
            [{ denom: 'uatom', amount: '1' }],
            fee(100_000),
          )
        ).transactionHash,
      )
    }
    const query = `message.sender='${address}' AND tx.height>0`
    const page2 = await rpc<TxSearchJson>('tx_search', {
      query,
      page: '2',
      per_page: '2',
      order_by: 'asc',
    })
    expect(page2.result?.total_count).toBe('3')
    expect(page2.result?.txs.map((tx) => tx.hash)).toEqual([hashes[2]])
    const descending = await rpc<TxSearchJson>('tx_search', { query, order_by: 'desc' })
    expect(descending.result?.txs.map((tx) => tx.hash)).toEqual([...hashes].reverse())
    expect(
      (await rpc<TxSearchJson>('tx_search', { query, page: '3', per_page: '2' })).error?.data,
    ).toBe('page should be within [1, 2] range, given 3')
    const byHash = await (await fetch(`${cosmos.rpcUrl}/tx?hash=0x${hashes[0]}`)).json()
    expect(byHash.result.hash).toBe(hashes[0])
    const raw = await signing.sign(
      address,
      [send(address, recipient, [{ denom: 'uatom', amount: '2' }])],
      fee(100_000),
      '',
    )
    const tx = toBase64(TxRaw.encode(raw).finish())
    const committed = await rpc<CommitJson>('broadcast_tx_commit', { tx })
    expect(committed.result?.check_tx.code).toBe(0)
    expect(committed.result?.tx_result.code).toBe(0)
    expect(Number(committed.result?.height)).toBeGreaterThan(0)
    expect(committed.result?.hash).toBe(toHex(sha256(TxRaw.encode(raw).finish())).toUpperCase())
    const again = await rpc('broadcast_tx_sync', { tx })
    expect(again.error).toEqual({
      code: -32603,
      message: 'Internal error',
      data: 'tx already exists in cache',
    })
  })

  it('answers the URI form, batches, and unknown methods as CometBFT does', async () => {
    const address = cosmos.accounts[2]?.address ?? ''
    const data = toHex(QueryBalanceRequest.encode({ address, denom: 'ulatch' }).finish())
    const viaGet = await (
      await fetch(
        `${cosmos.rpcUrl}/abci_query?path="/cosmos.bank.v1beta1.Query/Balance"&data=0x${data}`,
      )
    ).json()
    expect(QueryBalanceResponse.decode(fromBase64(viaGet.result.response.value)).balance).toEqual({
      denom: 'ulatch',
      amount: cosmosDevAmount.toString(),
    })
    const batch = await (
      await fetch(cosmos.rpcUrl, {
        method: 'POST',
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'health', params: {} },
          { jsonrpc: '2.0', id: 2, method: 'eth_chainId', params: [] },
        ]),
      })
    ).json()
    expect(batch).toEqual([
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found', data: '' } },
    ])
  })

  it('runs a second chain beside it with its own chain id, prefix and fee denom', async () => {
    const osmosis = await startLocalCosmos({ chain: localOsmosisSpec, blockIntervalMs: 100 })
    try {
      const wallet = await DirectSecp256k1HdWallet.fromMnemonic(devMnemonic, { prefix: 'osmo' })
      const [{ address } = { address: '' }] = await wallet.getAccounts()
      expect(address).toBe(osmosis.accounts[0]?.address)
      const signing = await SigningStargateClient.connectWithSigner(osmosis.rpcUrl, wallet, {
        gasPrice: GasPrice.fromString(osmosis.gasPrice),
        broadcastPollIntervalMs: 50,
      })
      expect([await signing.getChainId(), osmosis.gasPrice]).toEqual(['latch-osmo-1', '0.025uosmo'])
      const to = 'osmo1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcr2u426e'
      const result = await signing.sendTokens(
        address,
        to,
        [{ denom: 'uosmo', amount: '9' }],
        'auto',
      )
      expect(result.code).toBe(0)
      expect(await signing.getAllBalances(to)).toEqual([{ denom: 'uosmo', amount: '9' }])
      // The same key's account on the hub is untouched: the chains share nothing.
      expect(await balances(cosmos.accounts[0]?.address ?? '')).not.toHaveProperty('uosmo')
      expect(await balances('cosmos1qvpsxqcrqvpsxqcrqvpsxqcrqvpsxqcrz8x6vt')).toEqual({})
    } finally {
      await osmosis.stop()
    }
  })
})
