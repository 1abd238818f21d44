import * as z from 'zod'
import { ChainSettingsError } from '../chains/chainSettingsError.js'
import { parseJsonSetting, parseWith, ServerConfigError } from '../config/parseSetting.js'
import { type DexInput, type DexSettings, resolveDexes } from './dexSettings.js'
import type { SwapProvider } from './swapProvider.js'

/** The swap options of `createServer` (README "Configuration"). */
export type SwapOptions = {
  /**
   * `LATCH_DEX` (JSON): Uniswap V2 deployments by CAIP-2 chain id,
   * `{ "eip155:1": { "factory", "router", "weth", "usd"? } }`; `null` turns a local chain's default off.
   */
  dex?: DexInput
  /**
   * `LATCH_SWAP_PROVIDER`: `uniswap-v2` (the local exchange, default) or `0x` (0x Swap API v2);
   * from code, any {@link SwapProvider}.
   */
  swapProvider?: 'uniswap-v2' | '0x' | SwapProvider
  /** `LATCH_0X_API_KEY`: the 0x API key, required with `swapProvider: '0x'`. */
  zeroExApiKey?: string
  /** `LATCH_0X_API_URL`: the 0x API base; `https://api.0x.org`. */
  zeroExApiUrl?: string
}

/** Which provider answers `/v1/convert/*`, with what it needs. */
export type SwapConfig = {
  /** The Uniswap V2 deployment of each eip155 chain that has one (the price source reads them too). */
  dexes: ReadonlyMap<string, DexSettings>
  provider:
    | { kind: 'uniswap-v2' }
    | { kind: '0x'; apiKey: string; apiUrl: string }
    | { kind: 'custom'; provider: SwapProvider }
}

const providerSchema = z.enum(['uniswap-v2', '0x'], 'must be uniswap-v2 or 0x')
const dexInputSchema = z.record(z.string(), z.unknown())

/**
 * The swap settings: each from its option, else its environment variable, else its default.
 *
 * @throws {ServerConfigError} naming the option or variable that is wrong.
 */
export function resolveSwapConfig(
  options: SwapOptions,
  env: Record<string, string | undefined>,
  eip155ChainIds: readonly string[],
): SwapConfig {
  const dexInput =
    options.dex ??
    (env.LATCH_DEX
      ? parseWith(
          dexInputSchema,
          parseJsonSetting(env.LATCH_DEX, 'LATCH_DEX', 'Uniswap V2 deployments by chain'),
          'LATCH_DEX',
        )
      : undefined)
  let dexes: ReadonlyMap<string, DexSettings>
  try {
    dexes = resolveDexes(eip155ChainIds, dexInput)
  } catch (error) {
    if (error instanceof ChainSettingsError) throw new ServerConfigError(error.message)
    throw error
  }
  if (typeof options.swapProvider === 'object') {
    return { dexes, provider: { kind: 'custom', provider: options.swapProvider } }
  }
  const kind = parseWith(
    providerSchema,
    options.swapProvider ?? (env.LATCH_SWAP_PROVIDER || 'uniswap-v2'),
    'LATCH_SWAP_PROVIDER',
  )
  if (kind === 'uniswap-v2') return { dexes, provider: { kind } }
  const apiKey = options.zeroExApiKey ?? env.LATCH_0X_API_KEY
  if (!apiKey) {
    throw new ServerConfigError('LATCH_0X_API_KEY: required with LATCH_SWAP_PROVIDER=0x')
  }
  const apiUrl = parseWith(
    z.url({ protocol: /^https?$/ }),
    options.zeroExApiUrl ?? (env.LATCH_0X_API_URL || 'https://api.0x.org'),
    'LATCH_0X_API_URL',
  )
  return { dexes, provider: { kind, apiKey, apiUrl: apiUrl.replace(/\/$/, '') } }
}
