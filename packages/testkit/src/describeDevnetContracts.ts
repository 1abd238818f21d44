import { devAccounts } from '@latch/test-wallets'
import type { Address, Hex } from 'viem'
import type { DevnetContracts } from './deployDevnetContracts.js'
import type {
  DevnetChain,
  DevnetCollectibles,
  DevnetDex,
  DevnetPool,
  DevnetToken,
} from './devnetInfo.js'
import { devnetPools } from './devnetPools.js'
import { testCollectibles } from './testCollectibles.js'
import { testStablecoin } from './testStablecoin.js'
import { testToken } from './testToken.js'

/** What was deployed on one chain, and the collectibles' base URI there. */
export type DeployedChain = {
  readonly chain: DevnetChain
  readonly contracts: DevnetContracts
  readonly collectiblesBaseUri: string
}

/** The parts of the devnet's description that say what is deployed where. */
export type DevnetContractsDescription = {
  readonly token: DevnetToken
  readonly stablecoin: DevnetToken
  readonly dex: DevnetDex
  readonly collectibles: DevnetCollectibles
}

// Basis points every Uniswap V2 swap leaves in the pool (the pair's 997/1000).
const uniswapV2FeeBps = 30

/**
 * Describes the deployed contracts as plain JSON (bigints as decimal strings), by chain id,
 * with the figures they start with: pool reserves and the USD prices they set.
 */
export function describeDevnetContracts(
  deployed: readonly DeployedChain[],
  pairInitCodeHash: Hex,
): DevnetContractsDescription {
  const byChain = <T>(pick: (entry: DeployedChain) => T): Record<number, T> =>
    Object.fromEntries(deployed.map((entry) => [entry.chain.id, pick(entry)]))
  const pools: DevnetPool[] = devnetPools.map(({ tokens, amounts }, index) => ({
    symbols: [symbolOf(tokens[0]), symbolOf(tokens[1])],
    reserves: [amounts[0].toString(), amounts[1].toString()],
    pairs: byChain(({ contracts }) => {
      const pair = contracts.pairs[index]
      if (!pair) throw new Error(`no pair deployed for ${tokens.join('/')}`)
      return pair
    }),
  }))
  const holders = devAccounts.slice(0, testCollectibles.holders)
  const tokens = holders.flatMap((holder, holderIndex) =>
    Array.from({ length: testCollectibles.perHolder }, (_, index) => ({
      tokenId: holderIndex * testCollectibles.perHolder + index + 1,
      owner: holder.address as Address,
    })),
  )
  return {
    token: {
      name: testToken.name,
      symbol: testToken.symbol,
      decimals: testToken.decimals,
      addresses: byChain(({ contracts }) => contracts.token),
    },
    stablecoin: {
      name: testStablecoin.name,
      symbol: testStablecoin.symbol,
      decimals: testStablecoin.decimals,
      addresses: byChain(({ contracts }) => contracts.stablecoin),
    },
    dex: {
      name: 'Uniswap V2',
      addresses: byChain(({ contracts: { factory, router, weth } }) => ({ factory, router, weth })),
      pairInitCodeHash,
      feeBps: uniswapV2FeeBps,
      pools,
      startPrices: startPricesOf(),
    },
    collectibles: {
      name: testCollectibles.name,
      symbol: testCollectibles.symbol,
      addresses: byChain(({ contracts }) => contracts.collectibles),
      baseUris: byChain(({ collectiblesBaseUri }) => collectiblesBaseUri),
      tokens,
    },
  }
}

const symbolOf = (token: string) => (token === 'ETH' ? 'WETH' : token)

// Each token's price in LUSD from the pool it shares with LUSD: reserve of LUSD per token,
// both scaled by their decimals.
function startPricesOf(): Record<string, number> {
  const decimalsOf: Record<string, number> = {
    ETH: 18,
    [testToken.symbol]: testToken.decimals,
    [testStablecoin.symbol]: testStablecoin.decimals,
  }
  const prices: Record<string, number> = { [testStablecoin.symbol]: 1 }
  for (const { tokens, amounts } of devnetPools) {
    const usdIndex = tokens.indexOf(testStablecoin.symbol)
    const other = tokens[1 - usdIndex]
    if (usdIndex < 0 || other === undefined) continue
    const usd = Number(amounts[usdIndex]) / 10 ** testStablecoin.decimals
    const amount = Number(amounts[1 - usdIndex]) / 10 ** (decimalsOf[other] ?? 18)
    prices[other] = usd / amount
  }
  return prices
}
