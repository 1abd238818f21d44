import { describe, expect, test } from 'vitest'
import { createRateLimiter } from './rateLimiter.js'

describe('createRateLimiter', () => {
  test('default: max per window, then refused until the window resets', () => {
    let now = 0
    const limiter = createRateLimiter({ max: 2, windowMs: 10_000 }, () => now)
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 10 })
    expect(limiter.hit('a').allowed).toBe(true)
    now = 2_500
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 8 })
    expect(limiter.hit('b').allowed).toBe(true)
    now = 10_000
    expect(limiter.hit('a')).toEqual({ allowed: true, remaining: 1, retryAfterSeconds: 10 })
  })

  test('behavior: Retry-After is at least one second', () => {
    let now = 0
    const limiter = createRateLimiter({ max: 1, windowMs: 1_000 }, () => now)
    limiter.hit('a')
    now = 999
    expect(limiter.hit('a')).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 1 })
  })
})
