import { createRequire } from 'node:module'
import { type Abi, type Hex, keccak256 } from 'viem'
import type { CompiledContract } from './compileDevnetContracts.js'

/** Uniswap V2's audited builds as npm ships them, and the pair's init code hash. */
export type UniswapV2Artifacts = {
  /** `@uniswap/v2-periphery/build/WETH9.json` (the WETH9 the periphery tests with). */
  readonly weth: CompiledContract
  /** `@uniswap/v2-core/build/UniswapV2Factory.json`; it creates the pairs. */
  readonly factory: CompiledContract
  /** `@uniswap/v2-core/build/UniswapV2Pair.json`: never deployed directly, the factory does. */
  readonly pair: CompiledContract
  /** `@uniswap/v2-periphery/build/UniswapV2Router02.json`. */
  readonly router: CompiledContract
  /** keccak256 of the pair's creation code: the CREATE2 hash pair addresses derive from. */
  readonly pairInitCodeHash: Hex
}

type WaffleArtifact = { abi: Abi; bytecode: string }

let loaded: UniswapV2Artifacts | undefined

/**
 * Reads the compiled contracts from `@uniswap/v2-core` and `@uniswap/v2-periphery` (waffle
 * builds of solc 0.5.16 and 0.6.6: no compiling here), and checks that Router02's bytecode
 * carries the init code hash of the pair bytecode the factory deploys: `UniswapV2Library.pairFor`
 * hard-codes it, so a router built against another pair would send every swap to an address
 * without code.
 *
 * @example
 * const { router, pairInitCodeHash } = uniswapV2Artifacts() // '0x96e8ac42…845f'
 */
export function uniswapV2Artifacts(): UniswapV2Artifacts {
  if (loaded) return loaded
  const require = createRequire(import.meta.url)
  // Waffle writes the bytecode without its 0x.
  const read = (artifact: WaffleArtifact): CompiledContract => ({
    abi: artifact.abi,
    bytecode: `0x${artifact.bytecode.replace(/^0x/, '')}`,
  })
  const pair = read(require('@uniswap/v2-core/build/UniswapV2Pair.json'))
  const router = read(require('@uniswap/v2-periphery/build/UniswapV2Router02.json'))
  const pairInitCodeHash = keccak256(pair.bytecode)
  // pairFor pushes the hash as a 32-byte constant: PUSH32 (0x7f) then the hash.
  if (!router.bytecode.includes(`7f${pairInitCodeHash.slice(2)}`)) {
    throw new Error(
      `UniswapV2Router02 does not hard-code the init code hash ${pairInitCodeHash} of the UniswapV2Pair it would trade with; the @uniswap/v2-core and @uniswap/v2-periphery builds do not match`,
    )
  }
  loaded = {
    weth: read(require('@uniswap/v2-periphery/build/WETH9.json')),
    factory: read(require('@uniswap/v2-core/build/UniswapV2Factory.json')),
    pair,
    router,
    pairInitCodeHash,
  }
  return loaded
}
