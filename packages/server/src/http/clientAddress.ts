import { getConnInfo } from '@hono/node-server/conninfo'
import { type ClientKeyOptions, clientNetwork, forwardedClientAddress } from '@latch/relay'
import type { Context } from 'hono'

/**
 * The address of the client a request came from: the `X-Forwarded-For` entry `proxyHops` from
 * the right, else the TCP peer, as the relay reads its connections (`forwardedClientAddress`).
 *
 * @example
 * // one proxy; the client forged "1.2.3.4", the proxy appended the real address
 * clientAddress(c, 1) // X-Forwarded-For: 1.2.3.4, 203.0.113.9 → '203.0.113.9'
 */
export function clientAddress(c: Context, proxyHops: number): string {
  return forwardedClientAddress(
    c.req.header('x-forwarded-for'),
    () => {
      try {
        return getConnInfo(c).remote.address
      } catch {
        // Requests made in-process (`app.request`) have no socket.
        return undefined
      }
    },
    proxyHops,
  )
}

/**
 * What every limiter counts a request's client by: its address, an IPv6 one by its network
 * (see `clientNetwork`), so that one subscriber rotating through its /64 is still one client,
 * here as on the relay.
 *
 * @example
 * clientKey(c, { trustProxy: 1, ipv6PrefixLength: 64 }) // X-Forwarded-For: 2001:db8:1:2::9 → '2001:db8:1:2::/64'
 */
export function clientKey(c: Context, options: ClientKeyOptions): string {
  return clientNetwork(clientAddress(c, options.trustProxy), options.ipv6PrefixLength)
}
