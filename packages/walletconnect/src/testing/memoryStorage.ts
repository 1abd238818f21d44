import type { WalletConnectStorage } from '../walletConnect.js'

/**
 * sign-client's storage in memory, for Node: its default there writes a database file into
 * the working directory. Values are copied in and out, as a real store serialises them.
 */
export function memoryStorage(): WalletConnectStorage {
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
