import { type Address, getAddress, maxUint256 } from 'viem'
import * as z from 'zod'
import type { SwapToken } from './swapProvider.js'

/** The id of a native currency in the swap routes, as the aggregators write it. */
export const nativeTokenPlaceholder = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** A CAIP-10 eip155 token or account, split. */
export type Caip10 = { chainId: `eip155:${number}`; address: Address }

/** A token of the swap routes: its chain and its contract, or `native`. */
export type SwapTokenId = { chainId: `eip155:${number}`; token: SwapToken['address'] }

const caip10Pattern = /^eip155:([1-9]\d{0,17}):(0x[0-9a-fA-F]{40})$/

/** A CAIP-10 eip155 account: `eip155:31337:0x…` (the address in any case). */
export const caip10AccountSchema = z
  .string()
  .max(100)
  .transform((value, context): Caip10 => {
    const match = caip10Pattern.exec(value)
    if (!match) {
      context.addIssue({
        code: 'custom',
        message: 'must be a CAIP-10 eip155 account (eip155:<chain id>:0x…)',
      })
      return z.NEVER
    }
    return { chainId: `eip155:${Number(match[1])}`, address: getAddress(match[2] as string) }
  })

/**
 * A CAIP-10 eip155 token: `eip155:31337:0x…`, the native currency as
 * `eip155:31337:0xeeee…eeee` (or `eip155:31337:native`).
 */
export const swapTokenSchema = z
  .string()
  .max(100)
  .transform((value, context): SwapTokenId => {
    const native = /^eip155:([1-9]\d{0,17}):native$/.exec(value)
    if (native) return { chainId: `eip155:${Number(native[1])}`, token: 'native' }
    const match = caip10Pattern.exec(value)
    if (!match) {
      context.addIssue({
        code: 'custom',
        message: `must be a CAIP-10 eip155 token (eip155:<chain id>:0x…, the native currency eip155:<chain id>:${nativeTokenPlaceholder})`,
      })
      return z.NEVER
    }
    const address = match[2] as string
    return {
      chainId: `eip155:${Number(match[1])}`,
      token: address.toLowerCase() === nativeTokenPlaceholder ? 'native' : getAddress(address),
    }
  })

/** An amount in base units: a positive integer that fits in uint256. */
export const baseUnitsSchema = z
  .string()
  .regex(/^[0-9]{1,78}$/, 'must be a positive integer of base units')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n && value <= maxUint256, 'must be above 0 and fit in uint256')

/** A slippage tolerance in percent: 0 to 50, at most 4 decimals (`"1"`, `"0.5"`). */
export const slippagePercentSchema = z
  .string()
  .regex(/^\d{1,2}(\.\d{1,4})?$/, 'must be a percent such as "1" or "0.5"')
  .refine((value) => Number(value) <= 50, 'must be at most 50 percent')

/** A token's CAIP-10 id as the routes answer it: checksummed contract, or the native placeholder. */
export function caip10Of(chainId: string, token: SwapToken['address']): string {
  return `${chainId}:${token === 'native' ? nativeTokenPlaceholder : token}`
}
