import * as z from 'zod'
import { RequestError } from '../http/requestError.js'

/** A hex signature: 65-byte ECDSA, or longer for contract accounts (ERC-1271, ERC-6492). */
export const signatureSchema = z
  .string()
  .regex(/^0x[0-9a-fA-F]{130,8192}$/, 'must be a 0x hex signature')
  .transform((value) => value as `0x${string}`)

/** Seconds a signed timestamp may lie ahead of the server's clock. */
export const clockSkewSeconds = 60

/**
 * Checks that a signed Unix-seconds timestamp is recent: at most `maxAgeSeconds` old and
 * not more than a minute ahead.
 *
 * @throws {RequestError} 400 on `field`.
 */
export function assertRecent(
  timestampSeconds: number,
  maxAgeSeconds: number,
  field: string,
  nowMs = Date.now(),
): void {
  const now = Math.floor(nowMs / 1000)
  if (timestampSeconds < now - maxAgeSeconds) {
    throw new RequestError(
      400,
      'invalid_request',
      `Invalid body field "${field}": the signed timestamp is more than ${maxAgeSeconds} s old; sign again`,
      field,
    )
  }
  if (timestampSeconds > now + clockSkewSeconds) {
    throw new RequestError(
      400,
      'invalid_request',
      `Invalid body field "${field}": the signed timestamp is in the future; check the clock`,
      field,
    )
  }
}

/**
 * A signed JSON message parsed by `schema`.
 *
 * @throws {RequestError} 400 on `field` when it is not JSON or does not match.
 */
export function parseSignedJson<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
  field: string,
): z.output<Schema> {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new RequestError(400, 'invalid_request', `Invalid body field "${field}": not JSON`, field)
  }
  const result = schema.safeParse(json)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  const path = issue?.path.length ? `.${issue.path.join('.')}` : ''
  throw new RequestError(
    400,
    'invalid_request',
    `Invalid body field "${field}${path}": ${issue?.message ?? 'invalid'}`,
    field,
  )
}
