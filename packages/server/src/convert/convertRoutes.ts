import { type Context, Hono } from 'hono'
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import * as z from 'zod'
import { caipNetworkIdSchema, chainUnavailable } from '../blockchain/accountParameters.js'
import type { TokenCatalogue } from '../blockchain/tokenCatalogue.js'
import { RequestError } from '../http/requestError.js'
import type { ServiceEnv } from '../http/serviceEnv.js'
import { validate } from '../http/validate.js'
import { jsonBody } from '../routes/jsonBody.js'
import {
  InsufficientLiquidityError,
  SwapsUnsupportedError,
  SwapWouldRevertError,
} from './swapErrors.js'
import {
  baseUnitsSchema,
  caip10AccountSchema,
  caip10Of,
  slippagePercentSchema,
  swapTokenSchema,
} from './swapParameters.js'
import type { SwapProvider, SwapRequest, SwapToken } from './swapProvider.js'

export type ConvertRoutesParameters = {
  provider: SwapProvider
  /** For the tokens' icons (`/public/getTokenImage/{symbol}` unless the list names one). */
  catalogue: TokenCatalogue
  publicUrl: string | undefined
}

/** SPEC.md §9: the swap slippage tolerance when the request names none. */
const defaultSlippagePercent = '1'

const tokensQuerySchema = z.object({
  chainId: caipNetworkIdSchema,
  search: z.string().max(100).optional(),
})
const quoteQuerySchema = z.object({
  amount: baseUnitsSchema,
  userAddress: caip10AccountSchema,
  from: swapTokenSchema,
  to: swapTokenSchema,
  // The client may pass the gas price it will pay; a Uniswap V2 quote does not depend on it.
  gasPrice: z
    .string()
    .regex(/^\d{1,78}$/, 'must be wei')
    .optional(),
})
const allowanceQuerySchema = z.object({
  tokenAddress: swapTokenSchema,
  userAddress: caip10AccountSchema,
})
const gasPriceQuerySchema = z.object({ chainId: caipNetworkIdSchema })
const approveQuerySchema = z.object({
  userAddress: caip10AccountSchema,
  from: swapTokenSchema,
  to: swapTokenSchema,
  amount: baseUnitsSchema,
})
const buildBodySchema = z.object({
  amount: z.string().pipe(baseUnitsSchema),
  eip155: z.object({ slippage: slippagePercentSchema }).optional(),
  projectId: z.string().optional(),
  from: swapTokenSchema,
  to: swapTokenSchema,
  userAddress: caip10AccountSchema,
  disableEstimate: z.boolean().optional(),
})

const swapsUnsupported = () =>
  new RequestError(400, 'swaps_unsupported', 'Network not supported for Swaps')

function sameChain(from: { chainId: string }, others: Record<string, { chainId: string }>) {
  for (const [field, other] of Object.entries(others)) {
    if (other.chainId !== from.chainId) {
      throw new RequestError(
        400,
        'invalid_request',
        `Invalid field "${field}": on ${other.chainId}, not on ${from.chainId} of "from"`,
        field,
      )
    }
  }
}

/**
 * The swap part of the blockchain service (SPEC.md §7, the wire of issue 30's contract),
 * answered by `provider`:
 * `GET /v1/convert/tokens?chainId&search` → `{ tokens }`,
 * `GET /v1/convert/quotes?amount&userAddress&from&to&gasPrice` → `{ quotes }`,
 * `GET /v1/convert/allowance?tokenAddress&userAddress` → `{ allowance, spender }`,
 * `GET /v1/convert/gas-price?chainId` → `{ standard, fast, instant }`,
 * `GET /v1/convert/build-approve?userAddress&from&to&amount` → `{ tx }`,
 * `POST /v1/convert/build-transaction` → `{ tx }`.
 */
export function convertRoutes(parameters: ConvertRoutesParameters): Hono<ServiceEnv> {
  const { provider, catalogue, publicUrl } = parameters
  const baseOf = (c: Context<ServiceEnv>) => publicUrl ?? new URL(c.req.url).origin

  /** The provider's answer, its refusals as the contract's 400s, a silent chain as a 502. */
  async function ask<T>(chainId: string, question: () => Promise<T>): Promise<T> {
    if (!provider.supportsSwaps(chainId)) throw swapsUnsupported()
    try {
      return await question()
    } catch (error) {
      if (error instanceof RequestError) throw error
      if (error instanceof SwapsUnsupportedError) throw swapsUnsupported()
      if (error instanceof InsufficientLiquidityError) {
        throw new RequestError(400, 'insufficient_liquidity', 'Insufficient liquidity')
      }
      if (error instanceof SwapWouldRevertError) {
        throw new RequestError(
          400,
          'invalid_request',
          `The swap would revert (check the balance and the allowance of "from"): ${error.message}`,
          'amount',
        )
      }
      throw chainUnavailable(chainId, error)
    }
  }

  /** `token` if the provider lists it on its chain, else a 400 naming `field`. */
  async function listed(chainId: string, token: SwapToken['address'], field: string) {
    const tokens = await ask(chainId, () => provider.tokens(chainId))
    const found = tokens.find((candidate) => candidate.address === token)
    if (!found) {
      throw new RequestError(
        400,
        'invalid_request',
        `Invalid field "${field}": not a token of the swap list of ${chainId} (GET /v1/convert/tokens)`,
        field,
      )
    }
    return found
  }

  async function swapRequest(input: {
    amount: bigint
    from: { chainId: `eip155:${number}`; token: SwapToken['address'] }
    to: { chainId: string; token: SwapToken['address'] }
    userAddress: { chainId: string; address: `0x${string}` }
  }): Promise<SwapRequest> {
    const { chainId } = input.from
    sameChain(input.from, { to: input.to, userAddress: input.userAddress })
    if (input.from.token === input.to.token) {
      throw new RequestError(
        400,
        'invalid_request',
        'Invalid field "to": the same token as "from"',
        'to',
      )
    }
    await listed(chainId, input.from.token, 'from')
    await listed(chainId, input.to.token, 'to')
    return {
      chainId,
      from: input.from.token,
      to: input.to.token,
      amount: input.amount,
      user: input.userAddress.address,
    }
  }

  return new Hono<ServiceEnv>()
    .get('/v1/convert/tokens', async (c) => {
      const { chainId, search } = validate(tokensQuerySchema, c.req.query(), 'query')
      const tokens = await ask(chainId, () => provider.tokens(chainId))
      const needle = search?.trim().toLowerCase()
      const projectId = c.get('project').id
      const shown = tokens
        .map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: caip10Of(chainId, token.address),
          decimals: token.decimals,
          logoUri: catalogue.iconUrl(
            { ...token, chainId, address: undefined, icon: token.icon },
            baseOf(c),
            projectId,
          ),
        }))
        .filter(
          (token) =>
            !needle ||
            [token.symbol, token.name, token.address].some((text) =>
              text.toLowerCase().includes(needle),
            ),
        )
      return c.json({ tokens: shown })
    })
    .get('/v1/convert/quotes', async (c) => {
      const query = validate(quoteQuerySchema, c.req.query(), 'query')
      const request = await swapRequest(query)
      const quote = await ask(request.chainId, () => provider.quote(request))
      return c.json({
        quotes: [
          {
            id: quote.id,
            fromAmount: quote.amountIn.toString(),
            fromAccount: caip10Of(request.chainId, request.from),
            toAmount: quote.amountOut.toString(),
            toAccount: caip10Of(request.chainId, request.to),
            ...(quote.priceImpactPercent === undefined
              ? {}
              : { priceImpact: quote.priceImpactPercent.toFixed(2) }),
            route: quote.route.map((token) => caip10Of(request.chainId, token)),
            fee: {
              amount: quote.fee.amount.toString(),
              token: caip10Of(request.chainId, quote.fee.token),
            },
          },
        ],
      })
    })
    .get('/v1/convert/allowance', async (c) => {
      const { tokenAddress, userAddress } = validate(allowanceQuerySchema, c.req.query(), 'query')
      const { chainId, token } = tokenAddress
      sameChain(tokenAddress, { userAddress })
      const spender = await ask(chainId, () => provider.spender(chainId))
      // The native currency is sent along with the swap: nothing to approve.
      const allowance =
        token === 'native'
          ? maxUint256
          : await ask(chainId, () => provider.allowance(chainId, token, userAddress.address))
      return c.json({ allowance: allowance.toString(), spender })
    })
    .get('/v1/convert/gas-price', async (c) => {
      const { chainId } = validate(gasPriceQuerySchema, c.req.query(), 'query')
      if (!provider.supportsGasPrice(chainId)) {
        throw new RequestError(400, 'gas_price_unsupported', 'Network not supported for Gas Price')
      }
      let prices: Awaited<ReturnType<SwapProvider['gasPrices']>>
      try {
        prices = await provider.gasPrices(chainId)
      } catch (error) {
        throw chainUnavailable(chainId, error)
      }
      return c.json({
        standard: prices.standard.toString(),
        fast: prices.fast.toString(),
        instant: prices.instant.toString(),
      })
    })
    .get('/v1/convert/build-approve', async (c) => {
      const query = validate(approveQuerySchema, c.req.query(), 'query')
      const { chainId, token } = query.from
      sameChain(query.from, { to: query.to, userAddress: query.userAddress })
      if (token === 'native') {
        throw new RequestError(
          400,
          'invalid_request',
          'Invalid query parameter "from": the native currency needs no approval',
          'from',
        )
      }
      await listed(chainId, token, 'from')
      const [spender, prices] = await ask(chainId, () =>
        Promise.all([provider.spender(chainId), provider.gasPrices(chainId)]),
      )
      return c.json({
        tx: {
          from: `${chainId}:${query.userAddress.address}`,
          to: caip10Of(chainId, token),
          data: encodeFunctionData({
            abi: erc20Abi,
            functionName: 'approve',
            args: [spender, query.amount],
          }),
          value: '0',
          eip155: { gasPrice: prices.standard.toString() },
        },
      })
    })
    .post('/v1/convert/build-transaction', async (c) => {
      const body = validate(buildBodySchema, await jsonBody(c), 'body')
      if (body.projectId !== undefined && body.projectId !== c.get('project').id) {
        throw new RequestError(
          400,
          'invalid_request',
          'Invalid body field "projectId": not the project of the query',
          'projectId',
        )
      }
      const request = await swapRequest(body)
      const built = await ask(request.chainId, () =>
        provider.buildSwap({
          ...request,
          slippagePercent: body.eip155?.slippage ?? defaultSlippagePercent,
          estimateGas: body.disableEstimate !== true,
        }),
      )
      return c.json({
        tx: {
          from: `${request.chainId}:${request.user}`,
          to: `${request.chainId}:${built.to}`,
          data: built.data,
          amount: built.value.toString(),
          eip155: { gas: built.gas.toString(), gasPrice: built.gasPrice.toString() },
          minimumOut: built.minimumOut.toString(),
          ...(built.deadline === undefined ? {} : { deadline: Number(built.deadline) }),
        },
      })
    })
}
