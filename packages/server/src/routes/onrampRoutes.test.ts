import {
  type Address,
  createPublicClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  pad,
  parseEther,
  parseUnits,
  toHex,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { devnetStablecoin } from '../chains/chainSettings.js'
import type { LatchServer } from '../createServer.js'
import { devnetChainRpc, freshAccount } from '../testing/devnetClients.js'
import { createTestServer, sdkQuery } from '../testing/testDatabase.js'
import { testProject } from '../testing/testProject.js'

const devnet = inject('devnet')
const [chainA] = devnet.chains
if (!chainA) throw new Error('the devnet has a chain')
const chainClient = createPublicClient({ transport: http(chainA.rpcUrl) })

// The sandbox pays from an account of this file alone, funded through the node's test methods:
// no dev account's nonce is shared with another test file running at the same time.
const funderKey = generatePrivateKey()
const funder = privateKeyToAccount(funderKey)
const unfundedKey = generatePrivateKey()

async function fundFunder(): Promise<void> {
  await chainClient.request({
    method: 'hardhat_setBalance' as never,
    params: [funder.address, toHex(parseEther('100'))] as never,
  })
  // LUSD is OpenZeppelin's ERC20: balances are the mapping in slot 0.
  const slot = keccak256(
    encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [funder.address, 0n]),
  )
  await chainClient.request({
    method: 'hardhat_setStorageAt' as never,
    params: [devnetStablecoin.address, slot, pad(toHex(1_000_000n * 10n ** 6n))] as never,
  })
}

let server: LatchServer
let poorServer: LatchServer
beforeAll(async () => {
  await fundFunder()
  const chainRpc = devnetChainRpc(devnet)
  server = await createTestServer({
    chainRpc,
    indexerPollMs: false,
    onramp: { sandboxKey: funderKey },
    projects: [testProject('other', 'Other', ['https://other.example'])],
  })
  // A price source with no price for LUSD (ETH at 3000), and a payer with nothing to pay with.
  poorServer = await createTestServer({
    chainRpc,
    indexerPollMs: false,
    priceSource: { usdPrice: async (_chain, token) => (token === 'native' ? 3000 : undefined) },
    onramp: { sandboxKey: unfundedKey },
  })
})
afterAll(async () => {
  await server?.close()
  await poorServer?.close()
})

const post = (target: LatchServer, path: string, body: unknown) =>
  target.app.request(`${path}?${sdkQuery()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
const quote = (body: Record<string, unknown>, target = server) =>
  post(target, '/v1/onramp/quote', body)
const ethQuote = {
  purchaseCurrency: 'ETH',
  paymentCurrency: 'USD',
  amount: '300.00',
  network: 'eip155:31337',
}

async function openOrder(
  address: Address,
  asset = 'ETH',
  presetFiatAmount = '100.00',
  target = server,
): Promise<{ url: string; orderId: string }> {
  const response = await post(target, '/v1/generators/onrampurl', {
    destinationWallets: [{ address, blockchains: ['eip155:31337'], assets: [asset] }],
    defaultNetwork: 'eip155:31337',
    partnerUserId: address,
    defaultExperience: 'buy',
    presetFiatAmount,
  })
  expect(response.status).toBe(200)
  return response.json()
}

const orderOf = async (orderId: string, projectId = 'demo', target = server) =>
  target.app.request(`/v1/onramp/orders/${orderId}?${sdkQuery(projectId)}`)

function pay(
  url: string,
  card: Record<string, string>,
  headers: Record<string, string> = {},
  target = server,
) {
  return target.app.request(new URL(url).pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(card).toString(),
  })
}
const testCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }

const cents = (amount: string) => {
  const [whole = '0', fraction = '00'] = amount.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}

describe('GET /v1/onramp/options', () => {
  test('default: SPEC.md §9 limits in USD and EUR, ETH and the local stablecoin on both chains', async () => {
    const response = await server.app.request(`/v1/onramp/options?${sdkQuery()}`)
    expect(response.status).toBe(200)
    const limits = [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'bank_account', min: '10.00', max: '25000.00' },
    ]
    expect(await response.json()).toEqual({
      paymentCurrencies: [
        { id: 'USD', payment_method_limits: limits },
        { id: 'EUR', payment_method_limits: limits },
      ],
      purchaseCurrencies: [
        {
          id: 'ETH',
          name: 'Ether',
          symbol: 'ETH',
          networks: [
            {
              name: 'eip155:31337',
              display_name: 'Localhost',
              chain_id: '31337',
              contract_address: '',
            },
            {
              name: 'eip155:31338',
              display_name: 'eip155:31338',
              chain_id: '31338',
              contract_address: '',
            },
          ],
        },
        {
          id: 'LUSD',
          name: 'Latch USD',
          symbol: 'LUSD',
          networks: [
            {
              name: 'eip155:31337',
              display_name: 'Localhost',
              chain_id: '31337',
              contract_address: devnetStablecoin.address,
            },
            {
              name: 'eip155:31338',
              display_name: 'eip155:31338',
              chain_id: '31338',
              contract_address: devnetStablecoin.address,
            },
          ],
        },
      ],
    })
  })

  test('behavior: the stablecoin is where the testkit deploys LUSD', () => {
    expect(devnet.stablecoin?.addresses[31337]).toBe(devnetStablecoin.address)
    expect(devnet.stablecoin?.addresses[31338]).toBe(devnetStablecoin.address)
    expect(devnet.stablecoin?.decimals).toBe(devnetStablecoin.decimals)
  })
})

describe('POST /v1/onramp/quote', () => {
  test('default: 1.5 % fee, the gas in dollars, the rest bought at the ETH price', async () => {
    const response = await quote(ethQuote)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toMatchObject({
      paymentTotal: { amount: '300.00', currency: 'USD' },
      providerFee: { amount: '4.50', currency: 'USD' },
      purchaseAmount: { currency: 'ETH' },
      paymentSubtotal: { currency: 'USD' },
      networkFee: { currency: 'USD' },
    })
    expect(body.quoteId).toMatch(/^[0-9a-f-]{36}$/)
    const subtotal = cents(body.paymentSubtotal.amount)
    expect(subtotal + cents(body.providerFee.amount) + cents(body.networkFee.amount)).toBe(30_000)
    // The default price table: ETH at 3000 USD; six decimals, rounded down.
    expect(body.purchaseAmount.amount).toBe(
      (Math.floor((subtotal / 100 / 3000) * 1e6) / 1e6).toString(),
    )
  })

  test('parameters: EUR and the stablecoin', async () => {
    const eur = await (await quote({ ...ethQuote, paymentCurrency: 'eur' })).json()
    expect(eur.paymentTotal).toEqual({ amount: '300.00', currency: 'EUR' })
    expect(eur.providerFee).toEqual({ amount: '4.50', currency: 'EUR' })
    const lusd = await (await quote({ ...ethQuote, purchaseCurrency: 'LUSD', amount: 50 })).json()
    // 1 LUSD = 1 USD: what remains after the fees is what is bought.
    expect(lusd.purchaseAmount).toEqual({
      amount: lusd.paymentSubtotal.amount.replace(/0$/, '').replace(/\.$/, ''),
      currency: 'LUSD',
    })
  })

  test('behavior: bad input is 400 naming the field', async () => {
    const cases: [Record<string, unknown> | string, string, string][] = [
      [{ ...ethQuote, amount: undefined }, 'amount', 'Invalid body field "amount"'],
      [{ ...ethQuote, amount: '12.345' }, 'amount', 'must be a fiat amount such as 300.00'],
      [{ ...ethQuote, amount: '5.00' }, 'amount', 'must be from 10.00 to 25000.00'],
      [{ ...ethQuote, amount: '25000.01' }, 'amount', 'must be from 10.00 to 25000.00'],
      [{ ...ethQuote, paymentCurrency: 'GBP' }, 'paymentCurrency', 'must be one of USD, EUR'],
      [{ ...ethQuote, network: 'eip155:1' }, 'network', 'the onramp does not sell on eip155:1'],
      [{ ...ethQuote, network: 'mainnet' }, 'network', 'must be a CAIP-2 chain id'],
      [
        { ...ethQuote, purchaseCurrency: 'DOGE' },
        'purchaseCurrency',
        'DOGE is not sold on eip155:31337 (ETH, LUSD are)',
      ],
      [{ ...ethQuote, projectId: 'other' }, 'projectId', 'not the project of the query'],
    ]
    for (const [body, field, message] of cases) {
      const response = await quote(body as Record<string, unknown>)
      expect(response.status, field).toBe(400)
      const { error } = await response.json()
      expect(error).toMatchObject({ code: 'invalid_request', field })
      expect(error.message).toContain(message)
    }
    const notJson = await post(server, '/v1/onramp/quote', '{')
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).error.message).toBe('Invalid body: not JSON')
  })

  test('behavior: a token without a price is 503 with a clear message', async () => {
    const response = await quote({ ...ethQuote, purchaseCurrency: 'LUSD' }, poorServer)
    expect(response.status).toBe(503)
    expect(await response.json()).toEqual({
      error: {
        code: 'price_unavailable',
        message: 'No price for LUSD on eip155:31337: the onramp cannot quote it now',
      },
    })
    expect((await quote(ethQuote, poorServer)).status).toBe(200)
  })
})

describe('POST /v1/generators/onrampurl and GET /v1/onramp/orders/{orderId}', () => {
  test('default: a page on the server, an order created with what the quote buys', async () => {
    const visitor = freshAccount().address
    const { url, orderId } = await openOrder(visitor)
    expect(orderId).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(url).toBe(`http://localhost/onramp/sandbox/${orderId}`)
    const response = await orderOf(orderId)
    expect(response.status).toBe(200)
    const order = await response.json()
    expect(order).toEqual({
      orderId,
      status: 'created',
      purchaseAmount: { amount: expect.stringMatching(/^0\.0\d+$/), currency: 'ETH' },
      network: 'eip155:31337',
      address: visitor,
    })
  })

  test('behavior: bad input names the order’s field; another project’s order is 404', async () => {
    const visitor = freshAccount().address
    const wallet = { address: visitor, blockchains: ['eip155:31337'], assets: ['ETH'] }
    const cases: [Record<string, unknown>, string][] = [
      [{ destinationWallets: [], presetFiatAmount: '100' }, 'destinationWallets'],
      [
        { destinationWallets: [{ ...wallet, address: 'bob' }], presetFiatAmount: '100' },
        'destinationWallets.0.address',
      ],
      [{ destinationWallets: [wallet] }, 'presetFiatAmount'],
      [{ destinationWallets: [wallet], presetFiatAmount: '1.00' }, 'presetFiatAmount'],
      [
        { destinationWallets: [wallet], presetFiatAmount: '100', defaultNetwork: 'eip155:31338' },
        'defaultNetwork',
      ],
      [
        { destinationWallets: [{ ...wallet, assets: ['DOGE'] }], presetFiatAmount: '100' },
        'destinationWallets.0.assets.0',
      ],
      [
        { destinationWallets: [wallet], presetFiatAmount: '100', defaultExperience: 'send' },
        'defaultExperience',
      ],
    ]
    for (const [body, field] of cases) {
      const response = await post(server, '/v1/generators/onrampurl', body)
      expect(response.status, field).toBe(400)
      expect((await response.json()).error).toMatchObject({ code: 'invalid_request', field })
    }
    const { orderId } = await openOrder(visitor)
    expect((await orderOf(orderId, 'other')).status).toBe(404)
    // Hex in any case, a wrong checksum too (every letter's case swapped): the order keeps the
    // checksummed address.
    const swapped = [...visitor.slice(2)].map((c) =>
      c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase(),
    )
    const mixed = `0x${swapped.join('')}`
    const loose = await openOrder(mixed as Address)
    expect((await (await orderOf(loose.orderId)).json()).address).toBe(visitor)
    expect((await orderOf('no-such-order')).status).toBe(404)
    expect((await orderOf('bad%20id')).status).toBe(400)
  })
})

describe('the sandbox page', () => {
  const balanceOf = (address: Address) => chainClient.getBalance({ address })

  test('default: shows the order under a strict CSP', async () => {
    const visitor = freshAccount().address
    const { url, orderId } = await openOrder(visitor)
    const order = await (await orderOf(orderId)).json()
    const response = await server.app.request(new URL(url).pathname)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-security-policy')).toMatch(
      /^default-src 'none'; style-src 'unsafe-inline'; script-src 'nonce-[A-Za-z0-9+/=]+'; form-action 'self'; frame-ancestors 'none'/,
    )
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    const html = await response.text()
    expect(html).toContain('<dd id="payment-total">100.00 USD</dd>')
    expect(html).toContain('<dd id="provider-fee">1.50 USD</dd>')
    expect(html).toContain(`<dd id="purchase-amount">${order.purchaseAmount.amount} ETH</dd>`)
    expect(html).toContain(visitor)
    expect(html).toContain('Localhost (eip155:31337)')
    expect(html).toContain('name="cardNumber"')
    expect((await server.app.request('/onramp/sandbox/nothing')).status).toBe(404)
  })

  test('behavior: a declined card changes nothing; the test card sends exactly what was bought', async () => {
    const visitor = freshAccount().address
    const { url, orderId } = await openOrder(visitor)
    const declined = await pay(url, { ...testCard, cardNumber: '4000 0000 0000 0002' })
    expect(declined.status).toBe(402)
    expect(await declined.text()).toContain('Your card was declined.')
    expect(await balanceOf(visitor)).toBe(0n)
    expect((await (await orderOf(orderId)).json()).status).toBe('created')

    const malformed = await pay(url, { ...testCard, expiry: 'soon' })
    expect(malformed.status).toBe(400)
    expect(await malformed.text()).toContain('Enter the expiry date as MM/YY.')

    const paid = await pay(url, testCard)
    expect(paid.status).toBe(200)
    const html = await paid.text()
    expect(html).toContain('You can close this window.')
    const order = await (await orderOf(orderId)).json()
    expect(order).toMatchObject({
      status: 'completed',
      transactionHash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect(html).toContain(order.transactionHash)
    expect(await balanceOf(visitor)).toBe(parseUnits(order.purchaseAmount.amount, 18))
    const receipt = await chainClient.getTransactionReceipt({ hash: order.transactionHash })
    expect(receipt).toMatchObject({
      status: 'success',
      from: funder.address.toLowerCase(),
      to: visitor.toLowerCase(),
    })

    // Paid once: a second post (a reload) sends nothing more.
    const again = await pay(url, testCard)
    expect(again.status).toBe(409)
    expect(await balanceOf(visitor)).toBe(parseUnits(order.purchaseAmount.amount, 18))
  })

  test('parameters: the stablecoin is sent as a token transfer', async () => {
    const visitor = freshAccount().address
    const { url, orderId } = await openOrder(visitor, 'LUSD', '50.00')
    expect((await pay(url, testCard)).status).toBe(200)
    const order = await (await orderOf(orderId)).json()
    expect(order.status).toBe('completed')
    const held = await chainClient.readContract({
      address: devnetStablecoin.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [visitor],
    })
    expect(held).toBe(parseUnits(order.purchaseAmount.amount, 6))
    expect(held).toBeGreaterThan(48_000_000n)
  })

  test('behavior: a post from another origin is refused', async () => {
    const visitor = freshAccount().address
    const { url, orderId } = await openOrder(visitor)
    const response = await pay(url, testCard, { origin: 'https://evil.example' })
    expect(response.status).toBe(403)
    const crossSite = await pay(url, testCard, {
      'sec-fetch-site': 'cross-site',
      origin: 'http://localhost',
    })
    expect(crossSite.status).toBe(403)
    expect((await (await orderOf(orderId)).json()).status).toBe('created')
    expect((await pay(url, testCard, { origin: 'http://localhost' })).status).toBe(200)
  })

  test('behavior: an expired order cannot be paid and reads as failed', async () => {
    const visitor = freshAccount().address
    const { url, orderId } = await openOrder(visitor)
    await server.database.query(
      `UPDATE onramp_orders SET expires_at = now() - interval '1 minute' WHERE id = $1`,
      [orderId],
    )
    const response = await pay(url, testCard)
    expect(response.status).toBe(409)
    expect(await response.text()).toContain('This order expired before it was paid.')
    expect(await balanceOf(visitor)).toBe(0n)
    expect(await (await orderOf(orderId)).json()).toMatchObject({
      status: 'failed',
      failureReason: 'The order expired before it was paid',
    })
  })

  test('behavior: a payout that cannot be sent fails the order with the reason', async () => {
    const visitor = freshAccount().address
    const { url, orderId } = await openOrder(visitor, 'ETH', '100.00', poorServer)
    const response = await pay(url, testCard, {}, poorServer)
    expect(response.status).toBe(200)
    expect(await response.text()).toContain(
      'The order failed: the sandbox could not send the tokens',
    )
    const order = await (await orderOf(orderId, 'demo', poorServer)).json()
    expect(order).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining(
        "could not send the tokens (Sender doesn't have enough funds",
      ),
    })
    expect(await balanceOf(visitor)).toBe(0n)
  })
})
