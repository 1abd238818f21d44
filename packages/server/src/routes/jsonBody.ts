import type { Context } from 'hono'
import { RequestError } from '../http/requestError.js'

/**
 * The request's JSON body.
 *
 * @throws {RequestError} 400 when it is not JSON.
 */
export async function jsonBody(c: Context): Promise<unknown> {
  try {
    return await c.req.json()
  } catch {
    throw new RequestError(400, 'invalid_request', 'Invalid body: not JSON')
  }
}
