function isPlain(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true
  if (typeof value !== 'object' || value === null) return false
  const prototype = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

/**
 * `next`, with every part equal by value to the same part of `previous` replaced by that part
 * of `previous` (`previous` itself when nothing changed). Plain objects and arrays are compared
 * by their entries; anything else (errors, actors, functions) by identity. UIs that select a
 * part of the state then see a new object only when that part changed.
 *
 * @example
 * const next = shareUnchanged(previous, { ...previous, open: true })
 * next.connections === previous.connections // true
 */
export function shareUnchanged<T>(previous: T, next: T): T {
  if (Object.is(previous, next) || !isPlain(previous) || !isPlain(next)) return next
  if (Array.isArray(previous) !== Array.isArray(next)) return next
  const before = previous as Record<string, unknown>
  const after = next as Record<string, unknown>
  const keys = Object.keys(after)
  let same = keys.length === Object.keys(before).length
  let reused = false
  const shared: Record<string, unknown> = Array.isArray(next)
    ? ([] as unknown as Record<string, unknown>)
    : {}
  for (const key of keys) {
    const value = shareUnchanged(before[key], after[key])
    shared[key] = value
    if (!Object.is(value, before[key]) || !(key in before)) same = false
    if (!Object.is(value, after[key])) reused = true
  }
  if (same) return previous
  return (reused ? shared : next) as T
}
