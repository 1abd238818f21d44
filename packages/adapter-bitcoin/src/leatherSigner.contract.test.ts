import * as ecc from '@bitcoinerlab/secp256k1'
import { describeAdapterConformance } from '@latch/core/conformance'
import { isUserRejection } from '@latch/core/errors'
import {
  type BitcoinDevAccount,
  bitcoinDevAccounts,
  createBitcoinTestWallet,
  createLeatherTestProvider,
} from '@latch/testkit/wallet'
import { RpcErrorCode } from '@leather.io/rpc'
import { Verifier } from 'bip322-js'
import { initEccLib, networks, Psbt, payments } from 'bitcoinjs-lib'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import { leatherContract } from './testing/leatherContract.js'

// Latch against Leather as its maker defines the page side: the adapter finds
// `window.LeatherProvider`, and every request it sends and every answer (or rejection) the
// wallet gives passes the schemas of Leather's RPC package (@leather.io/rpc 2.21.16). Only the
// extension's background is ours: the Latch Bitcoin Test Wallet's keys and approvals, behind a
// Leather-shaped provider, on the local regtest ledger (dev account 3; other files spend from
// the others). Leather cannot be switched by a site, so the suite has no second network.

initEccLib(ecc)
const ledger = inject('bitcoinRegtest')
const recipient = bitcoinDevAccounts[4]?.payment.address ?? ''
const account = ledger.accounts[3] as BitcoinDevAccount
const contracts: ReturnType<typeof leatherContract>[] = []

afterEach(() => {
  for (const contract of contracts.splice(0)) expect(contract.violations).toEqual([])
})

function leather() {
  const wallet = createBitcoinTestWallet({
    accounts: [account],
    chains: { [ledger.walletChain]: ledger.url },
  })
  const contract = leatherContract(createLeatherTestProvider({ wallet }))
  contracts.push(contract)
  const adapter = bitcoinAdapter({
    wallets: { get: () => [], on: () => () => {} },
    // The page as Leather leaves it.
    injected: { LeatherProvider: contract.provider },
    confirmationPollMs: 50,
  })
  return { wallet, contract, adapter }
}

async function connected() {
  const fixture = leather()
  const connection = await fixture.adapter.connect({
    connectorId: 'Leather',
    network: ledger.network,
  })
  return { ...fixture, connection }
}

const resultOf = (answer: unknown) => (answer as { result: Record<string, unknown> }).result

describeAdapterConformance({
  name: 'bip122 (adapter-bitcoin, local regtest ledger, Leather through @leather.io/rpc’s schemas)',
  async setup() {
    const { wallet, adapter } = leather()
    return {
      adapter,
      connectorId: 'Leather',
      network: ledger.network,
      recipient,
      amount: 50_000n,
      rejectNext: () => wallet.rejectNext(),
      verifySignature: (parameters) => verifyBitcoinSignature(parameters),
    }
  },
})

describe('Leather through @leather.io/rpc', () => {
  it('default: getAddresses gives the native segwit and taproot addresses, keys and paths', async () => {
    const { connection, contract } = await connected()
    expect(connection.accounts).toEqual([
      { address: account.payment.address, type: 'payment' },
      { address: account.ordinals.address, type: 'ordinal' },
    ])
    expect(connection.network).toBe(ledger.network.caipNetworkId)
    const [payment, taproot] = resultOf(contract.answersTo('getAddresses')[0]).addresses as {
      publicKey: string
      derivationPath: string
      tweakedPublicKey?: string
    }[]
    expect(payment).toMatchObject({
      publicKey: account.payment.publicKey,
      derivationPath: account.payment.path,
    })
    expect(taproot).toMatchObject({
      publicKey: account.ordinals.publicKey,
      derivationPath: account.ordinals.path,
    })
    // The output key, which bitcoinjs derives from the internal key as BIP-86 does.
    const output = payments.p2tr({
      internalPubkey: Buffer.from(account.ordinals.publicKey, 'hex'),
      network: networks.regtest,
    })
    expect(output.address).toBe(account.ordinals.address)
    expect(taproot?.tweakedPublicKey).toBe(Buffer.from(output.pubkey ?? []).toString('hex'))
  })

  it('behavior: signs BIP-322 by payment type, on the wallet’s network, and bip322-js verifies both', async () => {
    const { adapter, connection, contract } = await connected()
    for (const { address, type } of connection.accounts) {
      const message = `Latch through Leather, ${address}`
      const signature = await adapter.signMessage({ address, message })
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
      expect(Verifier.verifySignature(address, `${message}!`, signature)).toBe(false)
      const sent = contract.exchanges.at(-1)
      expect(sent?.params).toEqual({
        message,
        paymentType: type === 'payment' ? 'p2wpkh' : 'p2tr',
        type: 'bip322',
        network: 'regtest',
      })
      expect(resultOf(sent?.answer)).toEqual({ signature, address, message })
    }
  })

  it('behavior: a transfer’s PSBT comes back from signPsbt signed, and bitcoinjs finalizes it into the transaction the ledger took', async () => {
    const { adapter, contract } = await connected()
    const id = await adapter.sendTransfer({
      from: account.payment.address,
      to: recipient,
      amount: 40_000n,
      network: ledger.network,
    })
    await adapter.waitForTransaction({ id, network: ledger.network })
    const sent = contract.exchanges.find(({ method }) => method === 'signPsbt')
    if (!sent) throw new Error('the adapter asked for no signPsbt')
    expect(sent.params).toMatchObject({ network: 'regtest', broadcast: false })
    const psbt = Psbt.fromHex(resultOf(sent.answer).hex as string, { network: networks.regtest })
    const indexes = (sent.params as { signAtIndex: number[] }).signAtIndex
    expect(indexes.length).toBe(psbt.inputCount)
    expect(
      psbt.validateSignaturesOfAllInputs((pubkey, hash, signature) =>
        ecc.verify(hash, pubkey, signature),
      ),
    ).toBe(true)
    psbt.finalizeAllInputs()
    expect(psbt.extractTransaction().getId()).toBe(id)
  })

  it('behavior: the visitor’s refusal is USER_REJECTION (4001) from the wallet and a rejection for the site', async () => {
    const { adapter, connection, contract, wallet } = await connected()
    const address = connection.accounts[0]?.address ?? ''
    wallet.rejectNext('bitcoin:signMessage')
    const refused = await adapter.signMessage({ address, message: 'no' }).catch((e) => e)
    expect(isUserRejection(refused)).toBe(true)
    expect(contract.exchanges.at(-1)).toMatchObject({
      outcome: 'rejected',
      answer: { error: { code: RpcErrorCode.USER_REJECTION } },
    })
  })
})
