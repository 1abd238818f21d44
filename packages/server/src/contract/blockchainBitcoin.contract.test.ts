// Contract: @latch/core's blockchain service client against the running server, over real
// HTTP, with the testkit's local regtest ledger behind it (its Esplora API as `chainRpc`):
// balances and activity of a Bitcoin address, moved by real signed transactions.
import { createBlockchainService } from '@latch/core'
import { bitcoinDevAccounts, type LocalBitcoin, startLocalBitcoin } from '@latch/testkit'
import { networks } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  expectChainUnavailable,
  expectInvalidAccountRequests,
  type RefusedAccountRequest,
} from '../testing/accountRouteChecks.js'
import { bitcoinTestSigner } from '../testing/bitcoinTestSigner.js'
import { listenChainTestServer, coreSdk as sdk } from '../testing/listeningTestServer.js'
import { sendRegtestBitcoin } from '../testing/sendRegtestBitcoin.js'
import { expectSignInOverHttp } from '../testing/signInOverHttp.js'
import { sdkQuery } from '../testing/testDatabase.js'

const regtest = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
const mainnet = 'bip122:000000000019d6689c085ae165831e93'
// Each test moves the funds of accounts of its own, so that they hold in any order (the
// ledger is the file's): alice pays bob, dave pays the paged address, carol only holds.
const [alice, bob, carol, dave] = bitcoinDevAccounts
if (!alice || !bob || !carol || !dave) throw new Error('the local ledger has dev accounts')

let bitcoin: LocalBitcoin
let url: string
let close: () => Promise<void>

beforeAll(async () => {
  bitcoin = await startLocalBitcoin()
  // As `latch-server --chain-rpc bip122:0f91…=http://127.0.0.1:3002` configures it.
  ;({ url, close } = await listenChainTestServer(regtest, bitcoin.url, { BTC: 60_000 }))
})
afterAll(async () => {
  await close()
  await bitcoin.stop()
})

const service = () => createBlockchainService({ baseUrl: url, sdk })
const btcOf = async (address: string) => {
  const { balances } = await service().getBalances(address, { chainId: regtest })
  return balances.map((balance) => balance.quantity.numeric)
}
const historyOf = (address: string, query = '') =>
  fetch(`${url}/v1/account/${address}/history?chainId=${regtest}&${sdkQuery()}${query}`)
const blockTimeOf = async (txid: string) => {
  const status = await (await fetch(`${bitcoin.url}/tx/${txid}/status`)).json()
  return new Date(status.block_time * 1000).toISOString()
}
/** A fresh regtest address that nothing has paid yet. */
const freshAddress = (seed: number) =>
  bitcoinTestSigner('p2wpkh', new Uint8Array(32).fill(seed), networks.regtest).address

describe('blockchain service contract on a Bitcoin chain', () => {
  it('default: the configured regtest is listed, and its BTC balance has the shared shape', async () => {
    expect(bitcoin.network.caipNetworkId).toBe(regtest)
    await expect(service().getSupportedChains()).resolves.toEqual({ http: [regtest], ws: [] })
    const { balances } = await service().getBalances(carol.payment.address, { chainId: regtest })
    expect(balances).toEqual([
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId: regtest,
        // Priced by the configured table (LATCH_PRICES): no exchange prices BTC.
        value: 600_000,
        price: 60_000,
        quantity: { decimals: '8', numeric: '10' },
        iconUrl: `${url}/public/getTokenImage/btc?projectId=demo`,
      },
    ])
    const icon = await fetch(balances[0]?.iconUrl as string)
    expect(icon.headers.get('content-type')).toBe('image/svg+xml')
    // A segwit address in upper case (as QR codes write it) is the same address.
    await expect(btcOf(carol.payment.address.toUpperCase())).resolves.toEqual(['10'])
  })

  it('behavior: a send moves both balances at once (mempool), and again not when mined', async () => {
    const txid = await sendRegtestBitcoin({
      esploraUrl: bitcoin.url,
      privateKey: alice.payment.privateKey,
      to: bob.payment.address,
      sats: 150_000_000n,
    })
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    await expect(btcOf(alice.payment.address)).resolves.toEqual(['8.499995'])
    await expect(btcOf(bob.payment.address)).resolves.toEqual(['11.5'])

    const before = Date.now()
    const pending = await service().getHistory(alice.payment.address, { chainId: regtest })
    const [send, funding] = pending.data
    expect(pending.next).toBeNull()
    expect(send).toEqual({
      id: `${regtest}:${txid}`,
      metadata: {
        operationType: 'send',
        minedAt: expect.any(String),
        chain: regtest,
        status: 'pending',
        sentFrom: alice.payment.address,
        sentTo: bob.payment.address,
        hash: txid,
      },
      transfers: [
        {
          fungible_info: {
            name: 'Bitcoin',
            symbol: 'BTC',
            icon: { url: `${url}/public/getTokenImage/btc?projectId=demo` },
          },
          direction: 'out',
          // What left the address: the payment and the fee it paid.
          quantity: { numeric: '1.500005' },
          value: expect.closeTo(1.500005 * 60_000, 6),
          price: 60_000,
        },
      ],
    })
    // Not in a block yet: shown at the time of the answer.
    expect(Math.abs(Date.parse(send?.metadata.minedAt ?? '') - before)).toBeLessThan(5_000)
    expect(funding?.metadata).toMatchObject({ operationType: 'receive', status: 'confirmed' })
    expect(funding?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '10' } })

    const [receive] = (await service().getHistory(`${regtest}:${bob.payment.address}`)).data
    expect(receive?.metadata).toMatchObject({
      operationType: 'receive',
      status: 'pending',
      sentFrom: alice.payment.address,
      sentTo: bob.payment.address,
      hash: txid,
    })
    expect(receive?.transfers[0]).toMatchObject({ direction: 'in', quantity: { numeric: '1.5' } })

    await bitcoin.mine(1)
    await expect(btcOf(alice.payment.address)).resolves.toEqual(['8.499995'])
    await expect(btcOf(bob.payment.address)).resolves.toEqual(['11.5'])
    const [mined] = (await service().getHistory(bob.payment.address, { chainId: regtest })).data
    expect(mined?.metadata).toMatchObject({
      hash: txid,
      status: 'confirmed',
      minedAt: await blockTimeOf(txid),
    })
  })

  it('behavior: the history pages with Esplora, through more than one of its pages', async () => {
    const address = freshAddress(41)
    const funded: string[] = []
    // Each in a block of its own: 30 confirmed transactions, over Esplora's pages of 25.
    for (let sats = 1; sats <= 30; sats++) funded.push(await bitcoin.fund(address, sats * 1000))
    const pending = await sendRegtestBitcoin({
      esploraUrl: bitcoin.url,
      privateKey: dave.payment.privateKey,
      to: address,
      sats: 31_000n,
    })
    const newestFirst = [pending, ...funded.reverse()]

    const first = await (await historyOf(address, '&limit=27')).json()
    expect(first.data.map((entry: { metadata: { hash: string } }) => entry.metadata.hash)).toEqual(
      newestFirst.slice(0, 27),
    )
    expect(first.data[0].metadata.status).toBe('pending')
    expect(first.data[1].transfers[0].quantity.numeric).toBe('0.0003')
    expect(first.next).toEqual(expect.any(String))
    const second = await (
      await historyOf(address, `&limit=27&cursor=${encodeURIComponent(first.next)}`)
    ).json()
    expect(second.data.map((entry: { metadata: { hash: string } }) => entry.metadata.hash)).toEqual(
      newestFirst.slice(27),
    )
    expect(second.next).toBeNull()
    // Enough room for all: one page, read from Esplora's first two, and no next.
    const all = await (await historyOf(address, '&limit=100')).json()
    expect(all.data).toHaveLength(31)
    expect(all.next).toBeNull()
    // The client's own paging (20 a page) walks the same list.
    const page = await service().getHistory(address, { chainId: regtest })
    const rest = await service().getHistory(address, {
      chainId: regtest,
      cursor: page.next as string,
    })
    expect([...page.data, ...rest.data].map((entry) => entry.id)).toEqual(
      newestFirst.map((txid) => `${regtest}:${txid}`),
    )
    expect(rest.next).toBeNull()
  })

  it('behavior: an address never used has 0 BTC and an empty history', async () => {
    await expect(btcOf(freshAddress(42))).resolves.toEqual(['0'])
    await expect(service().getHistory(freshAddress(42), { chainId: regtest })).resolves.toEqual({
      data: [],
      next: null,
    })
  })

  it('behavior: Sign-In with Bitcoin on regtest is served, as chainRpc configures it', async () => {
    const { createBitcoinSiwxMessage } = await import('@latch/adapter-bitcoin')
    const signer = bitcoinTestSigner('p2tr', new Uint8Array(32).fill(43), networks.regtest)
    await expectSignInOverHttp({
      url,
      createMessage: createBitcoinSiwxMessage,
      chainId: regtest,
      signer,
    })
  })

  it('behavior: a Bitcoin chain the server does not serve, or an address of another, is a 400', async () => {
    await expect(
      service().getBalances('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', { chainId: mainnet }),
    ).rejects.toMatchObject({ status: 400 })
    const unsupported = await fetch(
      `${url}/v1/account/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/balance?chainId=${mainnet}&${sdkQuery()}`,
    )
    expect((await unsupported.json()).error).toMatchObject({
      code: 'invalid_request',
      field: 'chainId',
      message: expect.stringContaining(`Chain ${mainnet} is not supported by this server`),
    })
    const cases: RefusedAccountRequest[] = [
      // A mainnet address on regtest: its Esplora would say "never used", not "wrong chain".
      [
        `/v1/account/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/balance?chainId=${regtest}`,
        'address',
        `not an address of ${regtest}`,
      ],
      [
        `/v1/account/bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4/history?chainId=${regtest}`,
        'account',
        `not an address of ${regtest}`,
      ],
      [`/v1/account/not-an-address/balance?chainId=${regtest}`, 'address', 'bip122 address'],
      [`/v1/account/${alice.payment.address}/history`, 'chainId', 'needs its chain'],
      [
        `/v1/account/${alice.payment.address}/history?chainId=${regtest}&cursor=eyJ9`,
        'cursor',
        'not a cursor of this server',
      ],
    ]
    await expectInvalidAccountRequests(url, cases)
  })

  it('behavior: an Esplora that does not answer is a 502 chain_unavailable', async () => {
    const gone = await startLocalBitcoin()
    await gone.stop()
    await expectChainUnavailable({
      chainId: regtest,
      rpcUrl: gone.url,
      account: alice.payment.address,
    })
  })
})
