import type { DevAccount } from '@latch/test-wallets'
import { type Address, encodeFunctionData, erc20Abi, getAddress, maxUint256 } from 'viem'
import type { CompiledDevnetContracts } from './compileDevnetContracts.js'
import type { DevnetChain } from './devnetInfo.js'
import { type DevnetPoolToken, devnetPools, poolDepositOf } from './devnetPools.js'
import { devnetSender } from './devnetSender.js'
import { devnetWalletClient } from './devnetWalletClient.js'
import { testCollectibles } from './testCollectibles.js'
import { testStablecoin } from './testStablecoin.js'
import { testToken } from './testToken.js'
import { uniswapV2FactoryAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'
import type { UniswapV2Artifacts } from './uniswapV2Artifacts.js'

/** What {@link deployDevnetContracts} needs: the chain, the contracts, who deploys and holds. */
export type DeployDevnetContractsParameters = {
  readonly chain: DevnetChain
  readonly compiled: CompiledDevnetContracts
  readonly uniswap: UniswapV2Artifacts
  /** Sends every transaction, in a fixed order, so every start gives the same addresses. */
  readonly deployer: DevAccount
  /** The dev accounts: each gets the tokens, the first ones the collectibles. */
  readonly holders: readonly Address[]
  /** The collectibles' `tokenURI` base on this chain. */
  readonly collectiblesBaseUri: string
}

/** Where {@link deployDevnetContracts} put everything on one chain. */
export type DevnetContracts = {
  readonly token: Address
  readonly stablecoin: Address
  readonly weth: Address
  readonly factory: Address
  readonly router: Address
  readonly collectibles: Address
  /** The pair of each of {@link devnetPools}, in that order. */
  readonly pairs: readonly Address[]
}

// Local chains mine at once and nobody front-runs them: no deadline, no slippage bound.
const noDeadline = maxUint256

/**
 * Deploys, from the deployer and in this order (its nonces 0 to 10, hence fixed addresses):
 * LTT (so its address stays what it always was), LUSD, WETH9, UniswapV2Factory,
 * UniswapV2Router02, the collectibles; then approves the router for LTT and LUSD and opens
 * {@link devnetPools} through it (`addLiquidityETH`, `addLiquidity`). Each transaction is mined
 * before the next is sent. The deployer's tokens include what it puts into the pools, so it is
 * left with `amountPerAccount` like every other dev account.
 */
export async function deployDevnetContracts(
  parameters: DeployDevnetContractsParameters,
): Promise<DevnetContracts> {
  const { chain, compiled, uniswap, deployer, holders, collectiblesBaseUri } = parameters
  const client = devnetWalletClient(chain, deployer)
  const { send, deploy } = await devnetSender(chain, deployer)
  // Every dev account its share, and the deployer again what it is about to pool.
  const supply = (amountPerAccount: bigint, token: DevnetPoolToken) => [
    [...holders, deployer.address],
    [...holders.map(() => amountPerAccount), poolDepositOf(token)],
  ]

  const token = await deploy(testToken.symbol, compiled.token, [
    testToken.name,
    testToken.symbol,
    testToken.decimals,
    ...supply(testToken.amountPerAccount, 'LTT'),
  ])
  const stablecoin = await deploy(testStablecoin.symbol, compiled.token, [
    testStablecoin.name,
    testStablecoin.symbol,
    testStablecoin.decimals,
    ...supply(testStablecoin.amountPerAccount, 'LUSD'),
  ])
  const weth = await deploy('WETH9', uniswap.weth, [])
  // The deployer may set the protocol fee's recipient; none is set, so the pools keep 0.3 %.
  const factory = await deploy('UniswapV2Factory', uniswap.factory, [deployer.address])
  const router = await deploy('UniswapV2Router02', uniswap.router, [factory, weth])
  const collectibles = await deploy(testCollectibles.symbol, compiled.collectibles, [
    collectiblesBaseUri,
    holders.slice(0, testCollectibles.holders),
    BigInt(testCollectibles.perHolder),
  ])

  const erc20Of = { LTT: token, LUSD: stablecoin } as const
  for (const address of [token, stablecoin]) {
    await send('approving the router', {
      to: address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [router, maxUint256],
      }),
    })
  }
  const pairs: Address[] = []
  for (const { tokens, amounts } of devnetPools) {
    const [tokenA, tokenB] = tokens
    const [amountA, amountB] = amounts
    const what = `opening the ${tokens.join('/')} pool`
    if (tokenA === 'ETH' || tokenB === 'ETH') {
      const [other, tokenAmount, ethAmount] =
        tokenA === 'ETH' ? [tokenB, amountB, amountA] : [tokenA, amountA, amountB]
      if (other === 'ETH') throw new Error('a pool of ETH and ETH')
      await send(what, {
        to: router,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'addLiquidityETH',
          args: [erc20Of[other], tokenAmount, tokenAmount, ethAmount, deployer.address, noDeadline],
        }),
        value: ethAmount,
      })
    } else {
      await send(what, {
        to: router,
        data: encodeFunctionData({
          abi: uniswapV2RouterAbi,
          functionName: 'addLiquidity',
          args: [
            erc20Of[tokenA],
            erc20Of[tokenB],
            amountA,
            amountB,
            amountA,
            amountB,
            deployer.address,
            noDeadline,
          ],
        }),
      })
    }
    const addressOf = (name: DevnetPoolToken) => (name === 'ETH' ? weth : erc20Of[name])
    const pair = await client.readContract({
      address: factory,
      abi: uniswapV2FactoryAbi,
      functionName: 'getPair',
      args: [addressOf(tokenA), addressOf(tokenB)],
    })
    pairs.push(getAddress(pair))
  }
  return { token, stablecoin, weth, factory, router, collectibles, pairs }
}
