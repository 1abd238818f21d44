import { describe, expect, test } from 'vitest'
import { createSessionStore } from './sessionStore.js'

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  }
}

describe('createSessionStore', () => {
  test('default: the token of a project, in storage', () => {
    const storage = memoryStorage()
    createSessionStore('demo', storage).set('token-1')
    expect(storage.getItem('latch.frame.session.demo')).toBe('token-1')
    expect(createSessionStore('demo', storage).get()).toBe('token-1')
    expect(createSessionStore('shop', storage).get()).toBeUndefined()
    createSessionStore('demo', storage).clear()
    expect(storage.getItem('latch.frame.session.demo')).toBeNull()
  })

  test('behavior: blocked storage keeps the token in memory', () => {
    const blocked = new Proxy(memoryStorage(), {
      get() {
        throw new DOMException('Access is denied', 'SecurityError')
      },
    })
    const store = createSessionStore('demo', blocked)
    store.set('token-2')
    expect(store.get()).toBe('token-2')
    store.clear()
    expect(store.get()).toBeUndefined()
  })
})
