import {
  type CaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
  type SiwxConfig,
  type SiwxSession,
} from '@latch/core'
import * as z from 'zod/mini'
import {
  type CreateSolanaSiwxMessageReturnType,
  createSolanaSiwxMessage,
} from './createSolanaSiwxMessage.js'
import { SiwsSiwxError } from './siwsSiwxError.js'
import { dateTimeMs, parseSolanaSiwxMessage, type SolanaSiwxFields } from './solanaSiwxMessage.js'
import { solanaSiwxSessionData } from './solanaSiwxSessionData.js'

export type SiwsSiwxOptions = {
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
  page?: { host: string; origin: string }
  fetch?: typeof fetch
}

export type SiwsSiwxReturnType = SiwxConfig
export type SiwsSiwxErrorType = SiwsSiwxError

/** How long a signed sign-in is valid: its message's Expiration Time is this far ahead. */
const signInLifetimeMs = 24 * 3_600_000
/** How long one call to the sign-in server may take. */
const requestTimeoutMs = 10_000

const nonceSchema = z.object({ nonce: z.string() })
const sessionsSchema = z.object({
  sessions: z.array(
    z.object({ message: z.string(), signature: z.string(), expiresAt: z.optional(z.string()) }),
  ),
})
const errorSchema = z.object({ error: z.object({ message: z.string(), code: z.string() }) })

type Page = NonNullable<SiwsSiwxOptions['page']>

/** The cluster's CAIP-2 reference, the Chain ID a Solana sign-in message writes. */
function solanaReference(network: CaipNetworkId): string {
  const parsed = isCaipNetworkId(network) ? parseCaipNetworkId(network) : undefined
  if (parsed?.namespace !== 'solana') {
    throw new SiwsSiwxError('UNSUPPORTED_NETWORK', { values: { network: String(network) } })
  }
  return parsed.reference
}

/** Whether an RFC 3339 moment has passed; unreadable moments count as passed. */
function hasPassed(dateTime: string, nowMs: number): boolean {
  try {
    return dateTimeMs('time', dateTime) <= nowMs
  } catch {
    return true
  }
}

/**
 * Sign-In with Solana (CAIP-122, Solana profile) against a latch-server (`/v1/siwx/*`, see
 * packages/server/README.md): the `siwx` option of `createLatch` for Solana wallets, or its
 * `solana` part with core's `siwxByNamespace`. The message binds the page: its domain is the
 * page's host and its URI the page's origin, and the server accepts it only from that origin,
 * with a nonce it issued, once. The wallet signs the text's UTF-8 bytes
 * (`solana:signMessage`) and the adapter hands over the signature in base58, which the
 * server checks against the account's ed25519 key. Every failure is a `SiwsSiwxError` (or a
 * `SolanaSiwxError` for a message that cannot be built) with a clear message.
 *
 * @example
 * const latch = createLatch({
 *   networks: solanaNetworks,
 *   adapters: [solanaAdapter()],
 *   siwx: siwsSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
 * })
 */
export function siwsSiwx(options: SiwsSiwxOptions): SiwsSiwxReturnType {
  const statement = options.statement ?? 'Sign in with your wallet.'

  function currentPage(): Page {
    if (options.page) return options.page
    const location = (globalThis as { location?: Page }).location
    if (!location) throw new SiwsSiwxError('NO_PAGE')
    return { host: location.host, origin: location.origin }
  }

  function urlOf(path: string): string {
    const base = options.serverUrl.endsWith('/') ? options.serverUrl : `${options.serverUrl}/`
    const url = new URL(path, base)
    url.searchParams.set('projectId', options.projectId)
    return url.toString()
  }

  async function refusal(response: Response): Promise<SiwsSiwxError> {
    let body: unknown
    try {
      body = await response.json()
    } catch {
      body = undefined
    }
    const parsed = errorSchema.safeParse(body)
    return new SiwsSiwxError('REFUSED', {
      status: response.status,
      ...(parsed.success
        ? { serverCode: parsed.data.error.code, values: { reason: parsed.data.error.message } }
        : { values: { reason: `HTTP ${response.status}` } }),
    })
  }

  /** The server's answer to a request; a failed one is thrown as a `SiwsSiwxError`. */
  async function send(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) {
    const fetchImpl = options.fetch ?? globalThis.fetch
    let response: Response
    try {
      response = await fetchImpl(url, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(requestTimeoutMs),
      })
    } catch (cause) {
      const timedOut = cause instanceof Error && cause.name === 'TimeoutError'
      throw new SiwsSiwxError(timedOut ? 'TIMEOUT' : 'UNREACHABLE', {
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
      throw new SiwsSiwxError('INVALID_RESPONSE', { cause, values: { url }, details: 'not JSON' })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new SiwsSiwxError('INVALID_RESPONSE', {
        cause: parsed.error,
        values: { url },
        details: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
      })
    }
    return parsed.data
  }

  const sessionsPath = (network: CaipNetworkId, address: string) =>
    `v1/siwx/sessions/${encodeURIComponent(network)}/${encodeURIComponent(address)}`

  return {
    async createMessage({ accountAddress, chainId }): Promise<CreateSolanaSiwxMessageReturnType> {
      solanaReference(chainId)
      const page = currentPage()
      const answer = await getJson('v1/siwx/nonce', nonceSchema)
      const now = Date.now()
      return createSolanaSiwxMessage({
        accountAddress,
        chainId,
        domain: page.host,
        // The origin carries the scheme: the Solana profile has no Scheme of its own.
        uri: page.origin,
        statement,
        nonce: answer.nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + signInLifetimeMs).toISOString(),
      })
    },

    async addSession(session) {
      solanaReference(session.data.chainId)
      await send('POST', urlOf('v1/siwx/sessions'), {
        message: session.message,
        signature: session.signature,
      })
    },

    async getSessions(chainId, address) {
      const reference = solanaReference(chainId)
      const page = currentPage()
      const answer = await getJson(sessionsPath(chainId, address), sessionsSchema)
      const now = Date.now()
      const sessions: SiwxSession[] = []
      for (const session of answer.sessions) {
        let fields: SolanaSiwxFields
        try {
          fields = parseSolanaSiwxMessage(session.message)
        } catch {
          continue
        }
        // Only what this page could have signed for this account now (base58 has case).
        const usable =
          fields.address === address &&
          fields.chainId === reference &&
          fields.domain === page.host &&
          (fields.expirationTime === undefined || !hasPassed(fields.expirationTime, now)) &&
          (session.expiresAt === undefined || !hasPassed(session.expiresAt, now))
        if (usable) {
          sessions.push({
            data: solanaSiwxSessionData(fields),
            message: session.message,
            signature: session.signature,
          })
        }
      }
      return sessions
    },

    async revokeSession(chainId, address) {
      solanaReference(chainId)
      await send('DELETE', urlOf(sessionsPath(chainId, address)))
    },

    getRequired: () => options.required ?? false,
    ...(options.signOutOnDisconnect === undefined
      ? {}
      : { signOutOnDisconnect: options.signOutOnDisconnect }),
  }
}
