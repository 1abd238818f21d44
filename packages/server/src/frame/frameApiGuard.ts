import type { MiddlewareHandler } from 'hono'
import { RequestError } from '../http/requestError.js'

/**
 * The frame's API answers the frame's own document only (DESIGN.md "Security rules"): every
 * `/api/*` request is a `POST` with a JSON body, `Origin` is the frame's origin and
 * `Sec-Fetch-Site` is `same-origin`.
 *
 * Why each: the session cookie is `SameSite=None; Partitioned` (a cross-site frame gets no
 * other), so a script of the embedding page can make the browser attach it to a request of
 * its own. Browsers write `Origin` and `Sec-Fetch-Site` themselves (a script cannot), and a
 * JSON body cannot be sent without a CORS preflight, which this API never answers. A request
 * without these headers (curl, a site's back end) has no session cookie to use.
 *
 * @param frameOrigins the frame's origins as browsers reach it (its public URL, else the
 * listener's); while none is known every request is refused.
 */
export function frameApiGuard(frameOrigins: () => readonly string[]): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method !== 'POST') {
      throw new RequestError(405, 'method_not_allowed', 'The frame API takes POST requests only')
    }
    const type = c.req.header('content-type') ?? ''
    if (!/^application\/json\s*(?:;|$)/i.test(type)) {
      throw new RequestError(415, 'unsupported_media_type', 'The frame API takes JSON bodies only')
    }
    const origin = c.req.header('origin')
    if (
      origin === undefined ||
      !frameOrigins().includes(origin) ||
      c.req.header('sec-fetch-site') !== 'same-origin'
    ) {
      throw new RequestError(403, 'forbidden', 'Only the secure frame may call this API')
    }
    await next()
  }
}
