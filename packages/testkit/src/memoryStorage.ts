/**
 * A key-value store of sign-client's shape (its `IKeyValueStorage`): what
 * `@walletconnect/sign-client` takes as `storage`, and `@latch/walletconnect` too.
 */
export type KeyValueStorage = {
  getKeys(): Promise<string[]>
  getEntries<T = unknown>(): Promise<[string, T][]>
  getItem<T = unknown>(key: string): Promise<T | undefined>
  setItem<T = unknown>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

/**
 * sign-client's storage in memory: in Node its default writes a database file into the
 * working directory, and a test wallet forgets its sessions with its page anyway. Values are
 * copied in and out, as a real store serialises them. Browser-safe.
 *
 * @example
 * const storage = createMemoryStorage()
 * await SignClient.init({ projectId, relayUrl, storage })
 */
export function createMemoryStorage(): KeyValueStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() =>
      [...entries].map(([key, value]) => [key, structuredClone(value) as T] as [string, T]),
    getItem: async <T>(key: string) => structuredClone(entries.get(key)) as T | undefined,
    setItem: async (key, value) => {
      entries.set(key, structuredClone(value))
    },
    removeItem: async (key) => {
      entries.delete(key)
    },
  }
}
