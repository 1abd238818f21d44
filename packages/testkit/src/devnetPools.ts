import { parseUnits } from 'viem'
import { testStablecoin } from './testStablecoin.js'
import { testToken } from './testToken.js'

/** A token of the pools: `ETH` is wrapped (WETH9) by the router as it adds liquidity. */
export type DevnetPoolToken = 'ETH' | typeof testToken.symbol | typeof testStablecoin.symbol

/** One Uniswap V2 pool the devnet opens, with what the deployer puts in (base units). */
export type DevnetPoolDefinition = {
  readonly tokens: readonly [DevnetPoolToken, DevnetPoolToken]
  readonly amounts: readonly [bigint, bigint]
}

const ltt = (amount: string) => parseUnits(amount, testToken.decimals)
const lusd = (amount: string) => parseUnits(amount, testStablecoin.decimals)
const eth = (amount: string) => parseUnits(amount, 18)
const pool = (
  tokens: DevnetPoolDefinition['tokens'],
  amounts: DevnetPoolDefinition['amounts'],
): DevnetPoolDefinition => Object.freeze({ tokens, amounts })

/**
 * The pools, in the order they are opened, priced so that 1 ETH = 3 000 LUSD, 1 LTT = 2 LUSD
 * and so 1 ETH = 1 500 LTT: the three agree, so no route is cheaper than another. Deep enough
 * (100 ETH a side) that a demo swap of a few ETH moves the price by a few percent only.
 */
export const devnetPools: readonly DevnetPoolDefinition[] = Object.freeze([
  pool(['ETH', 'LTT'], [eth('100'), ltt('150000')]),
  pool(['ETH', 'LUSD'], [eth('100'), lusd('300000')]),
  pool(['LTT', 'LUSD'], [ltt('500000'), lusd('1000000')]),
])

/** How much of `token` the deployer puts into all the pools together. */
export function poolDepositOf(token: DevnetPoolToken): bigint {
  return devnetPools.reduce(
    (sum, pool) =>
      sum +
      pool.tokens.reduce(
        (part, name, index) => (name === token ? part + (pool.amounts[index] ?? 0n) : part),
        0n,
      ),
    0n,
  )
}
