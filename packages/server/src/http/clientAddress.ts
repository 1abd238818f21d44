import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The address of the client a request came from. With `proxyHops` reverse proxies of yours in
 * front of the server (`LATCH_TRUST_PROXY`), each appends the address it was reached from to
 * `X-Forwarded-For`: the entry `proxyHops` from the right is the client, as your outermost proxy
 * saw it. Entries left of it are whatever the client wrote, never trusted. With no proxy (0),
 * the header is ignored and the TCP peer is the client.
 *
 * @example
 * // one proxy; the client forged "1.2.3.4", the proxy appended the real address
 * clientAddress(c, 1) // X-Forwarded-For: 1.2.3.4, 203.0.113.9 → '203.0.113.9'
 */
export function clientAddress(c: Context, proxyHops: number): string {
  if (proxyHops > 0) {
    const entries = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const client = entries[Math.max(0, entries.length - proxyHops)]
    if (client) return client
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Requests made in-process (`app.request`) have no socket.
    return 'unknown'
  }
}
