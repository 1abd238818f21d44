import type * as z from 'zod'

/** A relay setting that cannot be used; the message names the option or variable. */
export class RelayConfigError extends Error {
  override readonly name = 'RelayConfigError'
}

/**
 * `value` parsed by `schema`, or a RelayConfigError naming the setting and the path.
 *
 * @throws {RelayConfigError}
 */
export function parseSetting<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  name: string,
): z.output<Schema> {
  const result = schema.safeParse(value)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue?.path.length ? ` at ${issue.path.join('.')}` : ''
  throw new RelayConfigError(`${name}${path}: ${issue?.message ?? 'invalid'}`)
}
