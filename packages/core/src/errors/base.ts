export type BaseErrorOptions = {
  /** The error this one wraps; walked by {@link BaseError.walk}. */
  cause?: unknown
  /**
   * Technical detail for logs; never shown instead of the catalogue text. Without it, the
   * cause's details or message.
   */
  details?: string
  /** Where Latch's documentation explains the error. Without it, the cause's. */
  docsPath?: string
  /** Values for `{placeholders}` in the catalogue text. */
  values?: Record<string, string | number>
}

/** A catalogue of user-facing texts keyed by stable error code. */
export type MessageCatalog = Readonly<Record<string, string>>

/**
 * The `{placeholders}` of a catalogue text.
 *
 * @example
 * type Keys = PlaceholdersOf<'Failed to disconnect chains: {reason}'> // 'reason'
 */
type PlaceholdersOf<Text extends string> = Text extends `${string}{${infer Key}}${infer Rest}`
  ? Key | PlaceholdersOf<Rest>
  : never

/**
 * The options of the class of one error: the values of its text's placeholders are required,
 * and a text without placeholders takes none.
 */
export type ErrorOptionsOf<Text extends string> = Omit<BaseErrorOptions, 'values'> &
  ([PlaceholdersOf<Text>] extends [never]
    ? unknown
    : { values: Record<PlaceholdersOf<Text>, string | number> })

/**
 * `template` with its `{placeholders}` filled from `values`; unknown names stay as written.
 * ui-react fills its own texts with it too: one copy of the code before the first click.
 *
 * @example
 * interpolate('Transaction {id} failed', { id: '0x1' }) // 'Transaction 0x1 failed'
 */
export function interpolate(template: string, values: BaseErrorOptions['values']): string {
  if (!values) return template
  return template.replace(/\{(\w+)\}/g, (match, key: string) =>
    key in values ? String(values[key]) : match,
  )
}

/**
 * An alert's long text from its catalogue text (in any language) and its values: `{features}`
 * filled, and the server-error alert's cause after it (SPEC.md §8). One function for core's
 * English and a UI's translation, so that both say the same; beside `interpolate`, which the
 * page loads first anyway, so that sharing it costs a page no chunk of its own.
 *
 * @example
 * alertLongMessage('Failed to get the app configuration.', { cause: 'timeout' })
 * // 'Failed to get the app configuration. (timeout)'
 */
export function alertLongMessage(
  template: string,
  values: { readonly features?: string; readonly cause?: string } = {},
): string {
  const text = interpolate(template, { features: values.features ?? '' })
  return values.cause ? `${text} (${values.cause})` : text
}

function detailsOf(cause: unknown): string | undefined {
  if (cause instanceof BaseError) return cause.details ?? cause.shortMessage
  if (typeof cause === 'string') return cause
  const { message } = (cause ?? {}) as { message?: unknown }
  return typeof message === 'string' ? message : undefined
}

/**
 * The root of every Latch error, in viem's shape. `shortMessage` is exactly the catalogue
 * text of SPEC.md §8 for `code`, and `message` is the same text: the machines and the modal
 * show `message` to the visitor, so the technical `details` and `docsPath` stay fields of
 * their own instead of being appended to it as viem does. `code` is stable across releases so
 * that callers can branch on it; `name` is the error's domain (`ConnectionError`), also
 * stable, while each error of a domain has a class of its own (`ConnectionRejectedError`).
 *
 * The constructor of a domain takes a code, which is how most of Latch raises errors, and
 * makes an instance of the domain. Each code's class (exported by `@latch/core/errors` only)
 * answers `instanceof` for any instance of its domain with its code
 * (`static [Symbol.hasInstance]`), so `new ConnectionError('CONNECTION_REJECTED')` is an
 * `instanceof ConnectionRejectedError` and `instanceof` holds whichever way an error was
 * made; its `constructor` is the domain. The domain does not name the codes' classes, so a
 * page that loads `@latch/core` does not load them (nor pay for them before its first click).
 * The class of a single error fixes its code and adds nothing a domain's constructor would
 * miss, so both ways make the same error.
 *
 * @example
 * try {
 *   await connect(latch, { connectorId })
 * } catch (error) {
 *   if (error instanceof ConnectionRejectedError) return
 *   if (error instanceof BaseError) console.error(error.shortMessage, error.details)
 * }
 */
export class BaseError<Code extends string = string> extends Error {
  override name = 'LatchError'
  readonly code: Code
  /** The catalogue text, as shown to the visitor; equal to `message`. */
  shortMessage: string
  readonly details: string | undefined
  readonly docsPath: string | undefined
  /**
   * The catalogue text of `code` before its `{placeholders}` are filled, while `message` is
   * that text: a UI shows it in the visitor's language (the English text is the key of every
   * locale's table) with `values`. Undefined once the error carries a text of its own.
   */
  messageTemplate: string | undefined
  /** The values of the catalogue text's `{placeholders}`. */
  readonly values: Readonly<Record<string, string | number>> | undefined

  constructor(catalog: MessageCatalog, code: Code, options: BaseErrorOptions = {}) {
    const { cause } = options
    const template = catalog[code] ?? code
    const shortMessage = interpolate(template, options.values)
    super(shortMessage, cause === undefined ? undefined : { cause })
    this.code = code
    this.shortMessage = shortMessage
    this.messageTemplate = catalog[code]
    this.values = options.values
    this.details = options.details ?? detailsOf(cause)
    this.docsPath = options.docsPath ?? (cause instanceof BaseError ? cause.docsPath : undefined)
  }

  /**
   * Replaces the catalogue text with a text the error brings (a service's reason, the secure
   * frame's message), in `shortMessage` and `message` alike.
   */
  protected replaceMessage(text: string): void {
    if (text !== this.shortMessage) this.messageTemplate = undefined
    this.shortMessage = text
    this.message = text
  }

  /**
   * Follows the `cause` chain (through any object that has a `cause`): returns the first
   * error for which `predicate` holds, or the deepest cause when no predicate is given.
   *
   * @example
   * error.walk((cause) => cause instanceof ProviderRpcError)
   */
  walk(): unknown
  walk<Match>(predicate: (error: unknown) => error is Match): Match | undefined
  walk(predicate: (error: unknown) => boolean): unknown
  walk(predicate?: (error: unknown) => boolean): unknown {
    const seen = new Set<unknown>()
    let current: unknown = this
    while (!seen.has(current)) {
      seen.add(current)
      if (predicate?.(current)) return current
      if (typeof current !== 'object' || current === null || !('cause' in current)) break
      if (current.cause === undefined) break
      current = current.cause
    }
    return predicate ? undefined : current
  }
}
