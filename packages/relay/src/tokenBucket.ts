export type TokenBucket = {
  /**
   * Takes `cost` tokens when the bucket holds them; otherwise takes nothing and says how long
   * until it will.
   */
  take(cost?: number): { allowed: true } | { allowed: false; retryAfterMs: number }
}

/**
 * A token bucket: `capacity` tokens at first, refilled at `perSecond`. It allows a burst after
 * a quiet spell and the steady rate after that, which a fixed window does not: a window lets
 * twice its limit through across its edge.
 *
 * @example
 * const bucket = createTokenBucket({ perSecond: 20, capacity: 40 })
 * bucket.take() // { allowed: true }
 */
export function createTokenBucket(
  { perSecond, capacity }: { perSecond: number; capacity: number },
  now: () => number = Date.now,
): TokenBucket {
  let tokens = capacity
  let filledAt = now()
  return {
    take(cost = 1) {
      const time = now()
      tokens = Math.min(capacity, tokens + ((time - filledAt) / 1000) * perSecond)
      filledAt = time
      if (tokens >= cost) {
        tokens -= cost
        return { allowed: true }
      }
      return { allowed: false, retryAfterMs: Math.ceil(((cost - tokens) / perSecond) * 1000) }
    },
  }
}
