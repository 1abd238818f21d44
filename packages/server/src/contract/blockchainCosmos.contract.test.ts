// Contract: @latch/core's blockchain service client against the running server, over real
// HTTP, with the testkit's local Cosmos chain behind it (its CometBFT RPC as `chainRpc`):
// every denom's balance and the bank sends of cosmos accounts, moved by real signed
// transactions, and Sign-In with Cosmos on the chain's id.
import { DirectSecp256k1Wallet } from '@cosmjs/proto-signing'
import { GasPrice, SigningStargateClient } from '@cosmjs/stargate'
import { createCosmosSiwxMessage } from '@latch/adapter-cosmos'
import { type CaipNetworkId, createBlockchainService } from '@latch/core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  expectChainUnavailable,
  expectInvalidAccountRequests,
  type RefusedAccountRequest,
} from '../testing/accountRouteChecks.js'
import { cosmosTestSigner } from '../testing/cosmosTestSigner.js'
import { listenChainTestServer, coreSdk as sdk } from '../testing/listeningTestServer.js'
import { expectSignInOverHttp } from '../testing/signInOverHttp.js'
import { sdkQuery } from '../testing/testDatabase.js'

const local = inject('cosmosLocal')
const chainId = `cosmos:${local.chainId}` as CaipNetworkId
// Accounts 0 and 1 are the adapter's and the demo's; this file sends from the last one.
const sender = local.accounts.at(-1)
if (!sender) throw new Error('the local chain has dev accounts')

let url: string
let close: () => Promise<void>
let client: SigningStargateClient

beforeAll(async () => {
  // The test's own signer, as a wallet's: it signs and broadcasts the sends.
  const wallet = await DirectSecp256k1Wallet.fromKey(
    Buffer.from(sender.privateKey.slice(2), 'hex'),
    local.bech32Prefix,
  )
  client = await SigningStargateClient.connectWithSigner(local.rpcUrl, wallet, {
    gasPrice: GasPrice.fromString(local.gasPrice),
    broadcastPollIntervalMs: 100,
  })
  // As `latch-server --chain-rpc cosmos:latch-local-1=http://127.0.0.1:26657` configures it.
  ;({ url, close } = await listenChainTestServer(chainId, local.rpcUrl, {
    // The chain's own coin, priced by the configured table (LATCH_PRICES) by asset id.
    [`${chainId}:native`]: 10,
  }))
})
afterAll(async () => {
  await close()
  client.disconnect()
})

/** Sends `coins` from the sender to `to` and waits for its block: the transaction's hash. */
async function send(to: string, coins: { denom: string; amount: string }[]) {
  const result = await client.sendTokens(sender?.address ?? '', to, coins, 'auto')
  expect(result.code).toBe(0)
  return { hash: result.transactionHash, height: result.height }
}

/** A fresh account that nothing has paid yet. */
let fresh = 40
const freshAccount = async () => cosmosTestSigner(fresh++, local.bech32Prefix)

const service = () => createBlockchainService({ baseUrl: url, sdk })
const historyOf = (account: string, query = '') =>
  fetch(`${url}/v1/account/${account}/history?chainId=${chainId}&${sdkQuery()}${query}`)
const iconOf = (symbol: string) => `${url}/public/getTokenImage/${symbol}?projectId=demo`

describe('blockchain service contract on a Cosmos chain', () => {
  it('default: the configured chain is listed, and every denom of an account has the shared shape', async () => {
    await expect(service().getSupportedChains()).resolves.toEqual({ http: [chainId], ws: [] })
    const bob = await freshAccount()
    await send(bob.address, [
      { denom: 'uatom', amount: '2500000' },
      { denom: 'ulatch', amount: '7000000' },
    ])
    // Through core's client: its schema takes a token without a price (LATCH has none).
    const { balances } = await service().getBalances(bob.address, { chainId })
    // The chain's own coin (its staking denom) first, without an address; every other denom a
    // token by its denom; each named by the node's bank metadata.
    expect(balances).toEqual([
      {
        // The node's own metadata: its name, symbol and display unit's exponent.
        name: 'ATOM',
        symbol: 'ATOM',
        chainId,
        value: 25,
        price: 10,
        quantity: { decimals: '6', numeric: '2.5' },
        iconUrl: iconOf('atom'),
      },
      {
        name: 'LATCH',
        symbol: 'LATCH',
        chainId,
        address: `${chainId}:ulatch`,
        // A denom other than the chain's own: named by its maker, so neither priced (no price,
        // no value: never 0) nor drawn.
        quantity: { decimals: '6', numeric: '7' },
        iconUrl: '',
      },
    ])
    // Nothing held: the native coin at zero, as on the other namespaces.
    const nobody = await freshAccount()
    const { balances: none } = await service().getBalances(nobody.address, { chainId })
    expect(none.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([
      ['ATOM', '0'],
    ])
  })

  it('behavior: a send moves both balances; both sides find it in their history', async () => {
    const carol = await freshAccount()
    const before = await client.getBalance(sender.address, 'uatom')
    const sent = await send(carol.address, [{ denom: 'uatom', amount: '1250000' }])
    const after = await client.getBalance(sender.address, 'uatom')
    // The amount and the fee left the sender.
    expect(BigInt(before.amount) - BigInt(after.amount)).toBeGreaterThan(1_250_000n)
    const [received] = (await service().getHistory(carol.address, { chainId })).data
    const block = await client.getBlock(sent.height)
    expect(received).toEqual({
      id: `${chainId}:${sent.hash}`,
      metadata: {
        operationType: 'receive',
        minedAt: new Date(block.header.time).toISOString(),
        chain: chainId,
        status: 'confirmed',
        sentFrom: sender.address,
        sentTo: carol.address,
        hash: sent.hash,
      },
      transfers: [
        {
          fungible_info: { name: 'ATOM', symbol: 'ATOM', icon: { url: iconOf('atom') } },
          direction: 'in',
          quantity: { numeric: '1.25' },
          value: 12.5,
          price: 10,
        },
      ],
    })
    const [out] = (await service().getHistory(`${chainId}:${sender.address}`)).data
    expect(out?.id).toBe(`${chainId}:${sent.hash}`)
    expect(out?.metadata).toMatchObject({ operationType: 'send', hash: sent.hash })
    expect(out?.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '1.25' } }),
    ])
  })

  it('behavior: the history pages newest first; limit and cursor as the others', async () => {
    const dave = await freshAccount()
    const sent: string[] = []
    for (let index = 1; index <= 5; index++) {
      sent.push((await send(dave.address, [{ denom: 'ulatch', amount: `${index}000000` }])).hash)
    }
    const newestFirst = sent.reverse()
    const hashes = (page: { data: { metadata: { hash: string } }[] }) =>
      page.data.map((entry) => entry.metadata.hash)
    const first = await (await historyOf(dave.address, '&limit=2')).json()
    expect(hashes(first)).toEqual(newestFirst.slice(0, 2))
    expect(first.data[0].transfers[0].quantity.numeric).toBe('5')
    const second = await (
      await historyOf(dave.address, `&limit=2&cursor=${encodeURIComponent(first.next)}`)
    ).json()
    expect(hashes(second)).toEqual(newestFirst.slice(2, 4))
    // A send after the first page does not shift the pages after it.
    await send(dave.address, [{ denom: 'ulatch', amount: '1' }])
    const third = await (
      await historyOf(dave.address, `&limit=2&cursor=${encodeURIComponent(second.next)}`)
    ).json()
    expect(hashes(third)).toEqual(newestFirst.slice(4))
    expect(third.next).toBeNull()
    const all = await (await historyOf(dave.address, '&limit=100')).json()
    expect(all.data).toHaveLength(6)
  })

  it('behavior: Sign-In with Cosmos on the local chain, as chainRpc configures it', async () => {
    const signer = await cosmosTestSigner(sender.privateKey, local.bech32Prefix)
    expect(signer.address).toBe(sender.address)
    await expectSignInOverHttp({ url, createMessage: createCosmosSiwxMessage, chainId, signer })
  })

  it('behavior: a chain the server does not serve, an address that is not one, or no chain, is a 400', async () => {
    const hub = 'cosmos:cosmoshub-4'
    const address = sender.address
    const cases: RefusedAccountRequest[] = [
      [`/v1/account/${address}/balance?chainId=${hub}`, 'chainId', 'not supported'],
      [`/v1/account/not-an-address/balance?chainId=${chainId}`, 'address', 'cosmos address'],
      // A checksum off by one character.
      [
        `/v1/account/${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}/balance?chainId=${chainId}`,
        'address',
        'valid checksum',
      ],
      [`/v1/account/${address}/history`, 'chainId', 'needs its chain'],
      [
        `/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history?chainId=${chainId}`,
        'account',
        `not an address of ${chainId}`,
      ],
      [
        `/v1/account/${address}/history?chainId=${chainId}&cursor=eyJ9`,
        'cursor',
        'not a cursor of this server',
      ],
    ]
    await expectInvalidAccountRequests(url, cases)
  })

  it('behavior: a node that does not answer is a 502 chain_unavailable', async () => {
    // A port nothing listens on.
    await expectChainUnavailable({ chainId, rpcUrl: 'http://127.0.0.1:9', account: sender.address })
  })
})
