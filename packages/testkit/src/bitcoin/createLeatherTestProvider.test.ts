import * as ecc from '@bitcoinerlab/secp256k1'
import {
  type BitcoinDevAccount,
  bitcoinDevAccounts,
  createBitcoinTestWallet,
} from '@latch/test-wallets'
import { Verifier } from 'bip322-js'
import { address, initEccLib, networks, Psbt, payments } from 'bitcoinjs-lib'
import { describe, expect, it } from 'vitest'
import { createLeatherTestProvider, type LeatherSuccess } from './createLeatherTestProvider.js'

initEccLib(ecc)

const account = bitcoinDevAccounts[0] as BitcoinDevAccount

function provider() {
  // No request here broadcasts: the URL is never reached.
  const wallet = createBitcoinTestWallet({
    accounts: [account],
    chains: { 'bitcoin:regtest': 'http://127.0.0.1:9' },
  })
  return { wallet, provider: createLeatherTestProvider({ wallet }) }
}

const resultOf = (answer: LeatherSuccess) => answer.result as Record<string, unknown>
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error) => error,
  )

describe('createLeatherTestProvider', () => {
  it('default: getAddresses gives the BTC addresses Leather lists, with keys, paths and descriptors', async () => {
    const { provider: leather } = provider()
    const answer = await leather.request('getAddresses')
    expect(answer).toMatchObject({ jsonrpc: '2.0', id: expect.any(String) })
    const output = payments.p2tr({
      internalPubkey: Buffer.from(account.ordinals.publicKey, 'hex'),
      network: networks.regtest,
    }).pubkey
    expect(resultOf(answer).addresses).toEqual([
      {
        symbol: 'BTC',
        type: 'p2wpkh',
        address: account.payment.address,
        publicKey: account.payment.publicKey,
        derivationPath: account.payment.path,
        descriptor: `wpkh(${account.payment.publicKey})`,
      },
      {
        symbol: 'BTC',
        type: 'p2tr',
        address: account.ordinals.address,
        publicKey: account.ordinals.publicKey,
        derivationPath: account.ordinals.path,
        descriptor: `tr(${account.ordinals.publicKey})`,
        tweakedPublicKey: Buffer.from(output ?? []).toString('hex'),
      },
    ])
  })

  it('behavior: signMessage signs by paymentType, BIP-322 unless legacy is asked for', async () => {
    const { provider: leather } = provider()
    await leather.request('getAddresses')
    for (const [paymentType, signer, type] of [
      ['p2wpkh', account.payment.address, undefined],
      ['p2tr', account.ordinals.address, 'bip322'],
      ['p2wpkh', account.payment.address, 'legacy'],
    ] as const) {
      const message = `Latch ${paymentType} ${type}`
      const result = resultOf(
        await leather.request('signMessage', { message, paymentType, type, network: 'regtest' }),
      )
      expect(result).toMatchObject({ address: signer, message })
      expect(Verifier.verifySignature(signer, message, result.signature as string)).toBe(true)
      // A legacy signature is 65 bytes; a BIP-322 one is a witness stack.
      expect(Buffer.from(result.signature as string, 'base64').length === 65).toBe(
        type === 'legacy',
      )
    }
  })

  it('behavior: signPsbt signs the inputs at signAtIndex with the key that owns each', async () => {
    const { provider: leather } = provider()
    await leather.request('getAddresses')
    const psbt = new Psbt({ network: networks.regtest })
    for (const [index, owner] of [account.payment.address, account.ordinals.address].entries()) {
      psbt.addInput({
        hash: String(index + 1).repeat(64),
        index: 0,
        witnessUtxo: { script: address.toOutputScript(owner, networks.regtest), value: 50_000n },
      })
    }
    psbt.addOutput({ address: account.payment.address, value: 90_000n })
    const hex = psbt.toHex()
    const signed = (indexes: unknown) =>
      leather
        .request('signPsbt', { hex, signAtIndex: indexes })
        .then((answer) => Psbt.fromHex(resultOf(answer).hex as string))
    const one = await signed(1)
    expect([one.data.inputs[0]?.partialSig, one.data.inputs[1]?.tapKeySig]).toEqual([
      undefined,
      expect.any(Uint8Array),
    ])
    const both = await signed([0, 1])
    expect(
      both.validateSignaturesOfAllInputs((pubkey, hash, signature) =>
        pubkey.length === 32
          ? ecc.verifySchnorr(hash, pubkey, signature)
          : ecc.verify(hash, pubkey, signature),
      ),
    ).toBe(true)
    expect(await failureOf(leather.request('signPsbt', { hex, signAtIndex: [2] }))).toMatchObject({
      error: { code: -32602 },
    })
  })

  it('behavior: rejects with the JSON-RPC error answer, in Leather’s codes', async () => {
    const { provider: leather, wallet } = provider()
    const signMessage = { message: 'x', paymentType: 'p2wpkh' }
    expect(await failureOf(leather.request('signMessage', signMessage))).toMatchObject({
      jsonrpc: '2.0',
      id: expect.any(String),
      error: { code: 7 },
    })
    wallet.rejectNext()
    expect(await failureOf(leather.request('getAddresses'))).toMatchObject({
      error: { code: 4001 },
    })
    expect(await failureOf(leather.request('getAddresses', { network: 'testnet' }))).toMatchObject({
      error: { code: -32602 },
    })
    expect(await failureOf(leather.request('sendTransfer', {}))).toMatchObject({
      error: { code: 4002 },
    })
    expect(await failureOf(leather.request('wallet_connect'))).toMatchObject({
      error: { code: -32601 },
    })
  })
})
