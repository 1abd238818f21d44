import { type Address, BaseError, encodeFunctionData, erc20Abi, type Hex } from 'viem'
import type { ChainClient, ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import { readGasPrices } from './chainGasPrices.js'
import type { DexSettings } from './dexSettings.js'
import {
  InsufficientLiquidityError,
  SwapsUnsupportedError,
  SwapWouldRevertError,
} from './swapErrors.js'
import type { SwapProvider, SwapQuote, SwapRequest, SwapToken } from './swapProvider.js'
import { uniswapV2RouterAbi } from './uniswapV2Abi.js'
import { minimumOutOf, type RouteOutput, routeOutput } from './uniswapV2Math.js'
import { createUniswapV2Pools, type UniswapV2Pools } from './uniswapV2Pools.js'

export type CreateUniswapV2ProviderParameters = {
  /** The eip155 chains with their token lists. */
  chains: readonly ChainSettings[]
  /** The Uniswap V2 deployment of each chain that has one, by CAIP-2 id. */
  dexes: ReadonlyMap<string, DexSettings>
  clients: ChainClients
}

/** How long a built swap stays valid after the latest block: 20 minutes, as Uniswap's interface. */
const swapDeadlineSeconds = 20n * 60n

// The gas limit of a swap built with `disableEstimate`: above what the router uses for one hop
// (about 110 000–130 000 gas) and for each further hop (about 60 000), with room for a token
// whose transfer does more.
const unestimatedGasOf = (hops: number) => 200_000n + 100_000n * BigInt(hops - 1)

type Served = { chain: ChainSettings; dex: DexSettings; client: ChainClient; pools: UniswapV2Pools }

/**
 * The local exchange as a {@link SwapProvider}: a Uniswap V2 deployment read live through the
 * chain's RPC. Quotes come from the pairs' reserves (the router's `getAmountsOut` math with its
 * 0.3 % fee) over the direct pair or the route through WETH, whichever gives more; the native
 * currency is swapped through the router's ETH functions (WETH itself is not listed: native
 * ETH stands for it). Approvals are for the router.
 *
 * @example
 * const provider = createUniswapV2Provider({ chains: config.chains, dexes: config.dexes, clients })
 * const quote = await provider.quote({ chainId: 'eip155:31337', from: 'native', to: lusd, amount: 10n ** 18n, user })
 */
export function createUniswapV2Provider(
  parameters: CreateUniswapV2ProviderParameters,
): SwapProvider {
  const served = new Map<string, Served>()
  const clientsOnly = new Map<string, ChainClient>()
  for (const chain of parameters.chains) {
    const client = parameters.clients.get(chain.caipNetworkId)
    if (!client) continue
    clientsOnly.set(chain.caipNetworkId, client)
    const dex = parameters.dexes.get(chain.caipNetworkId)
    if (dex) {
      served.set(chain.caipNetworkId, {
        chain,
        dex,
        client,
        pools: createUniswapV2Pools(client, dex),
      })
    }
  }
  const servedOf = (chainId: string) => {
    const entry = served.get(chainId)
    if (!entry) throw new SwapsUnsupportedError(chainId)
    return entry
  }
  const tokensOf = ({ chain, dex }: Served): SwapToken[] => [
    { address: 'native', ...chain.native },
    // Native ETH stands for WETH: listing both would offer a swap that only wraps.
    ...chain.tokens.filter((token) => token.address !== dex.weth),
  ]
  const onChain = (dex: DexSettings, token: SwapToken['address']): Address =>
    token === 'native' ? dex.weth : token

  /** The best route's output at `blockNumber`, or insufficient liquidity. */
  async function bestRoute(entry: Served, request: SwapRequest, blockNumber: bigint) {
    const { dex, pools } = entry
    const from = onChain(dex, request.from)
    const to = onChain(dex, request.to)
    const paths: Address[][] = [[from, to]]
    if (from !== dex.weth && to !== dex.weth) paths.push([from, dex.weth, to])
    const outputs = await Promise.all(
      paths.map(async (path) => {
        const hops = await Promise.all(
          path
            .slice(1)
            .map((tokenOut, index) =>
              pools.reserves(path[index] as Address, tokenOut, blockNumber),
            ),
        )
        if (hops.some((hop) => hop === undefined)) return undefined
        const output = routeOutput(request.amount, hops as NonNullable<(typeof hops)[number]>[])
        return output.amounts.at(-1) === 0n ? undefined : { path, output }
      }),
    )
    let best: { path: Address[]; output: RouteOutput } | undefined
    for (const candidate of outputs) {
      if (!candidate) continue
      if (!best || (candidate.output.amounts.at(-1) ?? 0n) > (best.output.amounts.at(-1) ?? 0n)) {
        best = candidate
      }
    }
    if (!best) throw new InsufficientLiquidityError('No pool can fill this swap')
    return best
  }

  async function quote(request: SwapRequest): Promise<SwapQuote & { path: Address[] }> {
    const entry = servedOf(request.chainId)
    const blockNumber = await entry.client.getBlockNumber()
    const { path, output } = await bestRoute(entry, request, blockNumber)
    const route = path.map((token, index) =>
      index === 0 ? request.from : index === path.length - 1 ? request.to : token,
    )
    return {
      id: `uniswap-v2:${request.chainId}:${blockNumber}:${path.join('-')}`,
      amountIn: request.amount,
      amountOut: output.amounts.at(-1) ?? 0n,
      priceImpactPercent: output.priceImpactPercent,
      route,
      fee: { amount: output.feeAmount, token: request.from },
      path,
    }
  }

  return {
    name: 'uniswap-v2',
    supportsSwaps: (chainId) => served.has(chainId),
    supportsGasPrice: (chainId) => clientsOnly.has(chainId),
    tokens: async (chainId) => tokensOf(servedOf(chainId)),
    quote: async (request) => {
      const { path: _path, ...offer } = await quote(request)
      return offer
    },
    spender: async (chainId) => servedOf(chainId).dex.router,
    async allowance(chainId, token, owner) {
      const { client, dex } = servedOf(chainId)
      return client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [owner, dex.router],
      })
    },
    async gasPrices(chainId) {
      const client = clientsOnly.get(chainId)
      if (!client) throw new SwapsUnsupportedError(chainId)
      return readGasPrices(client)
    },
    async buildSwap(request) {
      const entry = servedOf(request.chainId)
      const { client, dex } = entry
      const [offer, block, gasPrice] = await Promise.all([
        quote(request),
        client.getBlock({ blockTag: 'latest' }),
        client.getGasPrice(),
      ])
      const minimumOut = minimumOutOf(offer.amountOut, request.slippagePercent)
      const deadline = block.timestamp + swapDeadlineSeconds
      const { path } = offer
      let data: Hex
      let value = 0n
      if (request.from === 'native') {
        value = request.amount
        data = encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'swapExactETHForTokens',
          args: [minimumOut, path, request.user, deadline],
        })
      } else {
        data = encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName:
            request.to === 'native' ? 'swapExactTokensForETH' : 'swapExactTokensForTokens',
          args: [request.amount, minimumOut, path, request.user, deadline],
        })
      }
      let gas = unestimatedGasOf(path.length - 1)
      if (request.estimateGas) {
        try {
          gas = await client.estimateGas({ account: request.user, to: dex.router, data, value })
        } catch (error) {
          // A revert is the user's balance or allowance; a node that did not answer is not.
          const revert = error instanceof BaseError ? error.walk(isRevert) : null
          if (revert instanceof BaseError) {
            throw new SwapWouldRevertError(revert.details || revert.shortMessage, { cause: error })
          }
          throw error
        }
      }
      return { to: dex.router, data, value, gas, gasPrice, minimumOut, deadline }
    },
  }
}

// viem names a revert ExecutionRevertedError when the node answers the standard code 3; hardhat
// answers -32603 with the reason in its details, which viem passes on as an RPC error.
function isRevert(error: unknown): boolean {
  return (
    error instanceof BaseError &&
    (['ExecutionRevertedError', 'ContractFunctionRevertedError', 'InsufficientFundsError'].includes(
      error.name,
    ) ||
      /\brevert/i.test(error.details))
  )
}
