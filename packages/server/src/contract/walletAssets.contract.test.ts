// Contract: ERC-7811 `wallet_getAssets` of the embedded wallet over the frame's real HTTP API,
// read from the two local chains: the native balance, the listed tokens the account holds, the
// three filters, and the refusals (malformed params, another account).
import { walletGetAssetsResponseSchema } from '@latch/frame-protocol'
import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  type Hex,
  http,
  keccak256,
  pad,
  parseEther,
  toHex,
} from 'viem'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetStablecoin, devnetTestToken } from '../chains/chainSettings.js'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc, freshAccount } from '../testing/devnetClients.js'
import { type FrameApiClient, logInWithEmail } from '../testing/frameApiClient.js'
import { createTestServer } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const [first, second] = devnet.chains
if (!first || !second) throw new Error('the devnet has two chains')
const firstHex = toHex(first.id)
const secondHex = toHex(second.id)
const native = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const ltt = devnetTestToken.address
const lusd = devnetStablecoin.address

let server: LatchServer
let serviceUrl: string
let stop: () => Promise<void>
let user: FrameApiClient
let account: Address

const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })

/** Gives `address` `ether` ETH and `tokens` LTT on `rpcUrl` (LTT's balances: slot 0). */
async function fund(rpcUrl: string, address: Address, ether: string, tokens: string) {
  const client = clientOf(rpcUrl)
  await client.request({
    method: 'hardhat_setBalance' as never,
    params: [address, toHex(parseEther(ether))] as never,
  })
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, 0n]),
  )
  await client.request({
    method: 'hardhat_setStorageAt' as never,
    params: [ltt, slot, pad(toHex(parseEther(tokens)))] as never,
  })
}

const getAssets = (params: unknown) =>
  user.rpc<
    Record<
      Hex,
      { address: string; balance: Hex; type: string; metadata: Record<string, unknown> }[]
    >
  >('wallet_getAssets', params, 'eip155', `eip155:${first.id}`)

beforeAll(async () => {
  server = await createTestServer({
    chainRpc: devnetChainRpc(devnet),
    indexerPollMs: false,
    // ETH and LTT priced, LUSD not: an unknown price is left out, never 0.
    priceSource: {
      usdPrice: async (_chain, token) =>
        token === 'native' ? 3000 : token.toLowerCase() === ltt.toLowerCase() ? 2 : undefined,
    },
  })
  const running = await server.start({ port: 0, host: '127.0.0.1' })
  serviceUrl = running.url
  stop = running.close
  user = await logInWithEmail(running.frameUrl, 'assets@example.com', {
    chainId: `eip155:${first.id}`,
  })
  const accounts = await user.rpc<Address[]>('eth_accounts', [])
  account = accounts.body.result[0] as Address
  await fund(first.rpcUrl, account, '1.5', '3')
  await fund(second.rpcUrl, account, '0.25', '0')
}, 60_000)
afterAll(async () => {
  await stop?.()
  await server?.close()
})

describe('wallet_getAssets', () => {
  test('default: per chain, the native balance and each listed token held, as SPEC.md §5 accepts', async () => {
    const { status, body } = await getAssets([{ account }])
    expect(status).toBe(200)
    const answer = walletGetAssetsResponseSchema.parse(body.result)
    expect(Object.keys(answer).sort()).toEqual([firstHex, secondHex].sort())
    expect(answer[firstHex]).toEqual([
      {
        address: native,
        balance: toHex(await clientOf(first.rpcUrl).getBalance({ address: account })),
        type: 'NATIVE',
        metadata: {
          name: 'Ether',
          symbol: 'ETH',
          decimals: 18,
          price: 3000,
          iconUrl: `${serviceUrl}/public/getTokenImage/eth?projectId=demo`,
        },
      },
      {
        address: ltt,
        balance: toHex(parseEther('3')),
        type: 'ERC20',
        metadata: {
          name: 'Latch Test Token',
          symbol: 'LTT',
          decimals: 18,
          price: 2,
          iconUrl: `${serviceUrl}/public/getTokenImage/ltt?projectId=demo`,
        },
      },
    ])
    // No LTT on the second chain: only its native currency.
    expect(answer[secondHex]?.map((asset) => [asset.type, asset.balance])).toEqual([
      ['NATIVE', toHex(parseEther('0.25'))],
    ])
  })

  test('parameters: chainFilter keeps the chains it names (any case)', async () => {
    const { body } = await getAssets([
      { account, chainFilter: [secondHex.toUpperCase().replace('0X', '0x')] },
    ])
    expect(Object.keys(body.result)).toEqual([secondHex])
  })

  test('parameters: assetTypeFilter keeps the types it names (ERC-7811’s lower case too)', async () => {
    const { body } = await getAssets([{ account, assetTypeFilter: ['erc20'] }])
    expect(body.result[firstHex]?.map((asset) => asset.address)).toEqual([ltt])
    expect(body.result[secondHex]).toEqual([])
    const natives = await getAssets([{ account, assetTypeFilter: ['NATIVE'] }])
    expect(natives.body.result[firstHex]?.map((asset) => asset.type)).toEqual(['NATIVE'])
  })

  test('parameters: assetFilter lists what it names, held or not, on its chains only', async () => {
    const { body } = await getAssets([{ account, assetFilter: { [firstHex]: ['native', lusd] } }])
    expect(Object.keys(body.result)).toEqual([firstHex])
    const [eth, usd] = body.result[firstHex] ?? []
    expect(eth?.address).toBe(native)
    expect(usd).toEqual({
      address: lusd,
      balance: '0x0',
      type: 'ERC20',
      metadata: {
        name: 'Latch USD',
        symbol: 'LUSD',
        decimals: 6,
        iconUrl: `${serviceUrl}/public/getTokenImage/lusd?projectId=demo`,
      },
    })
    // The later form `{ address, type }`, the native placeholder, and an empty list (all).
    const named = await getAssets([
      {
        account,
        assetFilter: {
          [firstHex]: [{ address: ltt.toLowerCase(), type: 'erc20' }],
          [secondHex]: [],
        },
      },
    ])
    expect(named.body.result[firstHex]?.map((asset) => asset.address)).toEqual([ltt])
    expect(named.body.result[secondHex]?.map((asset) => asset.address)).toEqual([native])
    const placeholder = await getAssets([{ account, assetFilter: { [secondHex]: [native] } }])
    expect(placeholder.body.result[secondHex]?.map((asset) => asset.type)).toEqual(['NATIVE'])
  })

  test('parameters: assetFilter naming an ERC-20 the chain does not list reads it from its contract', async () => {
    // The dex's WETH9 is no listed token of the local chains.
    const weth = devnet.dex?.addresses[first.id]?.weth as Address
    const { body } = await getAssets([
      { account, assetFilter: { [firstHex]: [weth, freshAccount().address] } },
    ])
    // No icon: the symbol is the contract's own claim. An address with no code is not listed.
    expect(body.result[firstHex]).toEqual([
      {
        address: weth,
        balance: '0x0',
        type: 'ERC20',
        metadata: { name: 'Wrapped Ether', symbol: 'WETH', decimals: 18, iconUrl: '' },
      },
    ])
    // A type filter without ERC-20s leaves it out, as it does the listed tokens.
    const nativesOnly = await getAssets([
      { account, assetFilter: { [firstHex]: [weth] }, assetTypeFilter: ['native'] },
    ])
    expect(nativesOnly.body.result[firstHex]).toEqual([])
    // Named as another kind of asset, it is not read as an ERC-20.
    const asNft = await getAssets([
      { account, assetFilter: { [firstHex]: [{ address: weth, type: 'erc721' }] } },
    ])
    expect(asNft.body.result[firstHex]).toEqual([])
  })

  test('behavior: malformed params are refused with what is wrong', async () => {
    expect(await getAssets([{ account: '0x1234' }])).toEqual({
      status: 400,
      body: {
        error: {
          code: 'INVALID_PARAMS',
          message: 'Invalid params: account must be a 0x address of 40 hex digits',
        },
      },
    })
    expect((await getAssets({ account })).body.error?.message).toBe(
      'Invalid params: params must be [{ account, assetFilter?, assetTypeFilter?, chainFilter? }]',
    )
    expect((await getAssets([{ account, chainFilter: ['eip155:1'] }])).body.error?.message).toBe(
      'Invalid params: chainFilter.0 must be a 0x hex chain id',
    )
  })

  test('behavior: another account’s assets are refused', async () => {
    expect(await getAssets([{ account: freshAccount().address }])).toEqual({
      status: 400,
      body: { error: { code: 'WRONG_ACCOUNT', message: 'The request is for another account' } },
    })
  })

  test('behavior: a read: no approval request is opened for it', async () => {
    const opened = await user.call('/api/requests', {
      method: 'wallet_getAssets',
      params: [{ account }],
      chainNamespace: 'eip155',
    })
    expect(opened).toEqual({
      status: 403,
      body: { error: { code: 'RPC_NOT_ALLOWED', message: 'Requested RPC call is not allowed' } },
    })
  })
})
