import { afterEach, describe, expect, it, vi } from 'vitest'
import { localStorageBackend, memoryBackend } from './storageBackend.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('memoryBackend', () => {
  it('default', () => {
    const backend = memoryBackend({ a: '1' })
    expect(backend.getItem('a')).toBe('1')
    backend.setItem('b', '2')
    backend.removeItem('a')
    expect(backend.getItem('a')).toBeNull()
    expect([...backend.entries]).toEqual([['b', '2']])
  })
})

describe('localStorageBackend', () => {
  it('default: the page storage when it works', () => {
    const page = memoryBackend()
    vi.stubGlobal('localStorage', page)
    expect(localStorageBackend()).toBe(page)
    expect(page.entries.size).toBe(0)
  })

  it('behavior: memory when there is no storage or it refuses access', () => {
    vi.stubGlobal('localStorage', undefined)
    const fallback = localStorageBackend()
    fallback.setItem('k', 'v')
    expect(fallback.getItem('k')).toBe('v')
    vi.stubGlobal('localStorage', {
      setItem: () => {
        throw new Error('SecurityError')
      },
    })
    expect(localStorageBackend().getItem('k')).toBeNull()
  })
})
