import { type Address, getAddress, isAddress } from 'viem'
import type { ChainClients } from '../chains/chainClient.js'
import type { ChainSettings } from '../chains/chainSettings.js'
import type { DexSettings } from '../convert/dexSettings.js'
import { createUniswapV2Pools, type UniswapV2Pools } from '../convert/uniswapV2Pools.js'
import type { PriceSource } from './priceSource.js'

export type CreateExchangePriceSourceParameters = {
  chains: readonly ChainSettings[]
  /** The Uniswap V2 deployments; a chain's is read when it names its USD stablecoin (`usd`). */
  dexes: ReadonlyMap<string, DexSettings>
  clients: ChainClients
  /**
   * How long a price is kept: short enough that a swap shows in the next balance fetch (the
   * client keeps balances 30 s itself). 2 s by default.
   */
  ttlMs?: number
  now?: () => number
}

type Market = {
  dex: DexSettings & { usd: Address }
  pools: UniswapV2Pools
  decimals: ReadonlyMap<Address, number>
}

/**
 * USD prices read live from the local exchange's pairs: its stablecoin is $1 (LUSD on the
 * testkit's chains), a token paired with it is worth the pair's mid price (reserve of USD per
 * reserve of token, scaled by their decimals), any other through its pair with WETH times
 * WETH's price; the native currency is WETH. A swap moves the reserves, so the next read (after
 * at most `ttlMs`) shows the new price. A token of no such pair, or not listed on its chain,
 * has no price here.
 */
export function createExchangePriceSource(
  parameters: CreateExchangePriceSourceParameters,
): PriceSource {
  const { ttlMs = 2_000, now = Date.now } = parameters
  const markets = new Map<string, Market>()
  for (const chain of parameters.chains) {
    const dex = parameters.dexes.get(chain.caipNetworkId)
    const client = parameters.clients.get(chain.caipNetworkId)
    if (!dex?.usd || !client) continue
    const decimals = new Map<Address, number>([[dex.weth, chain.native.decimals]])
    for (const token of chain.tokens) decimals.set(token.address, token.decimals)
    markets.set(chain.caipNetworkId, {
      dex: { ...dex, usd: dex.usd },
      pools: createUniswapV2Pools(client, dex),
      decimals,
    })
  }
  const cache = new Map<string, { at: number; price: Promise<number | undefined> }>()

  /** The mid price of `token` in `quote` (units of quote per unit of token), if they pair. */
  async function midPrice(market: Market, token: Address, quote: Address) {
    const tokenDecimals = market.decimals.get(token)
    const quoteDecimals = market.decimals.get(quote)
    if (tokenDecimals === undefined || quoteDecimals === undefined) return undefined
    const reserves = await market.pools.reserves(token, quote)
    if (!reserves || reserves.reserveIn === 0n || reserves.reserveOut === 0n) return undefined
    return (
      Number(reserves.reserveOut) /
      10 ** quoteDecimals /
      (Number(reserves.reserveIn) / 10 ** tokenDecimals)
    )
  }

  async function read(market: Market, token: Address): Promise<number | undefined> {
    const { usd, weth } = market.dex
    if (token === usd) return 1
    const direct = await midPrice(market, token, usd)
    if (direct !== undefined || token === weth) return direct
    const [inWeth, wethInUsd] = await Promise.all([
      midPrice(market, token, weth),
      midPrice(market, weth, usd),
    ])
    return inWeth === undefined || wethInUsd === undefined ? undefined : inWeth * wethInUsd
  }

  return {
    usdPrice(chainId, token, options) {
      const market = markets.get(chainId)
      if (!market) return Promise.resolve(undefined)
      let address: Address
      if (token === 'native') address = market.dex.weth
      else if (isAddress(token, { strict: false })) address = getAddress(token)
      else return Promise.resolve(undefined)
      const key = `${chainId}:${address}`
      const cached = cache.get(key)
      if (cached && now() - cached.at < ttlMs && !options?.fresh) return cached.price
      const price = read(market, address)
      cache.set(key, { at: now(), price })
      // A failed read is not kept: the next request asks the chain again.
      price.catch(() => cache.delete(key))
      return price
    },
  }
}
