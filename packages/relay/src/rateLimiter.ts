export type RateLimit = {
  /** Requests allowed per window and key. */
  max: number
  windowMs: number
}

export type RateLimitDecision = {
  allowed: boolean
  remaining: number
  /** Whole seconds until the key's window resets (at least 1). */
  retryAfterSeconds: number
}

export type RateLimiter = { hit(key: string): RateLimitDecision }

/**
 * A fixed-window counter per key, in memory (one server process). Expired windows are
 * swept as time passes, so memory follows the number of recent clients.
 *
 * @example
 * const limiter = createRateLimiter({ max: 600, windowMs: 60_000 })
 * limiter.hit('203.0.113.7|demo') // { allowed: true, remaining: 599, retryAfterSeconds: 60 }
 */
export function createRateLimiter(
  { max, windowMs }: RateLimit,
  now: () => number = Date.now,
): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>()
  let nextSweepAt = 0
  function sweep(time: number) {
    if (time < nextSweepAt) return
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key)
    nextSweepAt = time + windowMs
  }
  return {
    hit(key) {
      const time = now()
      sweep(time)
      let window = windows.get(key)
      if (!window || window.resetAt <= time) {
        window = { count: 0, resetAt: time + windowMs }
        windows.set(key, window)
      }
      window.count += 1
      return {
        allowed: window.count <= max,
        remaining: Math.max(0, max - window.count),
        retryAfterSeconds: Math.max(1, Math.ceil((window.resetAt - time) / 1000)),
      }
    },
  }
}
