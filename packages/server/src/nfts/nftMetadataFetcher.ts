import { isIP } from 'node:net'
import * as z from 'zod'

/** What the listing shows of a token's metadata; each part only when it is usable. */
export type TokenMetadata = { name?: string; description?: string; image?: string }

/** How long one metadata request may take. */
const metadataTimeoutMs = 3_000
/** The largest metadata document read. */
export const metadataMaxBytes = 64 * 1024
/** How long metadata (or its absence) is remembered. */
const metadataCacheMs = { found: 10 * 60_000, missing: 60_000 }

const httpUrl = z.url({ protocol: /^https?$/ }).max(2048)
const metadataSchema = z.object({
  name: z.string().max(200).optional().catch(undefined),
  description: z.string().max(2000).optional().catch(undefined),
  // Shown only in <img src>: http(s) only, never data:, javascript: …
  image: httpUrl.optional().catch(undefined),
})

/** A host on this machine or a private network: reached only where `allowPrivate` says so. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase()
  if (host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.internal')) return true
  const version = isIP(host)
  if (version === 4) {
    const [a = 0, b = 0] = host.split('.').map(Number)
    return (
      a === 10 ||
      a === 127 ||
      a === 0 ||
      (a === 169 && b === 254) ||
      (a === 172 && b >= 16 && b <= 31) ||
      (a === 192 && b === 168) ||
      (a === 100 && b >= 64 && b <= 127)
    )
  }
  if (version === 6) {
    return (
      host === '::1' ||
      host === '::' ||
      /^f[cd]/.test(host) ||
      /^fe[89ab]/.test(host) ||
      host.startsWith('::ffff:')
    )
  }
  return false
}

export type NftMetadataFetcher = {
  /**
   * The metadata at `tokenUri`, or `{}` when it cannot be read (not http(s), a private host
   * where not allowed, a timeout, too large, not JSON of the shape).
   */
  read(tokenUri: string, allowPrivate: boolean): Promise<TokenMetadata>
}

/**
 * Reads token metadata over HTTP with a timeout, a size cap and no redirects, and remembers
 * it: a contract's owner chooses the URL, so the server reaches only public hosts unless the
 * chain is a local test chain (`allowPrivate`). A name that resolves to a private address is
 * not caught here.
 *
 * @example
 * const fetcher = createNftMetadataFetcher()
 * await fetcher.read('http://127.0.0.1:8787/devnet/collectibles/31337/1', true)
 */
export function createNftMetadataFetcher({
  fetch: fetchImpl = fetch,
  now = Date.now,
}: {
  fetch?: typeof fetch
  now?: () => number
} = {}): NftMetadataFetcher {
  const cache = new Map<string, { until: number; value: Promise<TokenMetadata> }>()

  async function load(tokenUri: string, allowPrivate: boolean): Promise<TokenMetadata | undefined> {
    const url = httpUrl.safeParse(tokenUri)
    if (!url.success) return undefined
    if (!allowPrivate && isPrivateHost(new URL(url.data).hostname)) return undefined
    try {
      const response = await fetchImpl(url.data, {
        redirect: 'manual',
        signal: AbortSignal.timeout(metadataTimeoutMs),
        headers: { accept: 'application/json' },
      })
      if (!response.ok || !response.body) return undefined
      const length = Number(response.headers.get('content-length') ?? 0)
      if (length > metadataMaxBytes) return undefined
      const reader = response.body.getReader()
      const chunks: Uint8Array[] = []
      let size = 0
      for (;;) {
        const { done, value } = await reader.read()
        if (done) break
        size += value.byteLength
        if (size > metadataMaxBytes) {
          await reader.cancel()
          return undefined
        }
        chunks.push(value)
      }
      const parsed = metadataSchema.safeParse(JSON.parse(Buffer.concat(chunks).toString('utf8')))
      if (!parsed.success) return undefined
      const { name, description, image } = parsed.data
      return {
        ...(name ? { name } : {}),
        ...(description ? { description } : {}),
        ...(image ? { image } : {}),
      }
    } catch {
      return undefined
    }
  }

  return {
    read(tokenUri, allowPrivate) {
      const key = `${allowPrivate ? 'private' : 'public'} ${tokenUri}`
      const cached = cache.get(key)
      if (cached && cached.until > now()) return cached.value
      const entry = { until: now() + metadataCacheMs.found, value: Promise.resolve({}) }
      entry.value = load(tokenUri, allowPrivate).then((metadata) => {
        if (metadata === undefined) entry.until = now() + metadataCacheMs.missing
        return metadata ?? {}
      })
      cache.set(key, entry)
      // Entries outlive their use: drop the stale ones now and then, so the map stays small.
      if (cache.size > 10_000) {
        for (const [stale, { until }] of cache) if (until <= now()) cache.delete(stale)
      }
      return entry.value
    },
  }
}
