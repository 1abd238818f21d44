import { describe, expect, it, vi } from 'vitest'
import { memoLast } from './memoLast.js'

describe('memoLast', () => {
  it('default: the same arguments give the same result, read once', () => {
    const read = vi.fn((a: object, b: number) => ({ a, b }))
    const select = memoLast(read)
    const input = {}
    const first = select(input, 1)
    expect(select(input, 1)).toBe(first)
    expect(read).toHaveBeenCalledTimes(1)
  })
  it('behavior: any argument of another identity reads again, and is remembered instead', () => {
    const read = vi.fn((a: object) => ({ a }))
    const select = memoLast(read)
    const first = select({})
    const other = {}
    const second = select(other)
    expect(second).not.toBe(first)
    expect(select(other)).toBe(second)
    expect(read).toHaveBeenCalledTimes(2)
  })
  it('behavior: undefined and NaN arguments compare as themselves (Object.is)', () => {
    const read = vi.fn((a: number | undefined) => [a])
    const select = memoLast(read)
    expect(select(Number.NaN)).toBe(select(Number.NaN))
    expect(select(undefined)).toBe(select(undefined))
    expect(read).toHaveBeenCalledTimes(2)
  })
})
