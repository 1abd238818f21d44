import { type Address, getAddress, isAddress } from 'viem'
import * as z from 'zod'
import { ChainSettingsError } from '../chains/chainSettingsError.js'

/** A Uniswap V2 deployment on one chain: what the local swap provider reads and calls. */
export type DexSettings = {
  factory: Address
  router: Address
  /** The wrapped native currency the router swaps native ETH through. */
  weth: Address
  /**
   * A USD stablecoin with pairs on this exchange, counted as $1: the price source values the
   * chain's tokens through it. None: the exchange swaps but prices nothing.
   */
  usd?: Address | undefined
}

/** `LATCH_DEX`: Uniswap V2 deployments by CAIP-2 chain id. */
export type DexInput = Readonly<Record<string, unknown>>

/**
 * Where `@latch/testkit` deploys Uniswap V2: the deployer's nonces 2–4 on each local chain, so
 * the same addresses on both (a test pins them against the testkit's description).
 */
export const devnetDex: DexSettings = Object.freeze({
  factory: '0xCf7Ed3AccA5a467e9e704C703E8D87F634fB0Fc9',
  router: '0xDc64a140Aa3E981100a9becA4E685f962f0cF6C9',
  weth: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
  usd: '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512',
})

const devnetChainIds: readonly string[] = Object.freeze(['eip155:31337', 'eip155:31338'])

const addressSchema = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'must be a 0x address')
  .transform((value) => getAddress(value))
const dexSchema = z.object({
  factory: addressSchema,
  router: addressSchema,
  weth: addressSchema,
  usd: addressSchema.optional(),
})

/**
 * The Uniswap V2 deployments of the configured eip155 chains: the given ones (`null` turns a
 * local chain's default off), else the testkit's on its local chains, else none.
 *
 * @throws {ChainSettingsError} for a chain without an RPC URL or a bad entry.
 * @example
 * resolveDexes(['eip155:31337'], undefined).get('eip155:31337')?.router // '0xDc64…C6C9'
 */
export function resolveDexes(
  chainIds: readonly string[],
  input: DexInput | undefined,
): ReadonlyMap<string, DexSettings> {
  for (const chainId of Object.keys(input ?? {})) {
    if (!chainIds.includes(chainId)) {
      throw new ChainSettingsError(
        `dex: chain "${chainId}" is not an eip155 chain of LATCH_CHAIN_RPC`,
      )
    }
  }
  const dexes = new Map<string, DexSettings>()
  for (const chainId of chainIds) {
    const given = input?.[chainId]
    if (given === null) continue
    if (given === undefined) {
      if (devnetChainIds.includes(chainId)) dexes.set(chainId, devnetDex)
      continue
    }
    const result = dexSchema.safeParse(given)
    if (!result.success) {
      const issue = result.error.issues[0]
      const path = issue?.path.length ? `.${issue.path.join('.')}` : ''
      throw new ChainSettingsError(`dex.${chainId}${path}: ${issue?.message}`)
    }
    dexes.set(chainId, result.data)
  }
  return dexes
}
