/** A serialized answer and its entity tag. */
export type CachedResponse = { etag: string; body: string }

export type ResponseCache = {
  /** The answer under `key`, now the most recently used; `undefined` when not kept. */
  get(key: string): CachedResponse | undefined
  set(key: string, response: CachedResponse): void
  /** Characters held, keys and bodies. */
  readonly size: number
}

/**
 * The most recently used answers, up to `maxChars` characters of keys and bodies: the least
 * recently used go first. An answer larger than the whole budget is not kept.
 *
 * @example
 * const responses = createResponseCache(8_000_000)
 * responses.set(key, { etag, body })
 */
export function createResponseCache(maxChars: number): ResponseCache {
  // A Map iterates in insertion order: deleting and setting again marks an entry as used.
  const entries = new Map<string, CachedResponse>()
  let size = 0
  const sizeOf = (key: string, response: CachedResponse) => key.length + response.body.length

  function remove(key: string) {
    const response = entries.get(key)
    if (!response) return
    entries.delete(key)
    size -= sizeOf(key, response)
  }

  return {
    get(key) {
      const response = entries.get(key)
      if (!response) return undefined
      entries.delete(key)
      entries.set(key, response)
      return response
    },
    set(key, response) {
      remove(key)
      const added = sizeOf(key, response)
      if (added > maxChars) return
      for (const oldest of entries.keys()) {
        if (size + added <= maxChars) break
        remove(oldest)
      }
      entries.set(key, response)
      size += added
    },
    get size() {
      return size
    },
  }
}
