// Which page origins may use the secure frame (email and social login): SPEC.md §5 and §9.

/**
 * Origins every project allows: local development on any port, and preview deployments on
 * common static hosts. The mobile secure hosts are not among them: see
 * {@link MOBILE_SECURE_HOSTS}.
 */
export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = [
  'http://localhost:*',
  'https://localhost:*',
  'http://127.0.0.1:*',
  'https://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
]

/**
 * SPEC.md §9's two mobile secure hosts: the pages through which mobile SDKs embed the secure
 * site. They are not Latch's hosts, so they are allowed only where a project asks for the
 * development origins (latch-server's `originProfiles: ["development"]`), never by default.
 */
export const MOBILE_SECURE_HOSTS: readonly string[] = [
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
]

type Pattern = { scheme?: string; labels: string[]; port?: string }

// scheme://host[:port], the scheme and port optional; a trailing slash is tolerated.
const patternSyntax = /^(?:([a-z][a-z0-9+.-]*):\/\/)?([^/:?#\s]+)(?::(\d{1,5}|\*))?\/?$/i

function parsePattern(pattern: string): Pattern | undefined {
  const match = patternSyntax.exec(pattern.trim())
  if (!match) return undefined
  const [, scheme, host = '', port] = match
  return {
    ...(scheme ? { scheme: scheme.toLowerCase() } : {}),
    labels: host.toLowerCase().split('.'),
    ...(port ? { port } : {}),
  }
}

const defaultPorts: Record<string, string> = { 'http:': '80', 'https:': '443' }

/**
 * Tells whether an origin matches one allowed-origin pattern. A `*` host label matches
 * exactly one label (`https://*.vercel.app` allows `https://my-app.vercel.app`, not
 * `https://vercel.app` nor `https://a.b.vercel.app`); a `*` port matches any port; a missing
 * port means the scheme's default; a missing scheme means http or https.
 *
 * @example
 * matchesOriginPattern('http://localhost:5173', 'http://localhost:*') // true
 */
export function matchesOriginPattern(origin: string, pattern: string): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  const defaultPort = defaultPorts[url.protocol]
  // Only bare web origins qualify: no path, query, fragment or credentials.
  if (!defaultPort || url.origin !== origin.replace(/\/$/, '').toLowerCase()) return false
  const parsed = parsePattern(pattern)
  if (!parsed) return false
  if (parsed.scheme !== undefined && `${parsed.scheme}:` !== url.protocol) return false
  const port = url.port || defaultPort
  if (parsed.port !== '*' && port !== (parsed.port ?? defaultPort)) return false
  const labels = url.hostname.split('.')
  return (
    labels.length === parsed.labels.length &&
    parsed.labels.every((label, index) =>
      label === '*' ? Boolean(labels[index]) : label === labels[index],
    )
  )
}

/**
 * Tells whether the page's origin may use the secure frame: it must match one of the
 * project's allowed origins or of the default allowed ancestors.
 *
 * @example
 * isOriginAllowed('https://shop.example.com', ['https://*.example.com']) // true
 */
export function isOriginAllowed(
  origin: string,
  allowedOrigins: readonly string[],
  defaultAllowedAncestors: readonly string[] = DEFAULT_ALLOWED_ANCESTORS,
): boolean {
  return [...allowedOrigins, ...defaultAllowedAncestors].some((pattern) =>
    matchesOriginPattern(origin, pattern),
  )
}
