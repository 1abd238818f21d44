import { describe, expect, test } from 'vitest'
import { createTokenBucket } from './tokenBucket.js'

function clock() {
  let time = 1_000_000
  return {
    now: () => time,
    advance(ms: number) {
      time += ms
    },
  }
}

describe('createTokenBucket', () => {
  test('default: a full bucket allows its capacity at once, then refuses', () => {
    const time = clock()
    const bucket = createTokenBucket({ perSecond: 5, capacity: 10 }, time.now)
    const answers = Array.from({ length: 11 }, () => bucket.take())
    expect(answers.slice(0, 10)).toEqual(Array(10).fill({ allowed: true }))
    expect(answers[10]).toEqual({ allowed: false, retryAfterMs: 200 })
  })

  test('behavior: tokens come back at the rate, never above the capacity', () => {
    const time = clock()
    const bucket = createTokenBucket({ perSecond: 5, capacity: 10 }, time.now)
    for (let index = 0; index < 10; index++) bucket.take()
    time.advance(400)
    expect(bucket.take()).toEqual({ allowed: true })
    expect(bucket.take()).toEqual({ allowed: true })
    expect(bucket.take()).toEqual({ allowed: false, retryAfterMs: 200 })
    time.advance(60_000)
    expect(bucket.take(10)).toEqual({ allowed: true })
    expect(bucket.take()).toMatchObject({ allowed: false })
  })

  test('parameters: cost takes that many tokens, or none', () => {
    const time = clock()
    const bucket = createTokenBucket({ perSecond: 2, capacity: 4 }, time.now)
    expect(bucket.take(3)).toEqual({ allowed: true })
    expect(bucket.take(2)).toEqual({ allowed: false, retryAfterMs: 500 })
    // The refused take kept its tokens.
    expect(bucket.take(1)).toEqual({ allowed: true })
  })
})
