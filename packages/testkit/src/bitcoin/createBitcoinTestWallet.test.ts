import * as ecc from '@bitcoinerlab/secp256k1'
import {
  type BitcoinTestWallet,
  type BitcoinTestWalletAccount,
  bitcoinDevAccounts,
  bitcoinDevSats,
  createBitcoinTestWallet,
} from '@latch/test-wallets'
import type { BitcoinEventsChangeProperties } from '@latch/test-wallets/internal'
import { Verifier } from 'bip322-js'
import { address, initEccLib, networks, Psbt } from 'bitcoinjs-lib'
import { describe, expect, inject, it } from 'vitest'
import { createWebStorage } from '../testing/webStorage.js'

initEccLib(ecc)

// The shared regtest ledger of this run (localBitcoin.globalSetup.ts). Each test uses its
// own dev account, so that their coins never meet.
const bitcoin = inject('bitcoinRegtest')
const network = networks.regtest
const encode = (text: string) => new TextEncoder().encode(text)
const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

function walletFor(): BitcoinTestWallet {
  return createBitcoinTestWallet({
    accounts: bitcoin.accounts,
    chains: { 'bitcoin:regtest': bitcoin.url },
  })
}

async function connected(index = 0, wallet = walletFor()) {
  wallet.setAccount(index)
  const { accounts } = await wallet.features['bitcoin:connect'].connect({
    purposes: ['payment', 'ordinals'],
  })
  const [payment, ordinals] = accounts
  if (!payment || !ordinals) throw new Error('no accounts')
  return { wallet, payment, ordinals }
}

async function esplora<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${bitcoin.url}${path}`, init)
  const text = await response.text()
  return (
    response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : text
  ) as T
}

type Utxo = { txid: string; vout: number; value: number }

/** A PSBT spending the first UTXO of each address to `to`, as a dapp would build it. */
async function psbtSpending(from: readonly string[], to: string, fee = 1_000) {
  const psbt = new Psbt({ network })
  let total = 0
  for (const owner of from) {
    const [utxo] = await esplora<Utxo[]>(`/address/${owner}/utxo`)
    if (!utxo) throw new Error(`${owner} has no coins`)
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script: address.toOutputScript(owner, network), value: BigInt(utxo.value) },
    })
    total += utxo.value
  }
  psbt.addOutput({ address: to, value: BigInt(total - fee) })
  return psbt
}

async function rpcError(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  if (!(error instanceof Error)) throw new Error('it did not fail')
  return { code: (error as Error & { code?: number }).code, message: error.message }
}

describe('connect', () => {
  it('default: a payment (P2WPKH) and an ordinals (P2TR) account, in the order asked', async () => {
    const wallet = walletFor()
    expect(wallet.name).toBe('Latch Bitcoin Test Wallet')
    expect(wallet.chains).toEqual(['bitcoin:regtest'])
    expect(Object.keys(wallet.features).sort()).toEqual([
      'bitcoin:connect',
      'bitcoin:disconnect',
      'bitcoin:events',
      'bitcoin:signAndSendTransaction',
      'bitcoin:signMessage',
      'bitcoin:signTransaction',
      'standard:disconnect',
      'standard:events',
    ])
    expect(wallet.accounts).toEqual([])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['ordinals', 'payment'],
    })
    const [account] = bitcoinDevAccounts
    expect(accounts).toEqual([
      {
        address: account?.ordinals.address,
        publicKey: Uint8Array.from(Buffer.from(account?.ordinals.publicKey as string, 'hex')),
        chains: ['bitcoin:regtest'],
        features: [
          'bitcoin:signMessage',
          'bitcoin:signTransaction',
          'bitcoin:signAndSendTransaction',
        ],
        purpose: 'ordinals',
        addressType: 'p2tr',
        path: "m/86'/1'/1'/0/0",
      },
      expect.objectContaining({
        address: account?.payment.address,
        purpose: 'payment',
        addressType: 'p2wpkh',
        path: "m/84'/1'/0'/0/0",
      }),
    ])
    expect(accounts[1]?.publicKey).toHaveLength(33)
    // The wallet lists what the site may use, payment first; the objects are stable.
    expect(wallet.accounts).toEqual([accounts[1], accounts[0]])
    expect(wallet.accounts[0]).toBe(accounts[1])
  })

  it('behavior: refuses purposes it does not know, before asking the user', async () => {
    const wallet = walletFor()
    wallet.rejectNext()
    const connect = wallet.features['bitcoin:connect'].connect
    expect(await rpcError(connect({ purposes: [] }))).toMatchObject({ code: -32602 })
    expect(await rpcError(connect({ purposes: ['stacks' as 'payment'] }))).toMatchObject({
      code: -32602,
      message: 'Unknown address purpose stacks',
    })
    expect(await rpcError(connect({ purposes: ['payment'] }))).toEqual({
      code: 4001,
      message: 'User rejected the request.',
    })
    expect((await connect({ purposes: ['payment'] })).accounts).toHaveLength(1)
  })
})

describe('rememberSite', () => {
  it('parameters: the purposes granted outlive the page; a disconnect forgets them; junk is no grant', async () => {
    const storage = createWebStorage()
    const load = () =>
      createBitcoinTestWallet({
        accounts: bitcoin.accounts,
        chains: { 'bitcoin:regtest': bitcoin.url },
        rememberSite: { storage, key: 'grant' },
      })
    const [account] = bitcoinDevAccounts
    expect(load().accounts).toEqual([])
    await load().features['bitcoin:connect'].connect({ purposes: ['ordinals'] })
    expect(storage.entries.get('grant')).toBe('ordinals')
    const reloaded = load()
    expect(reloaded.accounts.map((entry) => entry.address)).toEqual([account?.ordinals.address])
    await reloaded.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(load().accounts.map((entry) => entry.address)).toEqual([
      account?.payment.address,
      account?.ordinals.address,
    ])
    // The reloaded wallet signs for what it was granted, without a new connect.
    const [payment] = reloaded.accounts
    await expect(
      reloaded.features['bitcoin:signMessage'].signMessage({
        account: payment as BitcoinTestWalletAccount,
        message: encode('hello'),
      }),
    ).resolves.toHaveLength(1)
    await reloaded.features['standard:disconnect'].disconnect()
    expect(storage.entries.has('grant')).toBe(false)
    expect(load().accounts).toEqual([])
    storage.setItem('grant', '{"payment":true}')
    expect(load().accounts).toEqual([])
  })
})

describe('testnet and signet', () => {
  // The same keys as on regtest; the wallet never asks these URLs for anything here.
  const chains = {
    'bitcoin:regtest': bitcoin.url,
    'bitcoin:testnet': 'https://mempool.space/testnet/api',
    'bitcoin:signet': 'https://mempool.space/signet/api',
  }
  const program = (of: string) => {
    const { version, data } = address.fromBech32(of)
    return { version, data: Buffer.from(data).toString('hex') }
  }

  it('parameters: chains, one account per purpose and address, tb1 ones with the same programs', async () => {
    const wallet = createBitcoinTestWallet({ accounts: bitcoin.accounts, chains })
    expect(wallet.chains).toEqual(['bitcoin:regtest', 'bitcoin:testnet', 'bitcoin:signet'])
    const { accounts } = await wallet.features['bitcoin:connect'].connect({
      purposes: ['payment', 'ordinals'],
    })
    const [account] = bitcoinDevAccounts
    const [payment, testnetPayment, ordinals, testnetOrdinals] = accounts
    expect(payment).toMatchObject({
      address: account?.payment.address,
      chains: ['bitcoin:regtest'],
    })
    expect(ordinals).toMatchObject({
      address: account?.ordinals.address,
      chains: ['bitcoin:regtest'],
    })
    expect(testnetPayment).toMatchObject({
      address: expect.stringMatching(/^tb1q/),
      chains: ['bitcoin:testnet', 'bitcoin:signet'],
      purpose: 'payment',
      addressType: 'p2wpkh',
      path: account?.payment.path,
      publicKey: payment?.publicKey,
    })
    expect(testnetOrdinals).toMatchObject({
      address: expect.stringMatching(/^tb1p/),
      chains: ['bitcoin:testnet', 'bitcoin:signet'],
      purpose: 'ordinals',
      addressType: 'p2tr',
      publicKey: ordinals?.publicKey,
    })
    expect(program(testnetPayment?.address as string)).toEqual(program(payment?.address as string))
    expect(program(testnetOrdinals?.address as string)).toEqual(
      program(ordinals?.address as string),
    )
    // bitcoinjs agrees that they are testnet addresses of the keys' scripts.
    expect(address.toOutputScript(testnetOrdinals?.address as string, networks.testnet)).toEqual(
      address.toOutputScript(account?.ordinals.address as string, network),
    )
    expect(wallet.accounts).toEqual(accounts)
  })

  it('behavior: signs messages (BIP-322) and PSBTs for the tb1 addresses with the same keys', async () => {
    const wallet = createBitcoinTestWallet({
      accounts: bitcoin.accounts,
      chains: { 'bitcoin:testnet': chains['bitcoin:testnet'] },
    })
    wallet.setAccount(1)
    const [payment, ordinals] = (
      await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    ).accounts
    if (!payment || !ordinals) throw new Error('no accounts')
    expect(payment.address).toMatch(/^tb1q/)
    const message = 'Sign in to Latch on testnet'
    const outputs = await wallet.features['bitcoin:signMessage'].signMessage(
      { account: payment, message: encode(message) },
      { account: ordinals, message: encode(message) },
    )
    for (const [index, account] of [payment, ordinals].entries()) {
      const signature = base64(outputs[index]?.signature as Uint8Array)
      expect(Verifier.verifySignature(account.address, message, signature)).toBe(true)
    }
    const dev = bitcoinDevAccounts[1]
    const psbt = await psbtSpending(
      [dev?.payment.address as string, dev?.ordinals.address as string],
      dev?.payment.address as string,
    )
    const [signed] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: psbt.toBuffer(),
      chain: 'bitcoin:testnet',
      inputsToSign: [
        { account: payment, signingIndexes: [0] },
        { account: ordinals, signingIndexes: [1] },
      ],
      finalize: true,
    })
    const transaction = Psbt.fromBuffer(signed?.signedPsbt as Uint8Array).extractTransaction()
    expect(transaction.ins.map((input) => input.witness.length)).toEqual([2, 1])
  })

  it('behavior: refuses a chain its keys have no addresses on', () => {
    expect(() =>
      createBitcoinTestWallet({
        accounts: bitcoin.accounts,
        chains: { 'bitcoin:mainnet': 'https://mempool.space/api' },
      }),
    ).toThrowError(
      'bitcoin:mainnet: the test wallet signs for bitcoin:regtest, bitcoin:testnet, bitcoin:signet only',
    )
  })
})

describe('bitcoin:signMessage', () => {
  it('default: BIP-322 simple for both accounts, which bip322-js verifies', async () => {
    const { wallet, payment, ordinals } = await connected(1)
    const message = encode('Sign in to Latch at localhost\nNonce: 8f2a')
    const outputs = await wallet.features['bitcoin:signMessage'].signMessage(
      { account: payment, message },
      { account: ordinals, message },
    )
    for (const [index, account] of [payment, ordinals].entries()) {
      const output = outputs[index]
      expect(output?.signedMessage).toEqual(message)
      const text = base64(output?.signature as Uint8Array)
      expect(
        Verifier.verifySignature(account.address, new TextDecoder().decode(message), text),
      ).toBe(true)
      expect(Verifier.verifySignature(account.address, 'another message', text)).toBe(false)
    }
  })

  it('parameters: protocol ECDSA, a legacy (BIP-137) signature of the payment address', async () => {
    const { wallet, payment, ordinals } = await connected(1)
    const [output] = await wallet.features['bitcoin:signMessage'].signMessage({
      account: payment,
      message: encode('Latch'),
      protocol: 'ECDSA',
    })
    expect(output?.signature).toHaveLength(65)
    expect(
      Verifier.verifySignature(payment.address, 'Latch', base64(output?.signature as Uint8Array)),
    ).toBe(true)
    expect(
      await rpcError(
        wallet.features['bitcoin:signMessage'].signMessage({
          account: ordinals,
          message: encode('Latch'),
          protocol: 'ECDSA',
        }),
      ),
    ).toMatchObject({ code: -32602 })
  })

  it('behavior: 4100 for an account the site is not connected to', async () => {
    const wallet = walletFor()
    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    const [account] = bitcoinDevAccounts
    const ordinals = { ...wallet.accounts[0], address: account?.ordinals.address } as never
    expect(
      await rpcError(
        wallet.features['bitcoin:signMessage'].signMessage({
          account: ordinals,
          message: encode('x'),
        }),
      ),
    ).toMatchObject({ code: 4100 })
  })
})

describe('bitcoin:signTransaction', () => {
  it('behavior: signs only the inputs asked, each with its account, and the ledger takes the result', async () => {
    const { wallet, payment, ordinals } = await connected(2)
    const psbt = await psbtSpending([payment.address, ordinals.address], payment.address)
    const sign = wallet.features['bitcoin:signTransaction'].signTransaction
    const [first] = await sign({
      psbt: psbt.toBuffer(),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: payment, signingIndexes: [0] }],
    })
    const halfSigned = Psbt.fromBuffer(first?.signedPsbt as Uint8Array, { network })
    expect(halfSigned.data.inputs[0]?.partialSig).toHaveLength(1)
    expect(halfSigned.data.inputs[1]?.tapKeySig).toBeUndefined()
    expect(
      halfSigned.validateSignaturesOfInput(0, (key, hash, signature) =>
        ecc.verify(hash, key, signature),
      ),
    ).toBe(true)

    const [second] = await sign({
      psbt: halfSigned.toBuffer(),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: ordinals, signingIndexes: [1] }],
      finalize: true,
    })
    const signed = Psbt.fromBuffer(second?.signedPsbt as Uint8Array, { network })
    expect(signed.data.inputs[1]?.finalScriptWitness).toBeDefined()
    signed.finalizeInput(0)
    const transaction = signed.extractTransaction()
    expect(transaction.ins[1]?.witness[0]).toHaveLength(64)
    const txid = await esplora<string>('/tx', { method: 'POST', body: transaction.toHex() })
    expect(txid).toBe(transaction.getId())
  })

  it('parameters: sigHash by name or number, an explicit SIGHASH_ALL on taproot', async () => {
    const { wallet, payment, ordinals } = await connected(3)
    const psbt = await psbtSpending([ordinals.address], payment.address)
    const [output] = await wallet.features['bitcoin:signTransaction'].signTransaction({
      psbt: psbt.toBuffer(),
      chain: 'bitcoin:regtest',
      inputsToSign: [{ account: ordinals, signingIndexes: [0], sigHash: 'ALL' }],
      finalize: true,
    })
    const transaction = Psbt.fromBuffer(output?.signedPsbt as Uint8Array).extractTransaction()
    expect(transaction.ins[0]?.witness[0]).toHaveLength(65)
    expect(transaction.ins[0]?.witness[0]?.[64]).toBe(1)
    expect(await esplora<string>('/tx', { method: 'POST', body: transaction.toHex() })).toBe(
      transaction.getId(),
    )
  })

  it('behavior: refuses an input the account does not own, a bad PSBT, an unknown chain', async () => {
    const { wallet, payment, ordinals } = await connected(4)
    const psbt = await psbtSpending([ordinals.address], payment.address)
    const sign = wallet.features['bitcoin:signTransaction'].signTransaction
    expect(
      await rpcError(
        sign({
          psbt: psbt.toBuffer(),
          chain: 'bitcoin:regtest',
          inputsToSign: [{ account: payment, signingIndexes: [0] }],
        }),
      ),
    ).toEqual({
      code: -32602,
      message: `Input 0 does not spend an output of ${payment.address}`,
    })
    expect(
      await rpcError(
        sign({
          psbt: encode('nope'),
          chain: 'bitcoin:regtest',
          inputsToSign: [{ account: payment, signingIndexes: [0] }],
        }),
      ),
    ).toMatchObject({ code: -32602, message: expect.stringMatching(/^Not a PSBT/) })
    expect(
      await rpcError(
        sign({
          psbt: psbt.toBuffer(),
          chain: 'bitcoin:mainnet',
          inputsToSign: [{ account: ordinals, signingIndexes: [0] }],
        }),
      ),
    ).toMatchObject({ code: -32602 })
  })
})

describe('bitcoin:signAndSendTransaction', () => {
  it("behavior: signs, finalises and broadcasts to the ledger; a refusal carries Core's code", async () => {
    const { wallet, payment, ordinals } = await connected(4)
    const psbt = await psbtSpending([payment.address], ordinals.address)
    // Another spend of the same coin, built before the first is sent.
    const conflicting = await psbtSpending([payment.address], ordinals.address, 2_000)
    const send = wallet.features['bitcoin:signAndSendTransaction'].signAndSendTransaction
    const inputsToSign = [{ account: payment, signingIndexes: [0] }]
    const [output] = await send({ psbt: psbt.toBuffer(), chain: 'bitcoin:regtest', inputsToSign })
    expect(output?.txId).toMatch(/^[0-9a-f]{64}$/)
    expect(await esplora(`/tx/${output?.txId}/status`)).toEqual({ confirmed: false })
    expect(
      await rpcError(
        send({ psbt: conflicting.toBuffer(), chain: 'bitcoin:regtest', inputsToSign }),
      ),
    ).toEqual({ code: -26, message: 'txn-mempool-conflict' })
    const mined = await esplora<{ hashes: string[] }>('/latch/mine', { method: 'POST', body: '{}' })
    expect(mined.hashes).toHaveLength(1)
    expect(await esplora(`/tx/${output?.txId}/status`)).toMatchObject({ confirmed: true })
    const view = await esplora<{ chain_stats: { funded_txo_sum: number } }>(
      `/address/${ordinals.address}`,
    )
    expect(view.chain_stats.funded_txo_sum).toBe(2 * Number(bitcoinDevSats) - 1_000)
    expect(
      await rpcError(
        send({ psbt: conflicting.toBuffer(), chain: 'bitcoin:regtest', inputsToSign }),
      ),
    ).toEqual({ code: -25, message: 'bad-txns-inputs-missingorspent' })
  })
})

describe('controls', () => {
  it('behavior: rejectNext fails the next prompt with 4001, or the next of one feature', async () => {
    const { wallet, payment } = await connected(0)
    const signMessage = wallet.features['bitcoin:signMessage'].signMessage
    wallet.rejectNext('bitcoin:signTransaction')
    wallet.rejectNext()
    expect(await rpcError(signMessage({ account: payment, message: encode('a') }))).toMatchObject({
      code: 4001,
    })
    await expect(signMessage({ account: payment, message: encode('b') })).resolves.toHaveLength(1)
    expect(
      await rpcError(
        wallet.features['bitcoin:signTransaction'].signTransaction({
          psbt: new Psbt({ network }).toBuffer(),
          chain: 'bitcoin:regtest',
          inputsToSign: [{ account: payment, signingIndexes: [] }],
        }),
      ),
    ).toMatchObject({ code: 4001 })
  })

  it('behavior: setAccount and disconnect are told to the site through bitcoin:events', async () => {
    const { wallet } = await connected(0)
    const changes: BitcoinEventsChangeProperties[] = []
    const off = wallet.features['bitcoin:events'].on('change', (change) => changes.push(change))
    const standardChanges: unknown[] = []
    wallet.features['standard:events'].on('change', (change) => standardChanges.push(change))
    wallet.setAccount(1)
    expect(wallet.accountIndex).toBe(1)
    expect(changes.at(-1)?.accounts?.map((account) => account.address)).toEqual([
      bitcoinDevAccounts[1]?.payment.address,
      bitcoinDevAccounts[1]?.ordinals.address,
    ])
    wallet.setAccount(1)
    expect(changes).toHaveLength(1)
    await wallet.features['bitcoin:disconnect'].disconnect()
    expect(changes.at(-1)).toEqual({ accounts: [] })
    expect(wallet.accounts).toEqual([])
    off()
    await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] })
    expect(changes).toHaveLength(2)
    expect(standardChanges).toHaveLength(3)
    expect(() => wallet.setAccount(5)).toThrow(RangeError)
  })
})
