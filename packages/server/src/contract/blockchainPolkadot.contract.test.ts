// Contract: @latch/core's blockchain service client against the running server, over real
// HTTP, with the testkit's local Polkadot chain behind it (chopsticks running Rococo Asset
// Hub's runtime, its WebSocket as `chainRpc`): balances and activity of polkadot accounts,
// moved by real signed transfers, and Sign-In with Substrate on the chain's id.
import { createPolkadotSiwxMessage } from '@latch/adapter-polkadot'
import { createBlockchainService } from '@latch/core'
import { polkadotDevAccounts } from '@latch/testkit'
import { ApiPromise, WsProvider } from '@polkadot/api'
import type { ApiOptions } from '@polkadot/api/types'
import { formatUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  expectChainUnavailable,
  expectInvalidAccountRequests,
  type RefusedAccountRequest,
} from '../testing/accountRouteChecks.js'
import { listenChainTestServer, coreSdk as sdk } from '../testing/listeningTestServer.js'
import { type PolkadotTestSigner, polkadotTestSigner } from '../testing/polkadotTestSigner.js'
import { expectSignInOverHttp } from '../testing/signInOverHttp.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

const local = inject('polkadotLocal')
const chainId = local.caipNetworkId
const [, , sender, edAccount, ecdsaAccount] = polkadotDevAccounts
if (!sender || !edAccount || !ecdsaAccount) throw new Error('the local chain has dev accounts')
const roc = 10n ** 12n

let api: ApiPromise
let url: string
let close: () => Promise<void>
let alice: PolkadotTestSigner

beforeAll(async () => {
  // The test's own connection, as a wallet's: it signs and sends the transfers.
  const provider = new WsProvider(local.wsUrl) as unknown as NonNullable<ApiOptions['provider']>
  api = await ApiPromise.create({ provider, noInitWarn: true })
  alice = await polkadotTestSigner('sr25519', sender.secretUri, local.ss58Prefix)
  // As `latch-server --chain-rpc polkadot:4545…=ws://127.0.0.1:9944` configures it.
  ;({ url, close } = await listenChainTestServer(chainId, local.wsUrl, {
    // A chain Latch does not know names its token only through its node: priced by asset id.
    [`${chainId}:native`]: 5,
  }))
  // Two API clients decode the runtime's metadata: over a minute once on two cores shared with
  // the other packages' suites and the browser tests.
}, 180_000)
afterAll(async () => {
  await close()
  await api.disconnect()
})

/** Signs and sends `from`'s extrinsic and waits for its block: its hash and block. */
async function submit(
  from: PolkadotTestSigner,
  extrinsic: ReturnType<typeof api.tx.balances.transferKeepAlive>,
) {
  // Asked each time: the API's own lookup can lag behind a chain that builds a block per send.
  const nonce = await api.rpc.system.accountNextIndex(from.address)
  return new Promise<{ hash: string; block: string }>((resolve, reject) => {
    extrinsic
      .signAndSend(from.pair, { nonce }, ({ status, txHash, dispatchError }) => {
        if (dispatchError) reject(new Error(dispatchError.toString()))
        // @polkadot/api reads a block's events before it reports the status, and drops the
        // InBlock result when Finalized comes first (chopsticks finalizes 100 ms later): on a
        // loaded machine only Finalized arrives.
        else if (status.isInBlock || status.isFinalized) {
          const block = status.isInBlock ? status.asInBlock : status.asFinalized
          resolve({ hash: txHash.toHex(), block: block.toHex() })
        }
      })
      .catch(reject)
  })
}

/** Sends `planck` from `from` to `to` and waits for its block. */
const transfer = (from: PolkadotTestSigner, to: string, planck: bigint) =>
  submit(from, api.tx.balances.transferKeepAlive(to, planck))

/**
 * What the account can move, read by the test's own connection, in ROC: its free balance, as
 * nothing is frozen on these accounts (this runtime's balances keep `miscFrozen` and
 * `feeFrozen`).
 */
async function transferableOf(address: string) {
  const { data } = await api.query.system.account(address)
  const fields = data.toPrimitive() as Record<string, number | string>
  expect([fields.miscFrozen, fields.feeFrozen, fields.frozen ?? 0].map(Number)).toEqual([0, 0, 0])
  return formatUnits(BigInt(fields.free ?? 0), 12)
}

const service = () => createBlockchainService({ baseUrl: url, sdk })
const rocOf = async (address: string) => {
  const { balances } = await service().getBalances(address, { chainId })
  return balances.map((balance) => balance.quantity.numeric)
}
const historyOf = (account: string, query = '') =>
  fetch(`${url}/v1/account/${account}/history?chainId=${chainId}&${sdkQuery()}${query}`)
const blockTimeOf = async (block: string) =>
  new Date((await (await api.at(block)).query.timestamp.now()).toNumber()).toISOString()
/** A fresh account that nothing has paid yet. */
const freshAccount = (name: string) => polkadotTestSigner('sr25519', `//server-${name}`, 42)

describe('blockchain service contract on a Polkadot chain', () => {
  it('default: the configured chain is listed, and its ROC balance has the shared shape', async () => {
    await expect(service().getSupportedChains()).resolves.toEqual({ http: [chainId], ws: [] })
    const { balances } = await service().getBalances(sender.address, { chainId })
    expect(balances).toEqual([
      {
        // The node's own token (system_properties): a chain Latch does not know is named by it.
        name: 'ROC',
        symbol: 'ROC',
        chainId,
        // Priced by the configured table (LATCH_PRICES), by asset id.
        value: expect.closeTo(Number(await transferableOf(sender.address)) * 5, 6),
        price: 5,
        quantity: { decimals: '12', numeric: await transferableOf(sender.address) },
        iconUrl: `${url}/public/getTokenImage/roc?projectId=demo`,
        // Nothing reserved or frozen on a dev account: all it has is free and transferable.
        breakdown: { free: await transferableOf(sender.address), reserved: '0' },
      },
    ])
    expect(Number(balances[0]?.quantity.numeric)).toBeGreaterThan(900)
  })

  it('behavior: a transfer moves both balances; the same key with another prefix is the same account', async () => {
    const bob = await freshAccount('bob')
    await expect(rocOf(bob.address)).resolves.toEqual(['0'])
    const before = await transferableOf(sender.address)
    const sent = await transfer(alice, bob.address, 2n * roc)
    await expect(rocOf(bob.address)).resolves.toEqual(['2'])
    // Polkadot's prefix and the chain's: the key decides, not how the address is written.
    await expect(rocOf(bob.addressWith(0))).resolves.toEqual(['2'])
    await expect(rocOf(bob.addressWith(local.ss58Prefix))).resolves.toEqual(['2'])
    const after = await rocOf(sender.address)
    expect(after).toEqual([await transferableOf(sender.address)])
    // The 2 ROC and the fee.
    expect(Number(before) - Number(after[0])).toBeGreaterThan(2)
    expect(Number(before) - Number(after[0])).toBeLessThan(2.01)

    const [received] = (await service().getHistory(bob.address, { chainId })).data
    const iconUrl = `${url}/public/getTokenImage/roc?projectId=demo`
    expect(received).toEqual({
      id: `${chainId}:${sent.hash}`,
      metadata: {
        operationType: 'receive',
        minedAt: await blockTimeOf(sent.block),
        chain: chainId,
        status: 'confirmed',
        // As the chain writes addresses (its SS58 prefix).
        sentFrom: sender.address,
        sentTo: bob.addressWith(local.ss58Prefix),
        hash: sent.hash,
      },
      transfers: [
        {
          fungible_info: { name: 'ROC', symbol: 'ROC', icon: { url: iconUrl } },
          direction: 'in',
          quantity: { numeric: '2' },
          value: 10,
          price: 5,
        },
      ],
    })
    const [out] = (await service().getHistory(`${chainId}:${sender.address}`)).data
    expect(out?.id).toBe(`${chainId}:${sent.hash}`)
    expect(out?.metadata).toMatchObject({ operationType: 'send', hash: sent.hash })
    expect(out?.transfers).toEqual([
      expect.objectContaining({ direction: 'out', quantity: { numeric: '2' } }),
    ])
  })

  it('behavior: reserved funds (a proxy deposit) are in the breakdown, not in what can be transferred', async () => {
    const frank = await freshAccount('frank')
    await transfer(alice, frank.address, 5n * roc)
    // The proxy pallet reserves a deposit from the account that adds a proxy.
    await submit(frank, api.tx.proxy.addProxy(sender.address, 'Any', 0))
    const { data } = await api.query.system.account(frank.address)
    const reserved = data.reserved.toBigInt()
    expect(reserved).toBeGreaterThan(0n)
    const [balance] = (await service().getBalances(frank.address, { chainId })).balances
    expect(balance?.breakdown).toEqual({
      free: formatUnits(data.free.toBigInt(), 12),
      reserved: formatUnits(reserved, 12),
    })
    // Reserved funds are outside free ones: the transferable figure is the free one here.
    expect(balance?.quantity.numeric).toBe(formatUnits(data.free.toBigInt(), 12))
    expect(Number(balance?.breakdown?.free) + Number(balance?.breakdown?.reserved)).toBeLessThan(5)
    expect(Number(balance?.breakdown?.free) + Number(balance?.breakdown?.reserved)).toBeGreaterThan(
      4.99,
    )
  })

  it('behavior: the history pages through the window newest first; limit and cursor as the others', async () => {
    const carol = await freshAccount('carol')
    const sent: string[] = []
    for (let index = 1; index <= 5; index++) {
      sent.push((await transfer(alice, carol.address, BigInt(index) * roc)).hash)
    }
    const newestFirst = sent.reverse()
    const first = await (await historyOf(carol.address, '&limit=2')).json()
    const hashes = (page: { data: { metadata: { hash: string } }[] }) =>
      page.data.map((entry) => entry.metadata.hash)
    expect(hashes(first)).toEqual(newestFirst.slice(0, 2))
    expect(first.data[0].transfers[0].quantity.numeric).toBe('5')
    const second = await (
      await historyOf(carol.address, `&limit=2&cursor=${encodeURIComponent(first.next)}`)
    ).json()
    expect(hashes(second)).toEqual(newestFirst.slice(2, 4))
    // A transfer after the first page does not shift the pages after it.
    await transfer(alice, carol.address, roc)
    const third = await (
      await historyOf(carol.address, `&limit=2&cursor=${encodeURIComponent(second.next)}`)
    ).json()
    expect(hashes(third)).toEqual(newestFirst.slice(4))
    expect(third.next).toBeNull()
    const all = await (await historyOf(`${chainId}:${carol.addressWith(0)}`, '&limit=100')).json()
    expect(all.data).toHaveLength(6)
    expect(all.next).toBeNull()
    // Seven transfers, each waiting for its block: the runtime's wasm builds each, which takes
    // seconds on a machine busy with the rest of a full run.
  }, 90_000)

  it('parameters: only the newest polkadotHistoryBlocks blocks are read', async () => {
    const dave = await freshAccount('dave')
    await transfer(alice, dave.address, roc)
    // Two blocks after it: a window of 2 no longer holds it, one of 3 does.
    await transfer(alice, (await freshAccount('erin')).address, roc)
    await transfer(alice, (await freshAccount('erin')).address, roc)
    for (const [blocks, shown] of [
      [2, 0],
      [3, 1],
    ] as const) {
      const narrow = await createTestServer({
        chainRpc: { [chainId]: local.wsUrl },
        indexerPollMs: false,
        polkadotHistoryBlocks: blocks,
      })
      try {
        const response = await narrow.app.request(
          `/v1/account/${dave.address}/history?chainId=${chainId}&${sdkQuery()}`,
        )
        expect((await response.json()).data, `${blocks} blocks`).toHaveLength(shown)
      } finally {
        await narrow.close()
      }
    }
    // Three transfers and two servers, on a machine that may be busy: as above.
  }, 90_000)

  it.each([
    ['sr25519', 2],
    ['ed25519', 3],
    ['ecdsa', 4],
  ] as const)(
    'behavior: Sign-In with Substrate with a %s key on the local chain, as chainRpc configures it',
    async (type, index) => {
      const account = polkadotDevAccounts[index]
      if (!account) throw new Error('no dev account')
      const signer = await polkadotTestSigner(type, account.secretUri, local.ss58Prefix)
      expect(signer.address).toBe(account.address)
      await expectSignInOverHttp({
        url,
        createMessage: createPolkadotSiwxMessage,
        chainId,
        signer,
      })
      // Listed under any prefix's address of the key.
      const listed = await fetch(
        `${url}/v1/siwx/sessions/${chainId}/${signer.addressWith(0)}?${sdkQuery('shop')}`,
        { headers: { origin: 'http://localhost:5173' } },
      )
      expect((await listed.json()).sessions).toHaveLength(1)
    },
  )

  it('behavior: a chain the server does not serve, an address that is not one, or no chain, is a 400', async () => {
    const polkadot = 'polkadot:91b171bb158e2d3848fa23a9f1c25182'
    const cases: RefusedAccountRequest[] = [
      [`/v1/account/${sender.address}/balance?chainId=${polkadot}`, 'chainId', 'not supported'],
      [`/v1/account/not-an-address/balance?chainId=${chainId}`, 'address', 'polkadot address'],
      // A checksum off by one character.
      [
        `/v1/account/${sender.address.slice(0, -1)}${sender.address.endsWith('2') ? '3' : '2'}/balance?chainId=${chainId}`,
        'address',
        'valid checksum',
      ],
      [`/v1/account/${sender.address}/history`, 'chainId', 'needs its chain'],
      [
        `/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/history?chainId=${chainId}`,
        'account',
        `not an address of ${chainId}`,
      ],
      [
        `/v1/account/${sender.address}/history?chainId=${chainId}&cursor=eyJ9`,
        'cursor',
        'not a cursor of this server',
      ],
    ]
    await expectInvalidAccountRequests(url, cases)
  })

  it('behavior: token images: drawn for the networks Latch knows, none for a symbol only the node states', async () => {
    const image = (symbol: string) => fetch(`${url}/public/getTokenImage/${symbol}?${sdkQuery()}`)
    expect((await image('roc')).status).toBe(404)
    const kusama = await createTestServer({
      chainRpc: { 'polkadot:b0a8d493285c2df73290dfb7e61f870f': 'wss://kusama-rpc.polkadot.io' },
      indexerPollMs: false,
    })
    try {
      const response = await kusama.app.request(`/public/getTokenImage/ksm?${sdkQuery()}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
    } finally {
      await kusama.close()
    }
  })

  it('behavior: a node that does not answer is a 502 chain_unavailable', async () => {
    // A port nothing listens on.
    await expectChainUnavailable({
      chainId: chainId,
      rpcUrl: 'ws://127.0.0.1:9',
      account: sender.address,
    })
  })
})
