/**
 * A machine's state value as one line: each active leaf's path, joined. `'connected'` stays
 * as it is, `{ open: 'still' }` reads "open.still", and a parallel value such as
 * `{ navigation: {}, farcaster: 'idle' }` reads "navigation, farcaster.idle". Anything that
 * is not a state value (another kind of snapshot) gives an empty string.
 */
export function stateValueText(value: unknown): string {
  return leafPaths(value).join(', ')
}

function leafPaths(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return []
  return Object.entries(value).flatMap(([key, child]) => {
    const paths = leafPaths(child)
    // An atomic region of a parallel state has `{}` as its value: the key is the leaf.
    return paths.length === 0 ? [key] : paths.map((path) => `${key}.${path}`)
  })
}
