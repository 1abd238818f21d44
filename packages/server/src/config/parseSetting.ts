import { readFileSync } from 'node:fs'
import { parseSetting } from '@latch/relay'
import type * as z from 'zod'

/** A configuration value that cannot be used; the message names the option or variable. */
export class ServerConfigError extends Error {
  override readonly name = 'ServerConfigError'
}

/**
 * `value` parsed by `schema`, or a ServerConfigError naming the setting and the path.
 *
 * @throws {ServerConfigError}
 */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  name: string,
): z.output<Schema> {
  return parseSetting(schema, value, name, ServerConfigError)
}

/**
 * The JSON content of a file.
 *
 * @throws {ServerConfigError} when it cannot be read or parsed.
 */
export function readJson(path: string, name: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'))
  } catch (cause) {
    throw new ServerConfigError(
      `${name}: cannot read JSON from ${path}: ${cause instanceof Error ? cause.message : cause}`,
    )
  }
}

/**
 * A JSON text from an environment variable.
 *
 * @throws {ServerConfigError} when it is not JSON.
 */
export function parseJsonSetting(text: string, name: string, expected: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ServerConfigError(`${name}: not JSON (${expected})`)
  }
}
