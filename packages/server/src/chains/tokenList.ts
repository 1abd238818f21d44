import { getNetwork } from '@latch/core/networks'
import * as z from 'zod'
import type { NativeCurrencyInfo, TokenListInput } from './chainSettings.js'
import { ChainSettingsError } from './chainSettingsError.js'

/** What every listed token says besides where it lives (its contract or mint). */
export const tokenFieldsSchema = z.object({
  name: z.string().min(1).max(64),
  symbol: z
    .string()
    .regex(/^[A-Za-z0-9.$_-]{1,16}$/, 'must be 1–16 letters, digits or . $ _ -')
    .transform((value) => value.toUpperCase()),
  decimals: z.int().min(0).max(36),
  icon: z.url({ protocol: /^https$/ }).optional(),
})

/**
 * Refuses a token list for a chain the server has no RPC URL for: its tokens could never be
 * read, and the setting is most likely a typo of a configured chain.
 */
export function checkTokenListChains(
  chainRpc: Readonly<Record<string, string>>,
  tokens: TokenListInput | undefined,
): void {
  for (const chain of Object.keys(tokens ?? {})) {
    if (!(chain in chainRpc)) {
      throw new ChainSettingsError(`tokens: chain "${chain}" has no RPC URL in LATCH_CHAIN_RPC`)
    }
  }
}

/**
 * The tokens of one chain: the configured entries, each checked by `schema` (the first fault
 * named by its place, `tokens.<chain>[i].<field>`), else `defaults`.
 */
export function parseTokenList<T>(
  caipNetworkId: string,
  listed: readonly unknown[] | undefined,
  schema: z.ZodType<T>,
  defaults: readonly T[],
): T[] {
  if (listed === undefined) return [...defaults]
  return listed.map((entry, index) => {
    const result = schema.safeParse(entry)
    if (result.success) return result.data
    const issue = result.error.issues[0]
    const path = issue?.path.length ? `.${issue.path.join('.')}` : ''
    throw new ChainSettingsError(`tokens.${caipNetworkId}[${index}]${path}: ${issue?.message}`)
  })
}

/** A chain's native currency from `@latch/core`'s catalogue (symbol upper-cased), else `fallback`. */
export function nativeCurrencyOf(
  caipNetworkId: string,
  fallback: NativeCurrencyInfo,
): NativeCurrencyInfo {
  const native = getNetwork(caipNetworkId)?.nativeCurrency ?? fallback
  return { name: native.name, symbol: native.symbol.toUpperCase(), decimals: native.decimals }
}
