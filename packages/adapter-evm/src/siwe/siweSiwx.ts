import {
  type CaipNetworkId,
  isCaipNetworkId,
  parseCaipNetworkId,
  type SiwxConfig,
  type SiwxSession,
} from '@latch/core'
import * as z from 'zod/mini'
import type { CreateSiweMessageReturnType } from './createSiweMessage.js'
import { checkDateTime } from './rfc3339.js'
import type { SiweMessageFields } from './siweMessageFields.js'
import { SiweSiwxError } from './siweSiwxError.js'

export type SiweSiwxOptions = {
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

export type SiweSiwxReturnType = SiwxConfig
export type SiweSiwxErrorType = SiweSiwxError

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

type Page = NonNullable<SiweSiwxOptions['page']>

function eip155ChainId(network: CaipNetworkId): number {
  const parsed = isCaipNetworkId(network) ? parseCaipNetworkId(network) : undefined
  if (parsed?.namespace !== 'eip155' || !/^[0-9]+$/.test(parsed.reference)) {
    throw new SiweSiwxError('UNSUPPORTED_NETWORK', { values: { network: String(network) } })
  }
  return Number(parsed.reference)
}

/** Whether an RFC 3339 moment has passed; unreadable moments count as passed. */
function hasPassed(dateTime: string, nowMs: number): boolean {
  const check = checkDateTime(dateTime)
  return !check.valid || check.epochMs <= nowMs
}

/** The SIWX data (core's `SiwxSession.data`) of a message's fields. */
function sessionData(fields: SiweMessageFields): SiwxSession['data'] {
  const { address, chainId, scheme: _scheme, ...rest } = fields
  return { ...rest, accountAddress: address, chainId: `eip155:${chainId}` }
}

/**
 * Sign-In with Ethereum (EIP-4361) against a latch-server (`/v1/siwx/*`, see
 * packages/server/README.md): the `siwx` option of `createLatch`. The message binds the page:
 * its domain is the page's host and its URI the page's origin, and the server accepts it
 * only from that origin, with a nonce it issued, once. Every failure is a `SiweSiwxError`
 * (or a `SiweError` for a message that cannot be built) with a clear message.
 *
 * @example
 * const latch = createLatch({
 *   networks: [mainnet],
 *   adapters: [evmAdapter()],
 *   siwx: siweSiwx({ serverUrl: 'https://latch.example.com', projectId: 'shop' }),
 * })
 */
export function siweSiwx(options: SiweSiwxOptions): SiweSiwxReturnType {
  const statement = options.statement ?? 'Sign in with your wallet.'

  function currentPage(): Page {
    if (options.page) return options.page
    const location = (globalThis as { location?: Page }).location
    if (!location) throw new SiweSiwxError('NO_PAGE')
    return { host: location.host, origin: location.origin }
  }

  function urlOf(path: string): string {
    const base = options.serverUrl.endsWith('/') ? options.serverUrl : `${options.serverUrl}/`
    const url = new URL(path, base)
    url.searchParams.set('projectId', options.projectId)
    return url.toString()
  }

  async function refusal(response: Response): Promise<SiweSiwxError> {
    let body: unknown
    try {
      body = await response.json()
    } catch {
      body = undefined
    }
    const parsed = errorSchema.safeParse(body)
    return new SiweSiwxError('REFUSED', {
      status: response.status,
      ...(parsed.success
        ? { serverCode: parsed.data.error.code, values: { reason: parsed.data.error.message } }
        : { values: { reason: `HTTP ${response.status}` } }),
    })
  }

  /** The server's answer to a request; a failed one is thrown as a `SiweSiwxError`. */
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
      throw new SiweSiwxError(timedOut ? 'TIMEOUT' : 'UNREACHABLE', {
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
      throw new SiweSiwxError('INVALID_RESPONSE', { cause, values: { url }, details: 'not JSON' })
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) {
      throw new SiweSiwxError('INVALID_RESPONSE', {
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
    async createMessage({ accountAddress, chainId }): Promise<CreateSiweMessageReturnType> {
      eip155ChainId(chainId)
      const page = currentPage()
      const scheme = new URL(page.origin).protocol.slice(0, -1)
      const [{ createSiweMessage }, answer] = await Promise.all([
        // viem (for the checksum) loads on the first sign-in, not with the page.
        import('./createSiweMessage.js'),
        getJson('v1/siwx/nonce', nonceSchema),
      ])
      const now = Date.now()
      return createSiweMessage({
        accountAddress,
        chainId,
        domain: page.host,
        uri: page.origin,
        // EIP-4361 reads a message without a scheme as https; other pages must say theirs.
        ...(scheme === 'https' ? {} : { scheme }),
        statement,
        nonce: answer.nonce,
        issuedAt: new Date(now).toISOString(),
        expirationTime: new Date(now + signInLifetimeMs).toISOString(),
      })
    },

    async addSession(session) {
      eip155ChainId(session.data.chainId)
      await send('POST', urlOf('v1/siwx/sessions'), {
        message: session.message,
        signature: session.signature,
      })
    },

    async getSessions(chainId, address) {
      const reference = eip155ChainId(chainId)
      const page = currentPage()
      const [{ parseSiweMessage }, answer] = await Promise.all([
        import('./parseSiweMessage.js'),
        getJson(sessionsPath(chainId, address), sessionsSchema),
      ])
      const now = Date.now()
      const sessions: SiwxSession[] = []
      for (const session of answer.sessions) {
        let fields: SiweMessageFields
        try {
          fields = parseSiweMessage(session.message)
        } catch {
          continue
        }
        // Only what this page could have signed for this account now.
        const usable =
          fields.address.toLowerCase() === address.toLowerCase() &&
          fields.chainId === reference &&
          fields.domain === page.host &&
          (fields.expirationTime === undefined || !hasPassed(fields.expirationTime, now)) &&
          (session.expiresAt === undefined || !hasPassed(session.expiresAt, now))
        if (usable) {
          sessions.push({
            data: sessionData(fields),
            message: session.message,
            signature: session.signature,
          })
        }
      }
      return sessions
    },

    async revokeSession(chainId, address) {
      eip155ChainId(chainId)
      await send('DELETE', urlOf(sessionsPath(chainId, address)))
    },

    getRequired: () => options.required ?? false,
    ...(options.signOutOnDisconnect === undefined
      ? {}
      : { signOutOnDisconnect: options.signOutOnDisconnect }),
  }
}
