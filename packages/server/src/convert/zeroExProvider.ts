import { type Address, erc20Abi, getAddress, type Hex } from 'viem'
import * as z from 'zod'
import type { ChainClient, ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import { readGasPrices } from './chainGasPrices.js'
import { InsufficientLiquidityError, SwapsUnsupportedError } from './swapErrors.js'
import { nativeTokenPlaceholder } from './swapParameters.js'
import type { SwapProvider, SwapRequest, SwapToken } from './swapProvider.js'

export type CreateZeroExProviderParameters = {
  apiKey: string
  /** `https://api.0x.org` unless a proxy stands in front. */
  apiUrl: string
  /** The eip155 chains with their token lists: 0x's v2 API has no token list of its own. */
  chains: readonly ChainSettings[]
  /** Allowances and gas prices are read from the chain's own RPC. */
  clients: ChainClients
  fetch?: typeof globalThis.fetch
}

/**
 * The chains 0x's Swap API v2 serves (its "supported chains" page): Ethereum, Optimism, BNB,
 * Polygon, Base, Arbitrum, Avalanche, Linea, Scroll, Blast, Mantle, Mode.
 */
const zeroExChainIds: ReadonlySet<number> = new Set([
  1, 10, 56, 137, 8453, 42161, 43114, 59144, 534352, 81457, 5000, 34443,
])

/**
 * 0x's AllowanceHolder, the spender of `/swap/allowance-holder/*` on the chains above (its
 * address is the same on each; the quote's `issues.allowance.spender` names it too).
 */
export const zeroExAllowanceHolder: Address = '0x0000000000001fF3684f28c67538d4D072C22734'

const baseUnits = z.string().regex(/^\d+$/)
const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/)
const feeSchema = z.object({ amount: baseUnits, token: address }).nullable().optional()
const noLiquiditySchema = z.object({ liquidityAvailable: z.literal(false) })
const priceSchema = z.object({
  liquidityAvailable: z.literal(true),
  blockNumber: baseUnits,
  buyAmount: baseUnits,
  sellAmount: baseUnits,
  minBuyAmount: baseUnits,
  fees: z.object({ integratorFee: feeSchema, zeroExFee: feeSchema, gasFee: feeSchema }),
  route: z.object({ tokens: z.array(z.object({ address })) }),
})
const quoteSchema = priceSchema.extend({
  transaction: z.object({
    to: address,
    data: z.string().regex(/^0x[0-9a-fA-F]*$/),
    gas: baseUnits.nullable(),
    gasPrice: baseUnits,
    value: baseUnits,
  }),
})

/**
 * 0x Swap API v2 (AllowanceHolder flow) as a {@link SwapProvider}: a quote is `GET
 * /swap/allowance-holder/price`, a built swap `GET /swap/allowance-holder/quote` with the
 * slippage in basis points (its `minBuyAmount` is the bound, its `transaction` what the user
 * signs, its gas 0x's simulation); approvals are for AllowanceHolder; the native currency is
 * 0x's `0xEeee…EEeE`. What 0x does not give, this leaves out: the price impact (v2 answers
 * none) and a deadline (its settlement contract takes none).
 */
export function createZeroExProvider(parameters: CreateZeroExProviderParameters): SwapProvider {
  const { apiKey, apiUrl, fetch = globalThis.fetch } = parameters
  const served = new Map<string, { chain: ChainSettings; client: ChainClient }>()
  for (const chain of parameters.chains) {
    const client = parameters.clients.get(chain.caipNetworkId)
    if (client) served.set(chain.caipNetworkId, { chain, client })
  }
  const entryOf = (chainId: string) => {
    const entry = served.get(chainId)
    if (!entry || !zeroExChainIds.has(entry.chain.id)) throw new SwapsUnsupportedError(chainId)
    return entry
  }
  const onApi = (token: SwapToken['address']) =>
    token === 'native' ? nativeTokenPlaceholder : token
  const fromApi = (token: string): SwapToken['address'] =>
    token.toLowerCase() === nativeTokenPlaceholder ? 'native' : getAddress(token)

  async function ask(path: string, request: SwapRequest, extra: Record<string, string> = {}) {
    const { chain } = entryOf(request.chainId)
    const query = new URLSearchParams({
      chainId: String(chain.id),
      sellToken: onApi(request.from),
      buyToken: onApi(request.to),
      sellAmount: request.amount.toString(),
      taker: request.user,
      ...extra,
    })
    const response = await fetch(`${apiUrl}${path}?${query}`, {
      headers: { '0x-api-key': apiKey, '0x-version': 'v2', accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    })
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      throw new Error(`0x ${path} answered ${response.status}: ${JSON.stringify(body)}`)
    }
    if (noLiquiditySchema.safeParse(body).success) {
      throw new InsufficientLiquidityError('0x found no liquidity for this swap')
    }
    return body
  }

  const feeOf = (
    fees: z.infer<typeof priceSchema>['fees'],
    request: SwapRequest,
  ): { amount: bigint; token: SwapToken['address'] } => {
    const fee = fees.zeroExFee ?? fees.integratorFee
    return fee
      ? { amount: BigInt(fee.amount), token: fromApi(fee.token) }
      : { amount: 0n, token: request.to }
  }

  return {
    name: '0x',
    supportsSwaps: (chainId) => {
      const entry = served.get(chainId)
      return entry !== undefined && zeroExChainIds.has(entry.chain.id)
    },
    supportsGasPrice: (chainId) => served.has(chainId),
    async tokens(chainId) {
      const { chain } = entryOf(chainId)
      return [{ address: 'native', ...chain.native }, ...chain.tokens]
    },
    async quote(request) {
      const price = priceSchema.parse(await ask('/swap/allowance-holder/price', request))
      return {
        id: `0x:${request.chainId}:${price.blockNumber}`,
        amountIn: BigInt(price.sellAmount),
        amountOut: BigInt(price.buyAmount),
        priceImpactPercent: undefined,
        route: [
          request.from,
          ...price.route.tokens.slice(1, -1).map((token) => fromApi(token.address)),
          request.to,
        ],
        fee: feeOf(price.fees, request),
      }
    },
    spender: async (chainId) => {
      entryOf(chainId)
      return zeroExAllowanceHolder
    },
    async allowance(chainId, token, owner) {
      const { client } = entryOf(chainId)
      return client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, zeroExAllowanceHolder],
      })
    },
    async gasPrices(chainId) {
      const entry = served.get(chainId)
      if (!entry) throw new SwapsUnsupportedError(chainId)
      return readGasPrices(entry.client)
    },
    async buildSwap(request) {
      const slippageBps = Math.round(Number(request.slippagePercent) * 100)
      const quote = quoteSchema.parse(
        await ask('/swap/allowance-holder/quote', request, { slippageBps: String(slippageBps) }),
      )
      const { transaction } = quote
      return {
        to: getAddress(transaction.to),
        data: transaction.data as Hex,
        value: BigInt(transaction.value),
        // 0x simulates the swap for its gas; without it, a ceiling like the local exchange's.
        gas: transaction.gas === null ? 500_000n : BigInt(transaction.gas),
        gasPrice: BigInt(transaction.gasPrice),
        minimumOut: BigInt(quote.minBuyAmount),
        deadline: undefined,
      }
    },
  }
}
