import { isIPv4, isIPv6 } from 'node:net'

/** What a limiter counts a client by, unless the server says otherwise (`LATCH_IPV6_PREFIX`). */
export const defaultIpv6PrefixLength = 64

/** The eight 16-bit groups of an IPv6 address (without a zone), or `undefined`. */
function ipv6Groups(address: string): number[] | undefined {
  let text = address
  // An embedded IPv4 tail (`::ffff:192.0.2.1`, `64:ff9b::192.0.2.1`) is two groups.
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text)?.[1]
  if (tail) {
    const [a = 0, b = 0, c = 0, d = 0] = tail.split('.').map(Number)
    text = `${text.slice(0, -tail.length)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const left = head ? head.split(':') : []
  const right = rest ? rest.split(':') : []
  const missing = 8 - left.length - right.length
  const groups = [...left, ...Array<string>(rest === undefined ? 0 : missing).fill('0'), ...right]
  return groups.length === 8 ? groups.map((group) => Number.parseInt(group, 16)) : undefined
}

/**
 * The network a client's requests are counted in: an IPv4 address is one client, an IPv6
 * address is its first `prefixLength` bits (`2001:db8:1:2::/64` for any address of that /64),
 * since one subscriber gets a whole /64 (or more) and can rotate through it at will. An
 * IPv4-mapped IPv6 address (`::ffff:203.0.113.9`, how a dual-stack socket sees an IPv4 peer) is
 * its IPv4 address; anything else (`unknown`) is kept as it is.
 *
 * @example
 * clientNetwork('2001:db8:1:2:aaaa::1', 64) // '2001:db8:1:2::/64'
 * clientNetwork('::ffff:203.0.113.9', 64) // '203.0.113.9'
 */
export function clientNetwork(address: string, prefixLength: number): string {
  const bare = address.replace(/%.*$/, '')
  if (isIPv4(bare) || !isIPv6(bare)) return bare
  const groups = ipv6Groups(bare.toLowerCase())
  if (!groups) return bare
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6)
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.')
  }
  const masked = groups.map((group, index) => {
    const kept = Math.min(16, Math.max(0, prefixLength - index * 16))
    return kept === 0 ? 0 : group & (0xffff << (16 - kept)) & 0xffff
  })
  // The shortest form: the longest run of zero groups as `::` (RFC 5952).
  let best = { start: -1, length: 0 }
  for (let start = 0; start < 8; start++) {
    let length = 0
    while (start + length < 8 && masked[start + length] === 0) length++
    if (length > best.length && length > 1) best = { start, length }
  }
  const hex = masked.map((group) => group.toString(16))
  const text =
    best.start < 0
      ? hex.join(':')
      : `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`
  return `${text}/${prefixLength}`
}
