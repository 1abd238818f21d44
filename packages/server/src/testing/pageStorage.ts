/**
 * A page origin's `localStorage` as a test holds it: what every load of the page shares (a
 * SIWX client keeps its sign-out tokens there, and a reload signs out with them).
 */
export function createPageStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}
