// Contract: the swap routes (/v1/convert/*) of issue 30 against the local chains' Uniswap V2,
// and the price source that reads the same pools. Swaps are sent from fresh accounts on the
// second chain, so that the prices other files read on the first move less.

import { devAccounts, devnetWalletClient } from '@latch/testkit'
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  maxUint256,
  parseAbi,
  parseEther,
  parseUnits,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetStablecoin, devnetTestToken } from '../chains/chainSettings.js'
import { devnetDex } from '../convert/dexSettings.js'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc } from '../testing/devnetClients.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'

const devnet = inject('devnet')
const [, chainB] = devnet.chains
// No other server test sends from dev account 1: its nonces are this file's.
const funder = devAccounts[1]
if (!chainB || !funder) throw new Error('the devnet has two chains and dev accounts')
const chainId = `eip155:${chainB.id}`
const native = `${chainId}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`
const ltt = `${chainId}:${devnetTestToken.address}`
const lusd = `${chainId}:${devnetStablecoin.address}`
const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
])

let server: LatchServer
beforeAll(async () => {
  server = await createTestServer({
    // eip155:1 is configured without an exchange; nobody answers its RPC.
    chainRpc: { ...devnetChainRpc(devnet), 'eip155:1': 'http://127.0.0.1:9/' },
    indexerPollMs: false,
    publicUrl: 'https://latch.example',
  })
})
afterAll(() => server.close())

const get = async (path: string, query: Record<string, string>) => {
  const response = await server.app.request(`${path}?${sdkQuery()}&${new URLSearchParams(query)}`)
  return { status: response.status, body: await response.json() }
}
const post = async (path: string, body: unknown) => {
  const response = await server.app.request(`${path}?${sdkQuery()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: response.status, body: await response.json() }
}

const funderWallet = devnetWalletClient(chainB, funder)
const chainClient = funderWallet

/** A new account on chain B with `ether` ETH, and LTT if asked (sent by the funder). */
async function fundedAccount(ether: string, tokens: { ltt?: string } = {}) {
  const privateKey = generatePrivateKey()
  const { address } = privateKeyToAccount(privateKey)
  const wallet = devnetWalletClient(chainB as NonNullable<typeof chainB>, { privateKey })
  const hash = await funderWallet.sendTransaction({ to: address, value: parseEther(ether) })
  await funderWallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
  if (tokens.ltt) {
    const sent = await funderWallet.writeContract({
      address: devnetTestToken.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [address, parseEther(tokens.ltt)],
    })
    await funderWallet.waitForTransactionReceipt({ hash: sent, pollingInterval: 20 })
  }
  return { address, wallet, caip10: `${chainId}:${address}` }
}

type Account = Awaited<ReturnType<typeof fundedAccount>>

/** Sends what a build route answered, as a wallet would: its gas and gas price as given. */
async function send(
  account: Account,
  tx: {
    to: string
    data: Hex
    value?: string
    amount?: string
    eip155: { gas?: string; gasPrice: string }
  },
) {
  const hash = await account.wallet.sendTransaction({
    to: tx.to.split(':')[2] as Address,
    data: tx.data,
    value: BigInt(tx.amount ?? tx.value ?? '0'),
    gasPrice: BigInt(tx.eip155.gasPrice),
    ...(tx.eip155.gas ? { gas: BigInt(tx.eip155.gas) } : {}),
  })
  return account.wallet.waitForTransactionReceipt({ hash, pollingInterval: 20 })
}

const balanceOf = (token: Address, owner: Address) =>
  chainClient.readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

const quote = async (from: string, to: string, amount: bigint, user: string) => {
  const { status, body } = await get('/v1/convert/quotes', {
    amount: amount.toString(),
    userAddress: user,
    from,
    to,
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.quotes[0]
}

const buildSwap = async (from: string, to: string, amount: bigint, user: string, extra = {}) => {
  const { status, body } = await post('/v1/convert/build-transaction', {
    amount: amount.toString(),
    eip155: { slippage: '1' },
    projectId: 'demo',
    from,
    to,
    userAddress: user,
    ...extra,
  })
  expect(status, JSON.stringify(body)).toBe(200)
  return body.tx
}

const ethPrice = async () => {
  const { body } = await post('/v1/fungible/price', {
    currency: 'usd',
    addresses: [`${chainId}:native`],
    projectId: 'demo',
  })
  return body.fungibles[0]?.price as number
}

describe('GET /v1/convert/tokens', () => {
  test('default: native ETH first, then LTT and LUSD of the chain’s list (WETH stays hidden)', async () => {
    const { status, body } = await get('/v1/convert/tokens', { chainId })
    expect(status).toBe(200)
    expect(body).toEqual({
      tokens: [
        {
          name: 'Ether',
          symbol: 'ETH',
          address: native,
          decimals: 18,
          logoUri: 'https://latch.example/public/getTokenImage/eth?projectId=demo',
        },
        {
          name: 'Latch Test Token',
          symbol: 'LTT',
          address: ltt,
          decimals: 18,
          logoUri: 'https://latch.example/public/getTokenImage/ltt?projectId=demo',
        },
        {
          name: 'Latch USD',
          symbol: 'LUSD',
          address: lusd,
          decimals: 6,
          logoUri: 'https://latch.example/public/getTokenImage/lusd?projectId=demo',
        },
      ],
    })
  })

  test('parameters: search matches symbol, name or address in any case', async () => {
    const symbols = async (search: string) =>
      (await get('/v1/convert/tokens', { chainId, search })).body.tokens.map(
        (token: { symbol: string }) => token.symbol,
      )
    expect(await symbols('lus')).toEqual(['LUSD'])
    expect(await symbols('TEST')).toEqual(['LTT'])
    expect(await symbols(devnetStablecoin.address.slice(0, 12).toLowerCase())).toEqual(['LUSD'])
    expect(await symbols('nothing')).toEqual([])
  })

  test('behavior: a chain without an exchange, or not configured, is not supported for swaps', async () => {
    for (const other of ['eip155:1', 'eip155:10']) {
      expect(await get('/v1/convert/tokens', { chainId: other })).toEqual({
        status: 400,
        body: { error: { code: 'swaps_unsupported', message: 'Network not supported for Swaps' } },
      })
    }
    expect(await get('/v1/convert/tokens', { chainId: 'nope' })).toMatchObject({
      status: 400,
      body: { error: { code: 'invalid_request', field: 'chainId' } },
    })
  })
})

describe('GET /v1/convert/quotes', () => {
  test('default: the router’s own getAmountsOut, the route, the fee and the impact', async () => {
    const user = `${chainId}:${funder.address}`
    const amount = parseEther('1')
    const offer = await quote(native, lusd, amount, user)
    const [, expected] = await chainClient.readContract({
      address: devnetDex.router,
      abi: routerAbi,
      functionName: 'getAmountsOut',
      args: [amount, [devnetDex.weth, devnetStablecoin.address]],
    })
    expect(offer).toEqual({
      id: expect.stringMatching(/^uniswap-v2:eip155:31338:\d+:/),
      fromAmount: amount.toString(),
      fromAccount: native,
      toAmount: String(expected),
      toAccount: lusd,
      priceImpact: expect.stringMatching(/^\d+\.\d\d$/),
      route: [native, lusd],
      fee: { amount: parseEther('0.003').toString(), token: native },
    })
    // 1 ETH in a pool of about 100 moves the price by about 1 %.
    expect(Number(offer.priceImpact)).toBeGreaterThan(0.3)
    expect(Number(offer.priceImpact)).toBeLessThan(3)
  })

  test('behavior: an amount that buys nothing is insufficient liquidity', async () => {
    const { status, body } = await get('/v1/convert/quotes', {
      amount: '1',
      userAddress: `${chainId}:${funder.address}`,
      from: native,
      to: lusd,
    })
    expect(status).toBe(400)
    expect(body).toEqual({
      error: { code: 'insufficient_liquidity', message: 'Insufficient liquidity' },
    })
  })

  test('behavior: bad input is 400 naming the field', async () => {
    const user = `${chainId}:${funder.address}`
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ amount: '0', userAddress: user, from: native, to: lusd }, 'amount', /above 0/],
      [{ amount: '1.5', userAddress: user, from: native, to: lusd }, 'amount', /integer/],
      [{ userAddress: user, from: native, to: lusd }, 'amount', /amount/],
      [{ amount: '1', userAddress: user, from: 'ETH', to: lusd }, 'from', /CAIP-10 eip155 token/],
      [
        { amount: '1', userAddress: funder.address, from: native, to: lusd },
        'userAddress',
        /CAIP-10/,
      ],
      [{ amount: '1', userAddress: user, from: native, to: native }, 'to', /same token/],
      [
        {
          amount: '1',
          userAddress: user,
          from: native,
          to: `eip155:31337:${devnetStablecoin.address}`,
        },
        'to',
        /not on eip155:31338/,
      ],
      [
        { amount: '1', userAddress: `eip155:1:${funder.address}`, from: native, to: lusd },
        'userAddress',
        /eip155:1/,
      ],
      [
        { amount: '1', userAddress: user, from: native, to: `${chainId}:${devnetDex.weth}` },
        'to',
        /not a token of the swap list/,
      ],
    ]
    for (const [query, field, message] of cases) {
      const { status, body } = await get('/v1/convert/quotes', query)
      expect([status, body.error?.code, body.error?.field], JSON.stringify(query)).toEqual([
        400,
        'invalid_request',
        field,
      ])
      expect(body.error.message).toMatch(message)
    }
    const elsewhere = await get('/v1/convert/quotes', {
      amount: '1',
      userAddress: `eip155:1:${funder.address}`,
      from: `eip155:1:${native.split(':')[2]}`,
      to: `eip155:1:${devnetStablecoin.address}`,
    })
    expect(elsewhere.body.error.code).toBe('swaps_unsupported')
  })
})

describe('GET /v1/convert/gas-price', () => {
  test('default: three speeds in wei, each at least the one before', async () => {
    const { status, body } = await get('/v1/convert/gas-price', { chainId })
    expect(status).toBe(200)
    const { standard, fast, instant } = body
    expect(BigInt(standard)).toBe(await chainClient.getGasPrice())
    expect(BigInt(fast) >= BigInt(standard) && BigInt(instant) >= BigInt(fast)).toBe(true)
  })

  test('behavior: a chain the server has no RPC for', async () => {
    expect(await get('/v1/convert/gas-price', { chainId: 'eip155:10' })).toEqual({
      status: 400,
      body: {
        error: { code: 'gas_price_unsupported', message: 'Network not supported for Gas Price' },
      },
    })
  })
})

describe('a swap from quote to chain', () => {
  test('default: ETH → LTT, then LTT → LUSD after an approval, then LUSD → ETH; balances move by the quotes', async () => {
    const account = await fundedAccount('5')
    const nativeAllowance = await get('/v1/convert/allowance', {
      tokenAddress: native,
      userAddress: account.caip10,
    })
    expect(nativeAllowance.body).toEqual({
      allowance: maxUint256.toString(),
      spender: devnetDex.router,
    })

    // ETH → LTT: sent along, nothing to approve.
    const ethIn = parseEther('1')
    const toLtt = await quote(native, ltt, ethIn, account.caip10)
    const swap = await buildSwap(native, ltt, ethIn, account.caip10)
    const block = await chainClient.getBlock()
    expect(swap).toMatchObject({
      from: account.caip10,
      to: `${chainId}:${devnetDex.router}`,
      amount: ethIn.toString(),
      minimumOut: ((BigInt(toLtt.toAmount) * 99n) / 100n).toString(),
    })
    expect(swap.deadline).toBe(Number(block.timestamp) + 20 * 60)
    expect(BigInt(swap.eip155.gas)).toBeGreaterThan(21_000n)
    expect((await send(account, swap)).status).toBe('success')
    const lttHeld = await balanceOf(devnetTestToken.address, account.address)
    expect(lttHeld).toBe(BigInt(toLtt.toAmount))

    // LTT → LUSD: the router must be allowed first.
    const before = await get('/v1/convert/allowance', {
      tokenAddress: ltt,
      userAddress: account.caip10,
    })
    expect(before.body).toEqual({ allowance: '0', spender: devnetDex.router })
    const approve = await get('/v1/convert/build-approve', {
      userAddress: account.caip10,
      from: ltt,
      to: lusd,
      amount: lttHeld.toString(),
    })
    expect(approve.status).toBe(200)
    expect(approve.body.tx).toMatchObject({ from: account.caip10, to: ltt, value: '0' })
    expect(decodeFunctionData({ abi: erc20Abi, data: approve.body.tx.data })).toEqual({
      functionName: 'approve',
      args: [devnetDex.router, lttHeld],
    })
    expect((await send(account, approve.body.tx)).status).toBe('success')
    const after = await get('/v1/convert/allowance', {
      tokenAddress: ltt,
      userAddress: account.caip10,
    })
    expect(after.body.allowance).toBe(lttHeld.toString())

    const toLusd = await quote(ltt, lusd, lttHeld, account.caip10)
    const lusdSwap = await buildSwap(ltt, lusd, lttHeld, account.caip10)
    expect(lusdSwap.amount).toBe('0')
    expect((await send(account, lusdSwap)).status).toBe('success')
    const lusdHeld = await balanceOf(devnetStablecoin.address, account.address)
    expect(lusdHeld).toBe(BigInt(toLusd.toAmount))
    expect(await balanceOf(devnetTestToken.address, account.address)).toBe(0n)

    // LUSD → ETH: swapExactTokensForETH; the ETH gained is the quote (the fee paid aside).
    const approveUsd = await get('/v1/convert/build-approve', {
      userAddress: account.caip10,
      from: lusd,
      to: native,
      amount: lusdHeld.toString(),
    })
    await send(account, approveUsd.body.tx)
    const toEth = await quote(lusd, native, lusdHeld, account.caip10)
    const ethSwap = await buildSwap(lusd, native, lusdHeld, account.caip10)
    const ethBefore = await chainClient.getBalance({ address: account.address })
    const receipt = await send(account, ethSwap)
    const ethAfter = await chainClient.getBalance({ address: account.address })
    expect(ethAfter - ethBefore + receipt.gasUsed * receipt.effectiveGasPrice).toBe(
      BigInt(toEth.toAmount),
    )
  })

  test('behavior: a swap the node would refuse (no allowance) is 400; disableEstimate builds it anyway', async () => {
    const account = await fundedAccount('1', { ltt: '10' })
    const refused = await post('/v1/convert/build-transaction', {
      amount: parseEther('10').toString(),
      eip155: { slippage: '1' },
      from: ltt,
      to: lusd,
      userAddress: account.caip10,
    })
    expect(refused.status).toBe(400)
    expect(refused.body.error).toMatchObject({ code: 'invalid_request', field: 'amount' })
    expect(refused.body.error.message).toMatch(/would revert.*TRANSFER_FROM_FAILED/)
    const unestimated = await buildSwap(ltt, lusd, parseEther('10'), account.caip10, {
      disableEstimate: true,
    })
    expect(unestimated.eip155.gas).toBe('200000')
  })

  test('behavior: build input is checked (slippage, body, project)', async () => {
    const user = `${chainId}:${funder.address}`
    const base = { amount: '1000', from: native, to: lusd, userAddress: user }
    const cases: [unknown, string][] = [
      [{ ...base, eip155: { slippage: '51' } }, 'eip155.slippage'],
      [{ ...base, eip155: { slippage: '-1' } }, 'eip155.slippage'],
      [{ ...base, amount: 1000 }, 'amount'],
      [{ ...base, disableEstimate: 'yes' }, 'disableEstimate'],
      [{ ...base, projectId: 'other' }, 'projectId'],
    ]
    for (const [body, field] of cases) {
      const { status, body: answer } = await post('/v1/convert/build-transaction', body)
      expect([status, answer.error?.field], JSON.stringify(body)).toEqual([400, field])
    }
    const notJson = await server.app.request(`/v1/convert/build-transaction?${sdkQuery()}`, {
      method: 'POST',
      body: 'nope',
    })
    expect(notJson.status).toBe(400)
  })

  test('behavior: the native currency needs no approval', async () => {
    const { status, body } = await get('/v1/convert/build-approve', {
      userAddress: `${chainId}:${funder.address}`,
      from: native,
      to: lusd,
      amount: '1',
    })
    expect(status).toBe(400)
    expect(body.error.field).toBe('from')
  })

  test('behavior: a swap built on a stale quote reverts once the price moved more than the slippage', async () => {
    const slow = await fundedAccount('3')
    const whale = await fundedAccount('30')
    const stale = await buildSwap(native, lusd, parseEther('1'), slow.caip10)
    // 20 ETH into a pool of about 100 moves its price by far more than the 1 % allowed.
    const big = await buildSwap(native, lusd, parseEther('20'), whale.caip10)
    expect((await send(whale, big)).status).toBe('success')
    const call = chainClient.call({
      account: slow.address,
      to: devnetDex.router,
      data: stale.data,
      value: BigInt(stale.amount),
    })
    await expect(call).rejects.toThrow(/UniswapV2Router: INSUFFICIENT_OUTPUT_AMOUNT/)
    // Sent anyway, the chain refuses it for the same reason.
    await expect(send(slow, stale)).rejects.toThrow(/INSUFFICIENT_OUTPUT_AMOUNT/)
  })
})

describe('prices from the exchange', () => {
  test('behavior: LUSD is $1; a large swap moves ETH’s price on the next read', async () => {
    const { body } = await post('/v1/fungible/price', {
      currency: 'usd',
      addresses: [lusd, ltt],
      projectId: 'demo',
    })
    expect(
      body.fungibles.map((fungible: { symbol: string; price: number }) => [
        fungible.symbol,
        fungible.price,
      ]),
    ).toEqual([
      ['LUSD', 1],
      ['LTT', expect.any(Number)],
    ])
    const before = await ethPrice()
    const whale = await fundedAccount('40')
    const dump = await buildSwap(native, lusd, parseEther('30'), whale.caip10)
    expect((await send(whale, dump)).status).toBe('success')
    // The price source keeps a price 2 s at most.
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    const after = await ethPrice()
    expect(after).toBeLessThan(before * 0.8)
    const balances = await server.app.request(
      `/v1/account/${whale.address}/balance?${sdkQuery()}&currency=usd&chainId=${chainId}`,
    )
    const [eth, usd] = (await balances.json()).balances
    expect(eth).toMatchObject({ symbol: 'ETH', price: after })
    expect(usd).toMatchObject({ symbol: 'LUSD', price: 1 })
    expect(usd.value).toBe(Number(usd.quantity.numeric))
    expect(BigInt(parseUnits(usd.quantity.numeric, 6))).toBeGreaterThan(0n)
  })
})
