import { NATIVE_BALANCE_CACHE_MS } from '../constants/time.js'
import type { LatchStorage } from '../storage/createStorage.js'

/** An account's native balance as last read: the amount (decimal string) and its symbol. */
export type CachedBalance = { balance: string; symbol: string }

const keyOf = (address: string, chainId: string) => `${chainId}:${address}`

/**
 * The persisted native balance of `address` on `chainId` (SPEC.md §3 "balance cache"), while
 * it is fresh ({@link NATIVE_BALANCE_CACHE_MS}, SPEC.md §9): what a page shows at once, before
 * any service or chain answers.
 */
export function readCachedBalance(
  storage: LatchStorage,
  address: string,
  chainId: string,
  now: number,
): CachedBalance | undefined {
  const entry = storage.get('balanceCache')?.[keyOf(address, chainId)]
  if (!entry || now - entry.timestamp >= NATIVE_BALANCE_CACHE_MS) return undefined
  return { balance: entry.balance, symbol: entry.symbol }
}

/** Remembers the native balance just read; entries gone stale are dropped on the way. */
export function writeCachedBalance(
  storage: LatchStorage,
  address: string,
  chainId: string,
  balance: CachedBalance,
  now: number,
): void {
  const fresh = Object.entries(storage.get('balanceCache') ?? {}).filter(
    ([, entry]) => entry !== undefined && now - entry.timestamp < NATIVE_BALANCE_CACHE_MS,
  )
  storage.set('balanceCache', {
    ...Object.fromEntries(fresh),
    [keyOf(address, chainId)]: { timestamp: now, ...balance },
  })
}

/** Forgets the native balances of `address` on every chain: it has just changed them. */
export function forgetCachedBalances(storage: LatchStorage, address: string): void {
  const kept = Object.entries(storage.get('balanceCache') ?? {}).filter(
    ([key]) => !key.endsWith(`:${address}`),
  )
  storage.set('balanceCache', Object.fromEntries(kept))
}
