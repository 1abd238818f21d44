/** A `localStorage` stand-in in memory, for the tests of the wallets' `rememberSite`. */
export function createWebStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> & {
  readonly entries: Map<string, string>
} {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
  }
}
