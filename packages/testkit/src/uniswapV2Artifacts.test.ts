import { keccak256 } from 'viem'
import { expect, it } from 'vitest'
import { uniswapV2Artifacts } from './uniswapV2Artifacts.js'

// Uniswap V2's init code hash on every chain it is deployed on (UniswapV2Library.pairFor).
const mainnetPairInitCodeHash = '0x96e8ac4277198ff8b6f785478aa9a39f403cb768dd02cbee326c3e7da348845f'

it('default: the npm pair build hashes to the init code hash Router02 hard-codes', () => {
  const { pair, router, pairInitCodeHash } = uniswapV2Artifacts()
  expect(keccak256(pair.bytecode)).toBe(pairInitCodeHash)
  expect(pairInitCodeHash).toBe(mainnetPairInitCodeHash)
  // pairFor's `hex'96e8…'` is a PUSH32 (0x7f) of the hash in the router's code.
  expect(router.bytecode).toContain(`7f${mainnetPairInitCodeHash.slice(2)}`)
})

it('behavior: the factory creates pairs from exactly that pair build', () => {
  const { factory, pair } = uniswapV2Artifacts()
  // `type(UniswapV2Pair).creationCode` is embedded whole in the factory's code.
  expect(factory.bytecode).toContain(pair.bytecode.slice(2))
})

it('behavior: the builds carry the functions the devnet calls', () => {
  const { weth, factory, router } = uniswapV2Artifacts()
  const functions = (abi: readonly { type: string; name?: string }[]) =>
    abi.flatMap((item) => (item.type === 'function' && item.name ? [item.name] : []))
  expect(functions(weth.abi)).toEqual(expect.arrayContaining(['deposit', 'withdraw']))
  expect(functions(factory.abi)).toEqual(expect.arrayContaining(['createPair', 'getPair']))
  expect(functions(router.abi)).toEqual(
    expect.arrayContaining(['addLiquidityETH', 'swapExactETHForTokens', 'getAmountsOut']),
  )
})
