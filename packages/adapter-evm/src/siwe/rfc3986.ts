// RFC 3986 ("URI: Generic Syntax"), the parts EIP-4361 refers to: the `URI:` line, the
// resources, the domain (an authority), the request id (pchars) and the statement (reserved
// and unreserved characters). Written from the ABNF of RFC 3986 §2–§3 and Appendix A.

const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const genDelims = ':/?#\\[\\]@'
const pctEncoded = '%[0-9A-Fa-f]{2}'

/** One character of `class`, or a percent-encoded octet. */
const charOrPct = (characterClass: string) => `(?:[${characterClass}]|${pctEncoded})`

const pchar = charOrPct(`${unreserved}${subDelims}:@`)
const anchored = (pattern: string) => new RegExp(`^(?:${pattern})$`)

const schemePattern = anchored('[A-Za-z][A-Za-z0-9+\\-.]*')
const userinfoPattern = anchored(`${charOrPct(`${unreserved}${subDelims}:`)}*`)
const regNamePattern = anchored(`${charOrPct(`${unreserved}${subDelims}`)}*`)
const portPattern = /^[0-9]*$/
const ipvFuturePattern = anchored(`[vV][0-9A-Fa-f]+\\.[${unreserved}${subDelims}:]+`)
const segmentPattern = anchored(`${pchar}*`)
const segmentNzPattern = anchored(`${pchar}+`)
const queryOrFragmentPattern = anchored(`(?:${pchar}|[/?])*`)
const pctEncodedPattern = anchored(pctEncoded)
const statementPattern = anchored(`[ ${genDelims}${subDelims}${unreserved}]*`)
const h16Pattern = /^[0-9A-Fa-f]{1,4}$/
// dec-octet: 0-9 / 10-99 / 100-199 / 200-249 / 250-255, never with a leading zero.
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])'
const ipv4Pattern = anchored(`${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet}`)

/** The components of a URI, as RFC 3986 §3 names them; `undefined` where a part is absent. */
export type UriComponents = {
  scheme: string
  /** Present when the URI has an authority and it holds an `@`. */
  userinfo: string | undefined
  /** Present when the URI has an authority (`//`); IP literals without their brackets. */
  host: string | undefined
  /** Present when the authority has a `:` after the host; may be empty (RFC 3986 §3.2.3). */
  port: string | undefined
  path: string
  query: string | undefined
  fragment: string | undefined
}

/** The authority of a URI (RFC 3986 §3.2), which EIP-4361 uses as its `domain`. */
export type Authority = {
  userinfo: string | undefined
  host: string
  port: string | undefined
}

function isIpv6Address(value: string): boolean {
  const halves = value.split('::')
  if (halves.length > 2) return false
  const groupsOf = (part: string) => (part === '' ? [] : part.split(':'))
  const groups = halves.flatMap(groupsOf)
  const last = groups.at(-1) ?? ''
  // ls32 may end the address with an IPv4 address, worth two 16-bit groups.
  const endsWithIpv4 = last.includes('.')
  if (endsWithIpv4 && halves.length === 2 && halves[1] === '') return false
  const hexGroups = endsWithIpv4 ? groups.slice(0, -1) : groups
  if (!hexGroups.every((group) => h16Pattern.test(group))) return false
  if (endsWithIpv4 && !ipv4Pattern.test(last)) return false
  const width = hexGroups.length + (endsWithIpv4 ? 2 : 0)
  // "::" stands for at least one group of zeros.
  return halves.length === 2 ? width <= 7 : width === 8
}

/**
 * Splits and checks an RFC 3986 authority (`[ userinfo "@" ] host [ ":" port ]`).
 * Returns `undefined` when it breaks the grammar.
 *
 * @example
 * parseAuthority('user@[::1]:8080') // { userinfo: 'user', host: '::1', port: '8080' }
 * parseAuthority('#fragment') // undefined
 */
export function parseAuthority(value: string): Authority | undefined {
  const at = value.indexOf('@')
  const userinfo = at === -1 ? undefined : value.slice(0, at)
  const hostAndPort = at === -1 ? value : value.slice(at + 1)
  if (userinfo !== undefined && !userinfoPattern.test(userinfo)) return undefined

  let host: string
  let rest: string
  if (hostAndPort.startsWith('[')) {
    const close = hostAndPort.indexOf(']')
    if (close === -1) return undefined
    host = hostAndPort.slice(1, close)
    if (!isIpv6Address(host) && !ipvFuturePattern.test(host)) return undefined
    rest = hostAndPort.slice(close + 1)
  } else {
    const colon = hostAndPort.indexOf(':')
    host = colon === -1 ? hostAndPort : hostAndPort.slice(0, colon)
    // IPv4address is a subset of reg-name, so one check covers both.
    if (!regNamePattern.test(host)) return undefined
    rest = colon === -1 ? '' : hostAndPort.slice(colon)
  }
  if (rest === '') return { userinfo, host, port: undefined }
  if (!rest.startsWith(':') || !portPattern.test(rest.slice(1))) return undefined
  return { userinfo, host, port: rest.slice(1) }
}

function isPath(path: string, hasAuthority: boolean): boolean {
  const segments = path.split('/')
  if (!segments.every((segment) => segmentPattern.test(segment))) return false
  // path-abempty after an authority; otherwise path-absolute, path-rootless or path-empty,
  // none of which may start with "//" (that would read as an authority).
  if (hasAuthority) return path === '' || path.startsWith('/')
  return !path.startsWith('//')
}

/**
 * Splits an absolute URI (RFC 3986 `URI`, with scheme) into its components, checking every
 * part against the grammar. Returns `undefined` when the text is not a URI.
 *
 * @example
 * parseUri('https://user@example.com:8443/a?b#c')
 * // { scheme: 'https', userinfo: 'user', host: 'example.com', port: '8443',
 * //   path: '/a', query: 'b', fragment: 'c' }
 * parseUri('example.com') // undefined: no scheme
 */
export function parseUri(value: string): UriComponents | undefined {
  const colon = value.indexOf(':')
  if (colon === -1) return undefined
  const scheme = value.slice(0, colon)
  if (!schemePattern.test(scheme)) return undefined

  let rest = value.slice(colon + 1)
  let fragment: string | undefined
  const hash = rest.indexOf('#')
  if (hash !== -1) {
    fragment = rest.slice(hash + 1)
    rest = rest.slice(0, hash)
    if (!queryOrFragmentPattern.test(fragment)) return undefined
  }
  let query: string | undefined
  const question = rest.indexOf('?')
  if (question !== -1) {
    query = rest.slice(question + 1)
    rest = rest.slice(0, question)
    if (!queryOrFragmentPattern.test(query)) return undefined
  }

  let authority: Authority | undefined
  let path = rest
  if (rest.startsWith('//')) {
    const slash = rest.indexOf('/', 2)
    const authorityText = slash === -1 ? rest.slice(2) : rest.slice(2, slash)
    path = slash === -1 ? '' : rest.slice(slash)
    authority = parseAuthority(authorityText)
    if (!authority) return undefined
  }
  if (!isPath(path, authority !== undefined)) return undefined

  return {
    scheme,
    userinfo: authority?.userinfo,
    host: authority?.host,
    port: authority?.port,
    path,
    query,
    fragment,
  }
}

/**
 * Tells whether a string is an absolute RFC 3986 URI.
 *
 * @example
 * isUri('https://example.com/login') // true
 * isUri(':no-scheme') // false
 */
export function isUri(value: string): boolean {
  return parseUri(value) !== undefined
}

/** Single ABNF rules of RFC 3986 (and EIP-4361's `statement`) that other checks build on. */
export const uriRules = {
  scheme: (value: string) => schemePattern.test(value),
  userinfo: (value: string) => userinfoPattern.test(value),
  'reg-name': (value: string) => regNamePattern.test(value),
  IPvFuture: (value: string) => ipvFuturePattern.test(value),
  IPv6address: isIpv6Address,
  IPv4address: (value: string) => ipv4Pattern.test(value),
  'pct-encoded': (value: string) => pctEncodedPattern.test(value),
  segment: (value: string) => segmentPattern.test(value),
  'segment-nz': (value: string) => segmentNzPattern.test(value),
  query: (value: string) => queryOrFragmentPattern.test(value),
  fragment: (value: string) => queryOrFragmentPattern.test(value),
  /** `*( reserved / unreserved / " " )`: EIP-4361's statement, which keeps out line breaks. */
  statement: (value: string) => statementPattern.test(value),
} as const satisfies Record<string, (value: string) => boolean>

export type UriRule = keyof typeof uriRules
