// @vitest-environment happy-dom
import { bitcoinTestnet } from '@latch/core/networks'
import {
  bitcoinDevAccounts,
  createBitcoinTestWallet,
  createSatsConnectTestProvider,
} from '@latch/testkit/wallet'
import { Verifier } from 'bip322-js'
import Wallet, { AddressPurpose, MessageSigningProtocols, RpcErrorCode } from 'sats-connect'
import { afterEach, expect, it } from 'vitest'
import { bitcoinAdapter } from './bitcoinAdapter.js'
import { satsConnectContract } from './testing/satsConnectContract.js'

// One page, two clients of the same Xverse-shaped provider: sats-connect 4.2.1 as a dapp
// imports it (its default `Wallet`, with its wallet picker and the @sats-connect/core it
// pins), and Latch's adapter. Both find the provider at `window.XverseProviders
// .BitcoinProvider`, and both see the same wallet, through sats-connect's schemas.

const [account] = bitcoinDevAccounts
const contracts: ReturnType<typeof satsConnectContract>[] = []

afterEach(() => {
  for (const contract of contracts.splice(0)) expect(contract.violations).toEqual([])
  localStorage.clear()
})

function pageWithXverse() {
  // The wallet signs for testnet; nothing here reaches its Esplora URL.
  const wallet = createBitcoinTestWallet({
    accounts: account ? [account] : [],
    chains: { 'bitcoin:testnet': bitcoinTestnet.rpcUrls.default.http[0] ?? '' },
  })
  const contract = satsConnectContract(createSatsConnectTestProvider({ wallet }))
  contracts.push(contract)
  Object.assign(window, { XverseProviders: { BitcoinProvider: contract.provider } })
  return { wallet, contract }
}

it('behavior: sats-connect’s Wallet and Latch’s adapter connect the same Xverse in the page and both signatures verify', async () => {
  const { contract, wallet } = pageWithXverse()
  // The picker is skipped as for a returning visitor: sats-connect remembers the wallet chosen.
  localStorage.setItem('sats-connect_defaultProvider', 'XverseProviders.BitcoinProvider')

  const asked = await Wallet.request('getAccounts', {
    purposes: [AddressPurpose.Payment, AddressPurpose.Ordinals],
  })
  if (asked.status !== 'success') throw new Error(JSON.stringify(asked.error))
  const addresses = asked.result.map(({ address }) => address)

  const adapter = bitcoinAdapter({ wallets: { get: () => [], on: () => () => {} } })
  await adapter.preload?.()
  expect(adapter.getConnectors().map(({ id, type }) => ({ id, type }))).toEqual([
    { id: 'Xverse', type: 'INJECTED' },
  ])
  const connection = await adapter.connect({ connectorId: 'Xverse', network: bitcoinTestnet })
  expect(connection.accounts.map(({ address }) => address)).toEqual(addresses)
  expect(connection.network).toBe(bitcoinTestnet.caipNetworkId)

  const [payment, ordinals] = addresses as [string, string]
  const message = 'Latch and sats-connect, one wallet'
  const fromDapp = await Wallet.request('signMessage', {
    address: ordinals,
    message,
    protocol: MessageSigningProtocols.BIP322,
  })
  if (fromDapp.status !== 'success') throw new Error(JSON.stringify(fromDapp.error))
  expect(Verifier.verifySignature(ordinals, message, fromDapp.result.signature)).toBe(true)
  const fromLatch = await adapter.signMessage({ address: payment, message })
  expect(Verifier.verifySignature(payment, message, fromLatch)).toBe(true)

  wallet.rejectNext('bitcoin:signMessage')
  const refused = await Wallet.request('signMessage', { address: payment, message })
  expect(refused).toMatchObject({ status: 'error', error: { code: RpcErrorCode.USER_REJECTION } })

  // getInfo first (sats-connect asks once per page), then what each client asked for.
  expect(contract.exchanges.map(({ method }) => method)).toEqual([
    'getInfo',
    'getAccounts',
    'getAccounts',
    'wallet_getNetwork',
    'signMessage',
    'signMessage',
    'signMessage',
  ])
})

it('behavior: sats-connect’s Wallet.addListener hears the wallet’s disconnect through the provider’s { eventName, cb }', async () => {
  const { wallet } = pageWithXverse()
  localStorage.setItem('sats-connect_defaultProvider', 'XverseProviders.BitcoinProvider')
  await Wallet.request('getAccounts', { purposes: [AddressPurpose.Payment] })
  const heard: string[] = []
  const off = Wallet.addListener({
    eventName: 'disconnect',
    cb: (event) => heard.push(event.type),
  })
  wallet.disconnect()
  off()
  expect(heard).toEqual(['disconnect'])
})
