import * as ecc from '@bitcoinerlab/secp256k1'
import { type BitcoinDevKey, bitcoinDevAccounts, bitcoinDevSats } from '@latch/test-wallets'
import { address, crypto, networks, Psbt } from 'bitcoinjs-lib'
import { ECPairFactory } from 'ecpair'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type LocalBitcoin, startLocalBitcoin } from './startLocalBitcoin.js'

// This file starts (and stops) its own ledger; the wallet tests share the global one.
let bitcoin: LocalBitcoin

beforeAll(async () => {
  bitcoin = await startLocalBitcoin()
})

afterAll(async () => {
  await bitcoin?.stop()
})

const ECPair = ECPairFactory(ecc)
const network = networks.regtest

async function get(path: string) {
  const response = await fetch(`${bitcoin.url}${path}`)
  const body = await response.text()
  const type = response.headers.get('content-type') ?? ''
  return {
    status: response.status,
    type,
    cors: response.headers.get('access-control-allow-origin'),
    body: type.startsWith('application/json') ? JSON.parse(body) : body,
  }
}

async function broadcast(hex: string) {
  const response = await fetch(`${bitcoin.url}/tx`, { method: 'POST', body: hex })
  return { status: response.status, body: await response.text() }
}

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } }

/** Spends every UTXO of `from` to `to` (`sats`), change back to `from`, as a wallet would. */
async function send(from: BitcoinDevKey, to: string, sats: bigint, fee = 500n) {
  const utxos = (await get(`/address/${from.address}/utxo`)).body as Utxo[]
  const key = ECPair.fromWIF(from.privateKey, network)
  const script = address.toOutputScript(from.address, network)
  const taproot = from.address.startsWith('bcrt1p')
  const psbt = new Psbt({ network })
  for (const utxo of utxos) {
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, value: BigInt(utxo.value) },
      ...(taproot ? { tapInternalKey: key.publicKey.subarray(1) } : {}),
    })
  }
  const total = utxos.reduce((sum, utxo) => sum + BigInt(utxo.value), 0n)
  psbt.addOutput({ address: to, value: sats })
  psbt.addOutput({ address: from.address, value: total - sats - fee })
  const signer = taproot ? key.tweak(crypto.taggedHash('TapTweak', key.publicKey.subarray(1))) : key
  psbt.signAllInputs(signer)
  psbt.finalizeAllInputs()
  return psbt.extractTransaction().toHex()
}

const balance = (stats: Record<string, number>) =>
  (stats.funded_txo_sum as number) - (stats.spent_txo_sum as number)

describe('startLocalBitcoin', () => {
  it('default: regtest, funded dev accounts, real genesis, CORS open', async () => {
    expect(bitcoin.network).toEqual({
      id: '0f9188f13cb7b2c71f2a335e3a4fc328',
      name: 'Bitcoin Regtest',
      chainNamespace: 'bip122',
      caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
      nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
      rpcUrls: { default: { http: [bitcoin.url] } },
      testnet: true,
      assets: { imageId: 'bitcoin' },
    })
    expect(bitcoin.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect(bitcoin.walletChain).toBe('bitcoin:regtest')
    const genesis = await get('/block-height/0')
    expect(genesis).toMatchObject({
      status: 200,
      body: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
      cors: '*',
    })
    expect(genesis.type).toMatch(/^text\/plain/)
    for (const account of bitcoin.accounts) {
      for (const key of [account.payment, account.ordinals]) {
        const { body } = await get(`/address/${key.address}`)
        expect(balance(body.chain_stats)).toBe(Number(bitcoinDevSats))
      }
    }
    const height = Number((await get('/blocks/tip/height')).body)
    expect(height).toBe(111)
    const tipHash = (await get('/blocks/tip/hash')).body
    expect((await get(`/block-height/${height}`)).body).toBe(tipHash)
    const block = (await get(`/block/${tipHash}`)).body
    expect(block).toMatchObject({ id: tipHash, height, tx_count: 2, bits: 0x207fffff })
    expect((await get(`/block/${tipHash}/txids`)).body).toHaveLength(2)
  })

  it('behavior: a P2WPKH and a P2TR address pay each other; the Esplora views follow', async () => {
    const [, account] = bitcoinDevAccounts as [unknown, (typeof bitcoinDevAccounts)[number]]
    const { payment, ordinals } = account
    const toOrdinals = await send(payment, ordinals.address, 25_000n)
    const sent = await broadcast(toOrdinals)
    expect(sent.status).toBe(200)
    const txid = sent.body
    expect(txid).toMatch(/^[0-9a-f]{64}$/)

    expect((await get(`/tx/${txid}/status`)).body).toEqual({ confirmed: false })
    expect((await get(`/tx/${txid}/hex`)).body).toBe(toOrdinals)
    const paymentView = (await get(`/address/${payment.address}`)).body
    expect(paymentView.mempool_stats).toEqual({
      funded_txo_count: 1,
      funded_txo_sum: Number(bitcoinDevSats) - 25_500,
      spent_txo_count: 1,
      spent_txo_sum: Number(bitcoinDevSats),
      tx_count: 1,
    })
    expect(balance(paymentView.chain_stats) + balance(paymentView.mempool_stats)).toBe(
      Number(bitcoinDevSats) - 25_500,
    )
    const unconfirmed = (await get(`/address/${ordinals.address}/utxo`)).body as Utxo[]
    expect(unconfirmed.map((utxo) => [utxo.value, utxo.status.confirmed])).toEqual([
      [Number(bitcoinDevSats), true],
      [25_000, false],
    ])

    const tx = (await get(`/tx/${txid}`)).body
    expect(tx).toMatchObject({ txid, version: 2, locktime: 0, fee: 500 })
    expect(tx.vin[0]).toMatchObject({
      is_coinbase: false,
      prevout: {
        scriptpubkey_type: 'v0_p2wpkh',
        scriptpubkey_address: payment.address,
        value: Number(bitcoinDevSats),
      },
      scriptsig: '',
      sequence: 0xffffffff,
    })
    expect(tx.vin[0].witness).toHaveLength(2)
    expect(tx.vout[0]).toMatchObject({
      scriptpubkey_type: 'v1_p2tr',
      scriptpubkey_address: ordinals.address,
      value: 25_000,
    })

    await bitcoin.mine(1)
    const status = (await get(`/tx/${txid}/status`)).body
    expect(status).toMatchObject({ confirmed: true, block_height: 112 })
    expect(status.block_hash).toBe((await get('/blocks/tip/hash')).body)
    const confirmed = (await get(`/address/${ordinals.address}/utxo`)).body as Utxo[]
    expect(confirmed.every((utxo) => utxo.status.confirmed)).toBe(true)

    // And back, spending both ordinals outputs with key-path Schnorr signatures.
    const back = await send(ordinals, payment.address, 30_000n)
    const returned = await broadcast(back)
    expect(returned.status).toBe(200)
    const backTx = (await get(`/tx/${returned.body}`)).body
    expect(backTx.vin.map((input: { witness: string[] }) => input.witness[0]?.length)).toEqual([
      128, 128,
    ])
    await bitcoin.mine(1)
    const ordinalsView = (await get(`/address/${ordinals.address}`)).body
    expect(balance(ordinalsView.chain_stats)).toBe(Number(bitcoinDevSats) + 25_000 - 30_500)
    expect(ordinalsView.mempool_stats.tx_count).toBe(0)
    const history = (await get(`/address/${ordinals.address}/txs`)).body as { txid: string }[]
    expect(history.map((entry) => entry.txid).slice(0, 2)).toEqual([returned.body, txid])
    expect((await get(`/tx/${txid}/outspend/0`)).body).toMatchObject({
      spent: true,
      txid: returned.body,
      // The wallet listed the older output first.
      vin: 1,
    })
  })

  it('behavior: a refused transaction answers 400 with the Core error electrs passes on', async () => {
    const [, , account] = bitcoinDevAccounts as [
      unknown,
      unknown,
      (typeof bitcoinDevAccounts)[number],
    ]
    // Two spends of the same output, signed before either is sent.
    const spend = await send(account.payment, account.ordinals.address, 10_000n)
    const doubleSpend = await send(account.payment, account.payment.address, 10_000n, 700n)
    expect((await broadcast(spend)).status).toBe(200)
    expect(await broadcast(doubleSpend)).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}',
    })
    const garbage = await broadcast('00')
    expect(garbage).toEqual({
      status: 400,
      body: 'sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed. Make sure the tx has at least one input."}',
    })
  })

  it('behavior: unknown things are 404 and bad input 400, as text', async () => {
    expect(await get(`/tx/${'ab'.repeat(32)}`)).toMatchObject({
      status: 404,
      body: 'Transaction not found',
    })
    expect(await get('/tx/xyz')).toMatchObject({ status: 400, body: 'Invalid hex string' })
    expect(await get('/address/bc1qnotregtest')).toMatchObject({
      status: 400,
      body: 'Invalid Bitcoin address',
    })
    expect(await get('/block-height/99999')).toMatchObject({ status: 404, body: 'Block not found' })
    expect(await get('/nope')).toMatchObject({ status: 404, body: 'endpoint does not exist' })
  })

  it('default: a fixed fee table, 3 sat/vB for the next block, 2 within three and 1 after', async () => {
    const { body } = await get('/fee-estimates')
    expect(body).toMatchObject({ '1': 3, '2': 2, '3': 2, '4': 1, '6': 1, '144': 1, '1008': 1 })
  })

  it('behavior: fund() and the faucet route pay an address in a new block', async () => {
    const recipient = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080'
    const txid = await bitcoin.fund(recipient, 12_345n)
    expect((await get(`/tx/${txid}/status`)).body.confirmed).toBe(true)
    const response = await fetch(`${bitcoin.url}/latch/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: recipient, sats: 1_000 }),
    })
    const { txid: faucetTxid } = (await response.json()) as { txid: string }
    expect((await get(`/tx/${faucetTxid}/status`)).body.confirmed).toBe(true)
    expect(balance((await get(`/address/${recipient}`)).body.chain_stats)).toBe(13_345)
    const dust = await fetch(`${bitcoin.url}/latch/faucet`, {
      method: 'POST',
      body: JSON.stringify({ address: recipient, sats: 100 }),
    })
    expect([dust.status, await dust.text()]).toEqual([400, 'dust'])
    const mined = await fetch(`${bitcoin.url}/latch/mine`, {
      method: 'POST',
      body: JSON.stringify({ blocks: 2 }),
    })
    expect(((await mined.json()) as { hashes: string[] }).hashes).toHaveLength(2)
  })
})

describe('miningInterval', () => {
  it('behavior: mines a block when transactions wait, and only then', async () => {
    const timed = await startLocalBitcoin({ miningInterval: 50 })
    try {
      const read = async (path: string) => (await fetch(`${timed.url}${path}`)).text()
      const height = Number(await read('/blocks/tip/height'))
      await new Promise((resolve) => setTimeout(resolve, 200))
      expect(Number(await read('/blocks/tip/height'))).toBe(height)
      const [account] = bitcoinDevAccounts
      const key = ECPair.fromWIF(account?.payment.privateKey as string, network)
      const utxos = JSON.parse(await read(`/address/${account?.payment.address}/utxo`)) as Utxo[]
      const psbt = new Psbt({ network })
      psbt.addInput({
        hash: utxos[0]?.txid as string,
        index: utxos[0]?.vout as number,
        witnessUtxo: {
          script: address.toOutputScript(account?.payment.address as string, network),
          value: bitcoinDevSats,
        },
      })
      psbt.addOutput({
        address: account?.ordinals.address as string,
        value: bitcoinDevSats - 1_000n,
      })
      psbt.signAllInputs(key)
      psbt.finalizeAllInputs()
      const sent = await fetch(`${timed.url}/tx`, {
        method: 'POST',
        body: psbt.extractTransaction().toHex(),
      })
      const txid = await sent.text()
      await expect
        .poll(async () => JSON.parse(await read(`/tx/${txid}/status`)).confirmed, {
          timeout: 2_000,
        })
        .toBe(true)
      expect(Number(await read('/blocks/tip/height'))).toBe(height + 1)
    } finally {
      await timed.stop()
    }
  })
})
