import { describe, expect, test } from 'vitest'
import { createResponseCache } from './responseCache.js'

const response = (body: string) => ({ etag: `"${body}"`, body })

describe('createResponseCache', () => {
  test('default: keeps answers by key, counting keys and bodies', () => {
    const cache = createResponseCache(100)
    cache.set('a', response('1234'))
    expect(cache.get('a')).toEqual(response('1234'))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.size).toBe(5)
    cache.set('a', response('12'))
    expect(cache.get('a')).toEqual(response('12'))
    expect(cache.size).toBe(3)
  })

  test('behavior: past the budget, the least recently used go first', () => {
    const cache = createResponseCache(12)
    cache.set('a', response('xxx'))
    cache.set('b', response('xxx'))
    cache.set('c', response('xxx'))
    // Read: "a" is now the most recently used, "b" the least.
    cache.get('a')
    cache.set('d', response('xxx'))
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.get('c')).toBeDefined()
    expect(cache.get('d')).toBeDefined()
    expect(cache.size).toBe(12)
    cache.set('e', response('x'.repeat(7)))
    expect([...'acde'].map((key) => cache.get(key) !== undefined)).toEqual([
      false,
      false,
      true,
      true,
    ])
    expect(cache.size).toBe(12)
  })

  test('behavior: an answer larger than the whole budget is not kept', () => {
    const cache = createResponseCache(10)
    cache.set('a', response('xx'))
    cache.set('big', response('x'.repeat(8)))
    expect(cache.get('big')).toBeUndefined()
    expect(cache.get('a')).toBeDefined()
    expect(cache.size).toBe(3)
  })
})
