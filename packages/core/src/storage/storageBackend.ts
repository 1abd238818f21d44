/** Where persisted values live: `localStorage`, memory, or anything with this shape. */
export type StorageBackend = {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/** A backend that keeps values in memory: for tests, SSR and pages without storage. */
export function memoryBackend(initial: Record<string, string> = {}): StorageBackend & {
  readonly entries: ReadonlyMap<string, string>
} {
  const entries = new Map(Object.entries(initial))
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, value)
    },
    removeItem: (key) => {
      entries.delete(key)
    },
  }
}

/**
 * The page's `localStorage`, or memory where there is none or it refuses access (server
 * rendering, sandboxed frames, some private modes).
 */
export function localStorageBackend(): StorageBackend {
  try {
    // Core does not assume a DOM: read `localStorage` off the global object.
    const storage = (globalThis as { localStorage?: StorageBackend }).localStorage
    if (!storage) return memoryBackend()
    const probe = '@latch/probe'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return memoryBackend()
  }
}
