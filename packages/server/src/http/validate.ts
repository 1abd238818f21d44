import type * as z from 'zod'
import { invalidRequest } from './requestError.js'

/**
 * The input parsed by `schema`, or a 400 naming the field.
 *
 * @throws {RequestError} `invalid_request`
 */
export function validate<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  source: 'query' | 'body' | 'path',
): z.output<Schema> {
  const result = schema.safeParse(input)
  if (!result.success) throw invalidRequest(result.error, source)
  return result.data
}
