import { type Address, zeroAddress } from 'viem'
import type { ChainClient } from '../chains/chainClient.js'
import type { DexSettings } from './dexSettings.js'
import { uniswapV2FactoryAbi, uniswapV2PairAbi } from './uniswapV2Abi.js'
import type { HopReserves } from './uniswapV2Math.js'

/** Reads the pairs of one Uniswap V2 deployment: which exist, and their reserves at a block. */
export type UniswapV2Pools = {
  /**
   * The reserves of `tokenIn` → `tokenOut`'s pair at `blockNumber` (the latest block by
   * default); `undefined` when no pair.
   */
  reserves(
    tokenIn: Address,
    tokenOut: Address,
    blockNumber?: bigint,
  ): Promise<HopReserves | undefined>
}

/**
 * The pairs of `dex` read through `client`. A pair's address never changes once the factory
 * made it, so it is asked once; a missing pair is asked again next time (it may be opened).
 */
export function createUniswapV2Pools(client: ChainClient, dex: DexSettings): UniswapV2Pools {
  const pairs = new Map<string, Promise<Address>>()
  const pairOf = (tokenA: Address, tokenB: Address) => {
    const [token0, token1] = sortTokens(tokenA, tokenB)
    const key = `${token0}:${token1}`
    let pair = pairs.get(key)
    if (!pair) {
      pair = client.readContract({
        address: dex.factory,
        abi: uniswapV2FactoryAbi,
        functionName: 'getPair',
        args: [token0, token1],
      })
      pairs.set(key, pair)
      pair.then(
        (address) => address === zeroAddress && pairs.delete(key),
        () => pairs.delete(key),
      )
    }
    return pair
  }
  return {
    async reserves(tokenIn, tokenOut, blockNumber) {
      const pair = await pairOf(tokenIn, tokenOut)
      if (pair === zeroAddress) return undefined
      const [reserve0, reserve1] = await client.readContract({
        address: pair,
        abi: uniswapV2PairAbi,
        functionName: 'getReserves',
        ...(blockNumber === undefined ? {} : { blockNumber }),
      })
      // The pair holds its tokens sorted by address, as the factory sorted them.
      const inIsToken0 = sortTokens(tokenIn, tokenOut)[0] === tokenIn
      return inIsToken0
        ? { reserveIn: reserve0, reserveOut: reserve1 }
        : { reserveIn: reserve1, reserveOut: reserve0 }
    },
  }
}

function sortTokens(tokenA: Address, tokenB: Address): [Address, Address] {
  return tokenA.toLowerCase() < tokenB.toLowerCase() ? [tokenA, tokenB] : [tokenB, tokenA]
}
