import {
  type Address,
  createPublicClient,
  encodePacked,
  erc20Abi,
  getContractAddress,
  http,
  keccak256,
  maxUint256,
  parseEther,
  parseUnits,
} from 'viem'
import { describe, expect, inject, it } from 'vitest'
import type { DevnetChain } from './devnetInfo.js'
import { devnetPools } from './devnetPools.js'
import { devnetWalletClient } from './devnetWalletClient.js'
import { uniswapV2FactoryAbi, uniswapV2PairAbi, uniswapV2RouterAbi } from './uniswapV2Abi.js'

const devnet = inject('devnet')
const { dex, stablecoin, token } = devnet
if (!dex || !stablecoin) throw new Error('the devnet publishes its dex and stablecoin')
const [chainA, chainB] = devnet.chains
// No other test file of the testkit sends from this account.
const trader = devnet.accounts[6]
if (!chainA || !chainB || !trader) throw new Error('two chains and ten accounts')

const contractsOn = (chain: DevnetChain) => {
  const contracts = dex.addresses[chain.id]
  const ltt = token.addresses[chain.id]
  const lusd = stablecoin.addresses[chain.id]
  if (!contracts || !ltt || !lusd) throw new Error(`nothing published for chain ${chain.id}`)
  return { ...contracts, ltt, lusd }
}
const publicClient = (chain: DevnetChain) => createPublicClient({ transport: http(chain.rpcUrl) })
const balanceOf = (chain: DevnetChain, asset: Address, owner: Address) =>
  publicClient(chain).readContract({
    address: asset,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })

describe('the devnet dex (Uniswap V2)', () => {
  // First in this file: the swaps below move chain B's reserves, never chain A's.
  it('default: each pool holds the published reserves, so 1 ETH = 3000 LUSD and 1 LTT = 2 LUSD', async () => {
    const { weth, ltt, lusd } = contractsOn(chainA)
    const addressOf: Record<string, Address> = { WETH: weth, LTT: ltt, LUSD: lusd }
    expect(dex.pools.map((pool) => pool.symbols)).toEqual([
      ['WETH', 'LTT'],
      ['WETH', 'LUSD'],
      ['LTT', 'LUSD'],
    ])
    for (const [index, pool] of dex.pools.entries()) {
      const pair = pool.pairs[chainA.id]
      if (!pair) throw new Error(`no ${pool.symbols.join('/')} pair on chain A`)
      const client = publicClient(chainA)
      const [token0, [reserve0, reserve1]] = await Promise.all([
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'token0' }),
        client.readContract({ address: pair, abi: uniswapV2PairAbi, functionName: 'getReserves' }),
      ])
      const [a, b] = pool.symbols.map((symbol) => addressOf[symbol])
      const reserves = token0 === a ? [reserve0, reserve1] : [reserve1, reserve0]
      expect(token0 === a || token0 === b).toBe(true)
      expect(reserves.map(String)).toEqual(pool.reserves)
      expect(pool.reserves).toEqual(devnetPools[index]?.amounts.map(String))
    }
    expect(dex.startPrices).toEqual({ ETH: 3000, LTT: 2, LUSD: 1 })
    // The router quotes 1 ETH at 3000 LUSD less the 0.3 % fee and the (tiny) price impact.
    const [, quoted] = await publicClient(chainA).readContract({
      address: contractsOn(chainA).router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [parseEther('1'), [weth, lusd]],
    })
    expect(quoted).toBeGreaterThan(parseUnits('2960', 6))
    expect(quoted).toBeLessThan(parseUnits('2991', 6))
  })

  it('behavior: the router and the factory agree on every pair address (init code hash)', async () => {
    for (const chain of devnet.chains) {
      const { factory, weth, ltt, lusd } = contractsOn(chain)
      const addressOf: Record<string, Address> = { WETH: weth, LTT: ltt, LUSD: lusd }
      for (const pool of dex.pools) {
        const [a, b] = pool.symbols.map((symbol) => addressOf[symbol] as Address) as [
          Address,
          Address,
        ]
        // Pairs are keyed by their tokens sorted by address, as the factory sorts them.
        const [token0, token1] = BigInt(a) < BigInt(b) ? [a, b] : [b, a]
        // What UniswapV2Library.pairFor computes, from the published hash.
        const computed = getContractAddress({
          opcode: 'CREATE2',
          from: factory,
          salt: keccak256(encodePacked(['address', 'address'], [token0, token1])),
          bytecodeHash: dex.pairInitCodeHash,
        })
        const created = await publicClient(chain).readContract({
          address: factory,
          abi: uniswapV2FactoryAbi,
          functionName: 'getPair',
          args: [token1, token0],
        })
        expect(created).toBe(computed)
        expect(pool.pairs[chain.id]).toBe(computed)
        await expect(publicClient(chain).getCode({ address: computed })).resolves.toMatch(
          /^0x.{100}/,
        )
      }
    }
  })

  it('behavior: swapExactETHForTokens moves ETH and LTT by what getAmountsOut quotes', async () => {
    const { router, weth, ltt } = contractsOn(chainB)
    const client = devnetWalletClient(chainB, trader)
    const amountIn = parseEther('2')
    const path = [weth, ltt] as const
    const [, expectedOut] = await client.readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, [...path]],
    })
    if (expectedOut === undefined) throw new Error('no quote')
    // About 1500 LTT per ETH, less the fee and the impact of 2 ETH on a 100 ETH pool.
    expect(expectedOut).toBeGreaterThan(parseEther('2900'))
    expect(expectedOut).toBeLessThan(parseEther('2950'))
    const ethBefore = await client.getBalance({ address: trader.address })
    const lttBefore = await balanceOf(chainB, ltt, trader.address)
    const hash = await client.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactETHForTokens',
      args: [expectedOut, [...path], trader.address, maxUint256],
      value: amountIn,
    })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    const gas = receipt.gasUsed * receipt.effectiveGasPrice
    await expect(client.getBalance({ address: trader.address })).resolves.toBe(
      ethBefore - amountIn - gas,
    )
    await expect(balanceOf(chainB, ltt, trader.address)).resolves.toBe(lttBefore + expectedOut)
  })

  it('behavior: swapExactTokensForTokens, after an approval, moves LTT and LUSD by the quote', async () => {
    const { router, ltt, lusd } = contractsOn(chainB)
    const client = devnetWalletClient(chainB, trader)
    const amountIn = parseEther('100')
    const path = [ltt, lusd]
    // Without an allowance the router cannot take the LTT.
    await expect(
      client.simulateContract({
        address: router,
        abi: uniswapV2RouterAbi,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, 0n, path, trader.address, maxUint256],
      }),
    ).rejects.toThrow()
    const approval = await client.writeContract({
      address: ltt,
      abi: erc20Abi,
      functionName: 'approve',
      args: [router, amountIn],
    })
    await client.waitForTransactionReceipt({ hash: approval })
    const [, expectedOut] = await client.readContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'getAmountsOut',
      args: [amountIn, path],
    })
    if (expectedOut === undefined) throw new Error('no quote')
    // About 2 LUSD per LTT, less the 0.3 % fee.
    expect(expectedOut).toBeGreaterThan(parseUnits('199', 6))
    expect(expectedOut).toBeLessThan(parseUnits('200', 6))
    const [lttBefore, lusdBefore] = await Promise.all([
      balanceOf(chainB, ltt, trader.address),
      balanceOf(chainB, lusd, trader.address),
    ])
    const hash = await client.writeContract({
      address: router,
      abi: uniswapV2RouterAbi,
      functionName: 'swapExactTokensForTokens',
      args: [amountIn, expectedOut, path, trader.address, maxUint256],
    })
    await expect(client.waitForTransactionReceipt({ hash })).resolves.toMatchObject({
      status: 'success',
    })
    await expect(balanceOf(chainB, ltt, trader.address)).resolves.toBe(lttBefore - amountIn)
    await expect(balanceOf(chainB, lusd, trader.address)).resolves.toBe(lusdBefore + expectedOut)
  })
})
