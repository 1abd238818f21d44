import { type Context, Hono } from 'hono'
import * as z from 'zod'
import { caipNetworkIdSchema } from '../blockchain/accountParameters.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { onrampPaymentCurrencies } from '../onramp/onrampDefaults.js'
import type { OnrampProvider } from '../onramp/onrampProvider.js'
import { jsonBody } from './jsonBody.js'

export type OnrampRoutesParameters = {
  /** The provider; `undefined` when none is configured (every route answers 503). */
  provider: OnrampProvider | undefined
  publicUrl: string | undefined
}

const fiatAmountSchema = z
  .union([z.string().max(16), z.number().transform(String)])
  .pipe(z.string().regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be a fiat amount such as 300.00'))
const currencySymbolSchema = z
  .string()
  .regex(/^[A-Za-z0-9.$_-]{1,16}$/, 'must be a currency symbol such as ETH')
  .transform((value) => value.toUpperCase())
const paymentCurrencySchema = z
  .string()
  .max(8)
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(onrampPaymentCurrencies, `must be one of ${onrampPaymentCurrencies.join(', ')}`))
const evmAddressSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'must be a 0x address (40 hex characters)')
const projectIdSchema = z.string().max(128).optional()

const quoteBodySchema = z.object({
  purchaseCurrency: currencySymbolSchema,
  paymentCurrency: paymentCurrencySchema,
  amount: fiatAmountSchema,
  network: caipNetworkIdSchema,
  projectId: projectIdSchema,
})

const orderBodySchema = z.object({
  destinationWallets: z
    .array(
      z.object({
        address: evmAddressSchema,
        blockchains: z.array(caipNetworkIdSchema).min(1).max(20),
        assets: z.array(currencySymbolSchema).min(1).max(20).optional(),
      }),
    )
    .min(1)
    .max(10),
  defaultNetwork: caipNetworkIdSchema.optional(),
  partnerUserId: z.string().max(128).optional(),
  defaultExperience: z.literal('buy', 'only buy is supported').optional(),
  // Shown by the client; the order buys what the server quotes for presetFiatAmount.
  presetCryptoAmount: z
    .union([z.string().max(40), z.number().transform(String)])
    .pipe(z.string().regex(/^\d+(\.\d+)?$/, 'must be a decimal amount'))
    .optional(),
  presetFiatAmount: fiatAmountSchema,
  paymentCurrency: paymentCurrencySchema.default('USD'),
  projectId: projectIdSchema,
})

function noProvider(): RequestError {
  return new RequestError(
    503,
    'onramp_unavailable',
    'No onramp provider is configured on this server',
  )
}

/** A body's `projectId`, when given, must be the query's. */
function checkProjectId(c: Context<ServiceEnv>, projectId: string | undefined): void {
  if (projectId !== undefined && projectId !== c.get('project').id) {
    throw new RequestError(
      400,
      'invalid_request',
      'Invalid body field "projectId": not the project of the query',
      'projectId',
    )
  }
}

/** The quote's fields, as the order's body names them. */
const orderFields: Record<string, string> = {
  amount: 'presetFiatAmount',
  network: 'defaultNetwork',
  purchaseCurrency: 'destinationWallets.0.assets.0',
}

/** A refusal of the order's quote, naming the order's own field. */
async function inOrderTerms<T>(work: Promise<T>): Promise<T> {
  try {
    return await work
  } catch (error) {
    const field = error instanceof RequestError ? error.field : undefined
    const renamed = field === undefined ? undefined : orderFields[field]
    if (!(error instanceof RequestError) || renamed === undefined) throw error
    throw new RequestError(
      error.status,
      error.code,
      error.message.replace(`"${field}"`, `"${renamed}"`),
      renamed,
    )
  }
}

/**
 * The onramp of the blockchain service (SPEC.md §7, issue 30's contract), through `provider`:
 * `GET /v1/onramp/options` → `{ paymentCurrencies, purchaseCurrencies }`,
 * `POST /v1/onramp/quote` `{ purchaseCurrency, paymentCurrency, amount, network }` → the quote,
 * `POST /v1/generators/onrampurl` `{ destinationWallets, defaultNetwork, presetFiatAmount, … }`
 * → `{ url, orderId }`, `GET /v1/onramp/orders/{orderId}` → the order's status.
 */
export function onrampRoutes({ provider, publicUrl }: OnrampRoutesParameters): Hono<ServiceEnv> {
  const providerOf = () => {
    if (!provider) throw noProvider()
    return provider
  }
  return new Hono<ServiceEnv>()
    .get('/v1/onramp/options', async (c) => {
      return c.json(await providerOf().options())
    })
    .post('/v1/onramp/quote', async (c) => {
      const onramp = providerOf()
      const body = validate(quoteBodySchema, await jsonBody(c), 'body')
      checkProjectId(c, body.projectId)
      c.header('cache-control', 'no-store')
      return c.json(
        await onramp.quote({
          purchaseCurrency: body.purchaseCurrency,
          paymentCurrency: body.paymentCurrency,
          amount: body.amount,
          network: body.network,
        }),
      )
    })
    .post('/v1/generators/onrampurl', async (c) => {
      const onramp = providerOf()
      const body = validate(orderBodySchema, await jsonBody(c), 'body')
      checkProjectId(c, body.projectId)
      const network = body.defaultNetwork ?? body.destinationWallets[0]?.blockchains[0]
      const wallet = body.destinationWallets.find((candidate) =>
        candidate.blockchains.includes(network as string),
      )
      if (!network || !wallet) {
        throw new RequestError(
          400,
          'invalid_request',
          'Invalid body field "defaultNetwork": no destination wallet is on it',
          'defaultNetwork',
        )
      }
      const purchaseCurrency = wallet.assets?.[0]
      if (!purchaseCurrency) {
        throw new RequestError(
          400,
          'invalid_request',
          'Invalid body field "destinationWallets": the wallet names no asset to buy',
          'destinationWallets',
        )
      }
      c.header('cache-control', 'no-store')
      return c.json(
        await inOrderTerms(
          onramp.createOrder({
            projectId: c.get('project').id,
            purchaseCurrency,
            paymentCurrency: body.paymentCurrency,
            amount: body.presetFiatAmount,
            network,
            address: wallet.address,
            partnerUserId: body.partnerUserId,
            baseUrl: publicUrl ?? new URL(c.req.url).origin,
          }),
        ),
      )
    })
    .get('/v1/onramp/orders/:orderId', async (c) => {
      const onramp = providerOf()
      const { orderId } = validate(
        z.object({ orderId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be an order id') }),
        { orderId: c.req.param('orderId') },
        'path',
      )
      const order = await onramp.order(c.get('project').id, orderId)
      if (!order) {
        throw new RequestError(404, 'not_found', `No onramp order ${orderId}`, 'orderId')
      }
      c.header('cache-control', 'no-store')
      return c.json(order)
    })
}
