export type BaseErrorOptions = {
  /** The error this one wraps; walked by {@link BaseError.walk}. */
  cause?: unknown
  /** Technical detail for logs; never shown instead of the catalogue text. */
  details?: string
  /** Values for `{placeholders}` in the catalogue text. */
  values?: Record<string, string | number>
}

/** A catalogue of user-facing texts keyed by stable error code. */
export type MessageCatalog = Readonly<Record<string, string>>

function interpolate(template: string, values: BaseErrorOptions['values']): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )
}

/**
 * The root of every Latch error. `message` is exactly the catalogue text of SPEC.md §8 for
 * `code`; `code` is stable across releases so that callers can branch on it.
 */
export class BaseError<Code extends string = string> extends Error {
  override name = 'LatchError'
  readonly code: Code
  readonly details: string | undefined

  constructor(catalog: MessageCatalog, code: Code, options: BaseErrorOptions = {}) {
    super(interpolate(catalog[code] ?? code, options.values), { cause: options.cause })
    this.code = code
    this.details = options.details
  }

  /**
   * Follows the `cause` chain: returns the first error for which `predicate` holds, or the
   * deepest cause when no predicate is given.
   */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (predicate?.(current)) return current
      if (current.cause === undefined) break
      current = current.cause
    }
    if (predicate) return predicate(current) ? current : undefined
    return current
  }
}
