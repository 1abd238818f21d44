import type { IncomingMessage } from 'node:http'
import { clientNetwork } from './clientNetwork.js'

/** How clients are told apart, for every limit: `LATCH_TRUST_PROXY` and `LATCH_IPV6_PREFIX`. */
export type ClientKeyOptions = {
  /** How many reverse proxies of yours stand in front (`X-Forwarded-For`). */
  trustProxy: number
  /** The bits of an IPv6 address that make one client (64: a /64). */
  ipv6PrefixLength: number
}

/**
 * The client's address from `X-Forwarded-For` and the TCP peer: with `proxyHops` proxies of
 * yours, each appended the address it was reached from, so the entry `proxyHops` from the
 * right is the client as your outermost proxy saw it. Entries left of it are whatever the
 * client wrote, never trusted. With no proxy (0) the header is ignored. `peer` is read only
 * when the header does not say.
 *
 * @example
 * // one proxy; the client forged "1.2.3.4", the proxy appended the real address
 * forwardedClientAddress('1.2.3.4, 203.0.113.9', () => '10.0.0.2', 1) // '203.0.113.9'
 */
export function forwardedClientAddress(
  forwardedFor: string | undefined,
  peer: () => string | undefined,
  proxyHops: number,
): string {
  if (proxyHops > 0) {
    const entries = (forwardedFor ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const client = entries[Math.max(0, entries.length - proxyHops)]
    if (client) return client
  }
  return peer() ?? 'unknown'
}

/**
 * What every limit counts a request's client by: its address (see `forwardedClientAddress`),
 * an IPv6 one by its network (see `clientNetwork`), so that one subscriber rotating through
 * its /64 is still one client.
 *
 * @example
 * requestClientKey(request, { trustProxy: 1, ipv6PrefixLength: 64 }) // X-Forwarded-For: 2001:db8:1:2::9 → '2001:db8:1:2::/64'
 */
export function requestClientKey(request: IncomingMessage, options: ClientKeyOptions): string {
  const header = request.headers['x-forwarded-for']
  const address = forwardedClientAddress(
    Array.isArray(header) ? header.join(',') : header,
    () => request.socket.remoteAddress,
    options.trustProxy,
  )
  return clientNetwork(address, options.ipv6PrefixLength)
}
