import * as ecc from '@bitcoinerlab/secp256k1'
import type { AdapterEvent } from '@latch/core'
import { describeAdapterConformance } from '@latch/core/conformance'
import { isUserRejection } from '@latch/core/errors'
import { bitcoinTestnet } from '@latch/core/networks'
import {
  type BitcoinDevAccount,
  bitcoinDevAccounts,
  createBitcoinTestWallet,
  createSatsConnectTestProvider,
} from '@latch/testkit/wallet'
import {
  AddressPurpose,
  addListener,
  DefaultAdaptersInfo,
  getProviderById,
  MessageSigningProtocols,
  RpcErrorCode,
  request,
} from '@sats-connect/core'
import { BIP322, Verifier } from 'bip322-js'
import { networks, Psbt } from 'bitcoinjs-lib'
import { afterEach, describe, expect, inject, it, vi } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { verifyBitcoinSignature } from './siwx/verifyBitcoinSignature.js'
import { satsConnectContract } from './testing/satsConnectContract.js'

// Latch against Xverse as its maker ships the page side: the adapter finds the provider where
// sats-connect looks for it (`XverseProviders.BitcoinProvider`), and every request it sends and
// every answer and event the wallet gives passes sats-connect's own valibot schemas
// (@sats-connect/core 0.16.0); sats-connect's `request()` and `addListener()` drive the same
// wallet. Only the extension's background is ours: the Latch Bitcoin Test Wallet's keys and
// approvals, behind an Xverse-shaped provider, on the local regtest ledger (dev accounts 2 and
// 3; other files spend from the others).

const ledger = inject('bitcoinRegtest')
const recipient = bitcoinDevAccounts[4]?.payment.address ?? ''
const first = ledger.accounts[2] as BitcoinDevAccount
const second = ledger.accounts[3] as BitcoinDevAccount
const contracts: ReturnType<typeof satsConnectContract>[] = []

afterEach(() => {
  vi.unstubAllGlobals()
  for (const contract of contracts.splice(0)) expect(contract.violations).toEqual([])
})

function xverse() {
  const wallet = createBitcoinTestWallet({
    accounts: [first, second],
    chains: {
      [ledger.walletChain]: ledger.url,
      'bitcoin:testnet': bitcoinTestnet.rpcUrls.default.http[0] ?? '',
    },
  })
  const contract = satsConnectContract(createSatsConnectTestProvider({ wallet }))
  contracts.push(contract)
  // The page as Xverse leaves it.
  const page = { XverseProviders: { BitcoinProvider: contract.provider } }
  const adapter = bitcoinAdapter({
    wallets: { get: () => [], on: () => () => {} },
    injected: page,
    confirmationPollMs: 50,
  })
  return { wallet, contract, page, adapter }
}

async function connected() {
  const fixture = xverse()
  const connection = await fixture.adapter.connect({
    connectorId: 'Xverse',
    network: ledger.network,
  })
  return { ...fixture, connection }
}

const resultOf = (response: unknown) => (response as { result: Record<string, unknown> }).result

describeAdapterConformance({
  name: 'bip122 (adapter-bitcoin, local regtest ledger, Xverse through sats-connect’s schemas)',
  async setup() {
    const { wallet, adapter } = xverse()
    return {
      adapter,
      connectorId: 'Xverse',
      network: ledger.network,
      // The wallet has the same keys' tb1 addresses: wallet_changeNetwork moves it there.
      otherNetwork: bitcoinTestnet,
      recipient,
      amount: 50_000n,
      rejectNext: () => wallet.rejectNext(),
      verifySignature: (parameters) => verifyBitcoinSignature(parameters),
    }
  },
})

describe('Xverse through sats-connect', () => {
  it('default: getAccounts gives the payment and ordinals addresses with the keys Xverse reports', async () => {
    const { connection, contract } = await connected()
    expect(connection.accounts).toEqual([
      { address: first.payment.address, type: 'payment' },
      { address: first.ordinals.address, type: 'ordinal' },
    ])
    expect(connection.network).toBe(ledger.network.caipNetworkId)
    expect(contract.exchanges[0]).toMatchObject({
      method: 'getAccounts',
      params: { purposes: ['payment', 'ordinals'] },
    })
    expect(resultOf(contract.responsesTo('getAccounts')[0])).toEqual([
      {
        address: first.payment.address,
        publicKey: first.payment.publicKey,
        purpose: 'payment',
        addressType: 'p2wpkh',
        walletType: 'software',
      },
      {
        address: first.ordinals.address,
        publicKey: first.ordinals.publicKey,
        purpose: 'ordinals',
        addressType: 'p2tr',
        walletType: 'software',
      },
    ])
  })

  it('behavior: signs BIP-322 with the payment and the ordinals address, and bip322-js verifies both', async () => {
    const { adapter, connection, contract } = await connected()
    for (const { address } of connection.accounts) {
      const message = `Latch through sats-connect, ${address}`
      const signature = await adapter.signMessage({ address, message })
      expect(Verifier.verifySignature(address, message, signature)).toBe(true)
      expect(Verifier.verifySignature(address, `${message}!`, signature)).toBe(false)
      const result = resultOf(contract.responsesTo('signMessage').at(-1))
      expect(result).toMatchObject({ address, protocol: 'BIP322', signature })
      expect(result.messageHash).toBe(Buffer.from(BIP322.hashMessage(message)).toString('hex'))
    }
    expect(contract.exchanges.filter(({ method }) => method === 'signMessage')).toHaveLength(2)
  })

  it('behavior: a transfer’s PSBT comes back from signPsbt signed, and bitcoinjs finalizes it into the transaction the ledger took', async () => {
    const { adapter, contract } = await connected()
    const id = await adapter.sendTransfer({
      from: first.payment.address,
      to: recipient,
      amount: 40_000n,
      network: ledger.network,
    })
    await adapter.waitForTransaction({ id, network: ledger.network })
    const [sent] = contract.exchanges.filter(({ method }) => method === 'signPsbt')
    if (!sent) throw new Error('the adapter asked for no signPsbt')
    expect(Object.keys((sent.params as { signInputs: object }).signInputs)).toEqual([
      first.payment.address,
    ])
    const psbt = Psbt.fromBase64(resultOf(sent.response).psbt as string, {
      network: networks.regtest,
    })
    expect(
      psbt.validateSignaturesOfAllInputs((pubkey, hash, signature) =>
        ecc.verify(hash, pubkey, signature),
      ),
    ).toBe(true)
    psbt.finalizeAllInputs()
    expect(psbt.extractTransaction().getId()).toBe(id)
    const onChain = (await (await fetch(`${ledger.url}/tx/${id}`)).json()) as {
      status: { confirmed: boolean }
    }
    expect(onChain.status.confirmed).toBe(true)
  })

  it('behavior: the visitor’s refusal is USER_REJECTION (-32000) from the wallet and a rejection for the site', async () => {
    const { adapter, connection, contract, wallet } = await connected()
    const address = connection.accounts[0]?.address ?? ''
    wallet.rejectNext('bitcoin:signMessage')
    const refused = await adapter.signMessage({ address, message: 'no' }).catch((e) => e)
    expect(isUserRejection(refused)).toBe(true)
    expect(contract.responsesTo('signMessage').at(-1)).toMatchObject({
      error: { code: RpcErrorCode.USER_REJECTION },
    })
  })

  it('behavior: the wallet’s account switch, network switch and disconnect reach the site through addListener({ eventName, cb })', async () => {
    const { adapter, wallet, contract } = await connected()
    const events: AdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))

    wallet.setAccount(1)
    await vi.waitFor(() =>
      expect(events.at(-1)).toMatchObject({
        type: 'accountsChanged',
        accounts: [{ address: second.payment.address }, { address: second.ordinals.address }],
      }),
    )

    // The wallet moves to Testnet on its own (its network menu, or another page script).
    await contract.provider.request('wallet_changeNetwork', { name: 'Testnet' })
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({
        type: 'networkChanged',
        connectorId: 'Xverse',
        caipNetworkId: bitcoinTestnet.caipNetworkId,
      }),
    )
    expect(events.at(-2)).toMatchObject({ type: 'accountsChanged' })
    const moved = events.at(-2) as Extract<AdapterEvent, { type: 'accountsChanged' }>
    expect(moved.accounts.map(({ address }) => address.slice(0, 4))).toEqual(['tb1q', 'tb1p'])

    wallet.disconnect()
    await vi.waitFor(() =>
      expect(events.at(-1)).toEqual({ type: 'disconnected', connectorId: 'Xverse' }),
    )
  })

  it('behavior: a btc_providers announcement in sats-connect’s Provider shape lists the wallet by its name and icon', async () => {
    const { page, adapter } = xverse()
    // What Xverse announces is sats-connect's own record of it (id path, name, data: icon).
    const announced = DefaultAdaptersInfo.xverse
    if (!announced) throw new Error('sats-connect knows no Xverse')
    Object.assign(page, { btc_providers: [announced] })
    await adapter.preload?.()
    expect(adapter.getConnectors()).toEqual([
      expect.objectContaining({ id: 'Xverse', type: 'ANNOUNCED', imageUrl: announced.icon }),
    ])
    const connection = await adapter.connect({ connectorId: 'Xverse', network: ledger.network })
    expect(connection.accounts[0]?.address).toBe(first.payment.address)
  })

  it('behavior: sats-connect’s own request() and addListener() find the wallet where the adapter does and drive it', async () => {
    const { page, adapter, wallet } = xverse()
    vi.stubGlobal('window', page)
    await adapter.preload?.()
    const [connector] = adapter.getConnectors()
    expect(connector?.id).toBe('Xverse')
    const xverseId = DefaultAdaptersInfo.xverse?.id
    expect(xverseId).toBe('XverseProviders.BitcoinProvider')
    expect(getProviderById(xverseId as string)).toBe(page.XverseProviders.BitcoinProvider)

    const accounts = await request('getAccounts', {
      purposes: [AddressPurpose.Payment, AddressPurpose.Ordinals],
    })
    if (accounts.status !== 'success') throw new Error(JSON.stringify(accounts.error))
    const [payment, ordinals] = accounts.result
    expect([payment?.address, ordinals?.address]).toEqual([
      first.payment.address,
      first.ordinals.address,
    ])

    // BIP-322 asked for; ECDSA (BIP-137) is sats-connect's default for a payment address.
    for (const [address, protocol, expected] of [
      [first.ordinals.address, MessageSigningProtocols.BIP322, 'BIP322'],
      [first.payment.address, MessageSigningProtocols.BIP322, 'BIP322'],
      [first.payment.address, undefined, 'ECDSA'],
    ] as const) {
      const message = `sats-connect ${expected}`
      const signed = await request('signMessage', {
        address,
        message,
        ...(protocol ? { protocol } : {}),
      })
      if (signed.status !== 'success') throw new Error(JSON.stringify(signed.error))
      expect(signed.result.protocol).toBe(expected)
      expect(Verifier.verifySignature(address, message, signed.result.signature)).toBe(true)
    }

    wallet.rejectNext('bitcoin:signMessage')
    const refused = await request('signMessage', { address: first.payment.address, message: 'x' })
    expect(refused).toMatchObject({
      status: 'error',
      error: { code: RpcErrorCode.USER_REJECTION },
    })

    const heard: unknown[] = []
    const off = addListener('accountChange', (event: unknown) => heard.push(event))
    wallet.setAccount(1)
    expect(heard).toEqual([
      {
        type: 'accountChange',
        addresses: [
          expect.objectContaining({ address: second.payment.address, purpose: 'payment' }),
          expect.objectContaining({ address: second.ordinals.address, purpose: 'ordinals' }),
        ],
      },
    ])
    off()
    wallet.setAccount(0)
    expect(heard).toHaveLength(1)
  })
})
