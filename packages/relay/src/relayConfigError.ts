import type * as z from 'zod'

/** A relay setting that cannot be used; the message names the option or variable. */
export class RelayConfigError extends Error {
  override readonly name = 'RelayConfigError'
}

/**
 * `value` parsed by `schema`, or an error naming the setting and the path: a RelayConfigError,
 * or the class given (latch-server tells its own settings' errors with this same rule).
 *
 * @throws {RelayConfigError}
 */
export function parseSetting<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  name: string,
  ErrorClass: new (message: string) => Error = RelayConfigError,
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new ErrorClass(`${name}${path}: ${issue?.message ?? 'invalid'}`)
}
