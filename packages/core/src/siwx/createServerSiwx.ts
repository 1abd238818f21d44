import * as z from 'zod/mini'
import { type CaipNetworkId, isCaipNetworkId, parseCaipNetworkId } from '../caip/caipNetworkId.js'
import type { ServerSiwxError } from './serverSiwxError.js'
import type { ServerSiwxProfile } from './serverSiwxProfile.js'
import type { SiwxConfig, SiwxSession } from './siwxConfig.js'

/** The page a sign-in message binds: its domain is the host, its URI the origin. */
export type ServerSiwxPage = { host: string; origin: string }

export type ServerSiwxOptions = {
  /** The latch-server (or compatible) base URL and project id. */
  serverUrl: string
  projectId: string
  /** Whether the visitor must sign in (SiwxConfig.getRequired). Default false. */
  required?: boolean
  /** The line the wallet shows above the details. Default `Sign in with your wallet.` */
  statement?: string
  /** Sign out when the wallet disconnects (SiwxConfig.signOutOnDisconnect). Default true. */
  signOutOnDisconnect?: boolean
  /** Defaults to window.location; injectable for tests. */
  page?: ServerSiwxPage
  fetch?: typeof fetch
  /**
   * Where the sign-out tokens of this page's sign-ins are kept, so that a reload can still sign
   * out: `localStorage` by default (memory where there is none).
   */
  storage?: ServerSiwxTokenStorage
}

/** The part of `Storage` the sign-out tokens use. */
export type ServerSiwxTokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type CreateServerSiwxReturnType = SiwxConfig
export type CreateServerSiwxErrorType = ServerSiwxError

/** How long a signed sign-in is valid: its message's Expiration Time is this far ahead. */
const signInLifetimeMs = 24 * 3_600_000
/** How long one call to the sign-in server may take. */
const requestTimeoutMs = 10_000

const nonceSchema = z.object({ nonce: z.string() })
const signedInSchema = z.object({ signOutToken: z.optional(z.string()) })
const tokensSchema = z.array(z.object({ address: z.string(), token: z.string() }))
type SignOutToken = z.output<typeof tokensSchema>[number]

/** The page's storage, or memory where it has none (or denies it). */
function defaultTokenStorage(): ServerSiwxTokenStorage {
  try {
    const storage = (globalThis as { localStorage?: ServerSiwxTokenStorage }).localStorage
    if (storage) return storage
  } catch {
    // Storage denied (a sandboxed frame): memory below.
  }
  const memory = new Map<string, string>()
  return {
    getItem: (key) => memory.get(key) ?? null,
    setItem: (key, value) => void memory.set(key, value),
    removeItem: (key) => void memory.delete(key),
  }
}
const sessionsSchema = z.object({
  sessions: z.array(
    z.object({ message: z.string(), signature: z.string(), expiresAt: z.optional(z.string()) }),
  ),
})
const errorSchema = z.object({ error: z.object({ message: z.string(), code: z.string() }) })

const sessionsPath = (network: CaipNetworkId, address: string) =>
  `v1/siwx/sessions/${encodeURIComponent(network)}/${encodeURIComponent(address)}`

/**
 * A SIWX config against a latch-server (`/v1/siwx/*`, see packages/server/README.md) for
 * the namespace of `profile`: adapter-evm's `siweSiwx` and adapter-solana's `siwsSiwx` are
 * this client with their message standard. The message binds the page: its domain is the
 * page's host and its URI the page's origin, and the server accepts it only from that origin,
 * with a nonce it issued, once. Sessions read back are only those this page could have signed
 * for the account now. Every failure is the profile's error (a `ServerSiwxError`); a network
 * of another namespace fails before any request.
 *
 * @example
 * const siwx = createServerSiwx(
 *   { serverUrl: 'https://latch.example.com', projectId: 'shop' },
 *   {
 *     namespace: 'polkadot',
 *     loadCodec: async () => (await import('./siwpCodec.js')).siwpCodec,
 *     dateTimeMs: rfc3339Ms,
 *     errorClass: SiwpSiwxError,
 *   },
 * )
 */
export function createServerSiwx(
  options: ServerSiwxOptions,
  profile: ServerSiwxProfile,
): CreateServerSiwxReturnType {
  const statement = options.statement ?? 'Sign in with your wallet.'
  const tokenStorage = options.storage ?? defaultTokenStorage()
  // The tokens that sign out this page's sign-ins on a network, with their accounts.
  const tokensKey = (network: string) => `latch.siwx.signOut.${options.projectId}.${network}`
  function readTokens(key: string): SignOutToken[] {
    try {
      const parsed = tokensSchema.safeParse(JSON.parse(tokenStorage.getItem(key) ?? '[]'))
      return parsed.success ? parsed.data : []
    } catch {
      // A corrupt value is dropped: the sign-ins it named expire on their own.
      return []
    }
  }
  const sameAddress = profile.sameAddress ?? ((stored: string, asked: string) => stored === asked)

  function checkNetwork(network: CaipNetworkId): void {
    const parsed = isCaipNetworkId(network) ? parseCaipNetworkId(network) : undefined
    const supported =
      parsed?.namespace === profile.namespace && (profile.isReference?.(parsed.reference) ?? true)
    if (!supported) {
      throw new profile.errorClass('UNSUPPORTED_NETWORK', { values: { network: String(network) } })
    }
  }

  /** Whether an RFC 3339 moment has passed; unreadable moments count as passed. */
  function hasPassed(dateTime: string, nowMs: number): boolean {
    const ms = profile.dateTimeMs(dateTime)
    return ms === undefined || ms <= nowMs
  }

  function currentPage(): ServerSiwxPage {
    if (options.page) return options.page
    const location = (globalThis as { location?: ServerSiwxPage }).location
    if (!location) throw new profile.errorClass('NO_PAGE')
    return { host: location.host, origin: location.origin }
  }

  function urlOf(path: string): string {
    const base = options.serverUrl.endsWith('/') ? options.serverUrl : `${options.serverUrl}/`
    const url = new URL(path, base)
    url.searchParams.set('projectId', options.projectId)
    return url.toString()
  }

  async function refusal(response: Response): Promise<ServerSiwxError> {
    let body: unknown
    try {
      body = await response.json()
    } catch {
      body = undefined
    }
    const parsed = errorSchema.safeParse(body)
    return new profile.errorClass('REFUSED', {
      status: response.status,
      ...(parsed.success
        ? { serverCode: parsed.data.error.code, values: { reason: parsed.data.error.message } }
        : { values: { reason: `HTTP ${response.status}` } }),
    })
  }

  /** The server's answer to a request; a failed one is thrown as the profile's error. */
  async function send(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: unknown,
    signOutToken?: string,
  ) {
    const fetchImpl = options.fetch ?? globalThis.fetch
    const headers: Record<string, string> = {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(signOutToken === undefined ? {} : { authorization: `Bearer ${signOutToken}` }),
    }
    let response: Response
    try {
      response = await fetchImpl(url, {
        method,
        ...(Object.keys(headers).length === 0 ? {} : { headers }),
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      })
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
      throw new profile.errorClass(timedOut ? 'TIMEOUT' : 'UNREACHABLE', {
        cause,
        values: { url, ms: requestTimeoutMs },
      })
    }
    if (!response.ok) throw await refusal(response)
    return response
  }

  async function getJson<T>(path: string, schema: z.ZodMiniType<T>): Promise<T> {
    const url = urlOf(path)
    const response = await send('GET', url)
    let json: unknown
    try {
      json = await response.json()
    } catch (cause) {
      throw new profile.errorClass('INVALID_RESPONSE', {
        cause,
        values: { url },
        details: 'not JSON',
      })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new profile.errorClass('INVALID_RESPONSE', {
        cause: parsed.error,
        values: { url },
        details: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      })
    }
    return parsed.data
  }

  return {
    async createMessage({ accountAddress, chainId }) {
      checkNetwork(chainId)
      const page = currentPage()
      // The codec (maybe a chain SDK) loads while the server issues the nonce.
      const [codec, answer] = await Promise.all([
        profile.loadCodec(),
        getJson('v1/siwx/nonce', nonceSchema),
      ])
      const now = Date.now()
      return codec.createMessage({
        accountAddress,
        chainId,
        domain: page.host,
        uri: page.origin,
        statement,
        nonce: answer.nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + signInLifetimeMs).toISOString(),
      })
    },

    async addSession(session) {
      checkNetwork(session.data.chainId)
      const response = await send('POST', urlOf('v1/siwx/sessions'), {
        message: session.message,
        signature: session.signature,
      })
      // The proof that signs this sign-in out later; only this page was answered it.
      const answer = signedInSchema.safeParse(await response.json().catch(() => undefined))
      const token = answer.success ? answer.data.signOutToken : undefined
      if (token === undefined) return
      const key = tokensKey(session.data.chainId)
      const address = session.data.accountAddress
      try {
        tokenStorage.setItem(key, JSON.stringify([...readTokens(key), { address, token }]))
      } catch {
        // Storage full or denied: the sign-in stands; it expires on its own.
      }
    },

    async getSessions(chainId, address) {
      checkNetwork(chainId)
      const page = currentPage()
      const [codec, answer] = await Promise.all([
        profile.loadCodec(),
        getJson(sessionsPath(chainId, address), sessionsSchema),
      ])
      const now = Date.now()
      const sessions: SiwxSession[] = []
      for (const session of answer.sessions) {
        let data: SiwxSession['data']
        try {
          data = codec.readMessage(session.message)
        } catch {
          continue
        }
        // Only what this page could have signed for this account now.
        const usable =
          sameAddress(data.accountAddress, address) &&
          data.chainId === chainId &&
          data.domain === page.host &&
          (data.expirationTime === undefined || !hasPassed(data.expirationTime, now)) &&
          (session.expiresAt === undefined || !hasPassed(session.expiresAt, now))
        if (usable) {
          sessions.push({ data, message: session.message, signature: session.signature })
        }
      }
      return sessions
    },

    async revokeSession(chainId, address) {
      checkNetwork(chainId)
      // Each sign-in of this page is signed out with its own token: the server refuses a
      // sign-out without one (knowing an address is not enough).
      const key = tokensKey(chainId)
      const tokens = readTokens(key)
      const mine = tokens.filter((entry) => sameAddress(entry.address, address))
      for (const { token } of mine) {
        await send('DELETE', urlOf(sessionsPath(chainId, address)), undefined, token)
      }
      const others = tokens.filter((entry) => !mine.includes(entry))
      if (others.length > 0) tokenStorage.setItem(key, JSON.stringify(others))
      else tokenStorage.removeItem(key)
    },

    ...serverSiwxSettings(options),
  }
}

/**
 * What a server SIWX client answers from its options alone, before it asks the server
 * anything: whether sign-in is required and whether a disconnect signs out.
 */
export function serverSiwxSettings(
  options: ServerSiwxOptions,
): Pick<SiwxConfig, 'getRequired' | 'signOutOnDisconnect'> {
  return {
    getRequired: () => options.required ?? false,
    ...(options.signOutOnDisconnect === undefined
      ? {}
      : { signOutOnDisconnect: options.signOutOnDisconnect }),
  }
}
