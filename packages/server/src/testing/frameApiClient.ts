import { classifyRpcMethod } from '@latch/frame-protocol'

export type FrameApiAnswer<T> = { status: number; body: T }

/** The frame's API as its own document calls it, for tests of the server over real HTTP. */
export type FrameApiClient = {
  /** `POST` JSON with the headers a browser sets for the frame's own script, and its cookie. */
  call<T = Record<string, unknown>>(
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<FrameApiAnswer<T>>
  /**
   * An RPC request as the frame answers it: a read through `/api/rpc`; a signing request
   * opened with `/api/requests` and approved (as the visitor's click does) by id and digest.
   */
  rpc<T = unknown>(
    method: string,
    params: unknown,
    namespace?: string,
    chainId?: string,
  ): Promise<FrameApiAnswer<{ result: T; error?: { code: string; message: string } }>>
  /** The session cookie this client holds, as `name=value`. */
  cookie(): string | undefined
}

/**
 * A client of the frame API at `frameUrl` that keeps the session cookie as the frame's
 * browser would, sending `Origin` = the frame's origin and `Sec-Fetch-Site: same-origin`.
 */
export function createFrameApiClient(frameUrl: string, initialCookie?: string): FrameApiClient {
  let cookie = initialCookie
  const origin = new URL(frameUrl).origin
  const client: FrameApiClient = {
    async call<T>(path: string, body: unknown = {}, headers: Record<string, string> = {}) {
      const response = await fetch(`${frameUrl}${path}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin,
          'sec-fetch-site': 'same-origin',
          ...(cookie ? { cookie } : {}),
          ...headers,
        },
        body: JSON.stringify(body),
      })
      const set = response.headers.get('set-cookie')
      if (set) {
        const pair = set.split(';')[0] ?? ''
        cookie = /max-age=0/i.test(set) || pair.endsWith('=') ? undefined : pair
      }
      return { status: response.status, body: (await response.json()) as T }
    },
    async rpc(method, params, namespace = 'eip155', chainId) {
      const request = {
        method,
        params,
        chainNamespace: namespace,
        ...(chainId === undefined ? {} : { chainId }),
      }
      if (classifyRpcMethod(method) !== 'approval') return client.call('/api/rpc', request)
      const opened = await client.call<{ id: string; digest: string }>('/api/requests', request)
      if (opened.status !== 200) return opened as never
      return client.call('/api/requests/approve', {
        id: opened.body.id,
        digest: opened.body.digest,
      })
    },
    cookie: () => cookie,
  }
  return client
}

/** The newest code the development mailbox of `frameUrl` holds for `email`. */
export async function codeMailedTo(frameUrl: string, email: string): Promise<string> {
  const response = await fetch(`${frameUrl}/dev/mailbox/messages?to=${encodeURIComponent(email)}`)
  const { messages } = (await response.json()) as { messages: { text: string }[] }
  const code = /\b(\d{6})\b/.exec(messages[0]?.text ?? '')?.[1]
  if (!code) throw new Error(`no code was sent to ${email}`)
  return code
}

export type LogInParameters = { projectId?: string; origin?: string; chainId?: string }

/**
 * Logs `email` in as the frame does (code from the development mailbox) and resolves with the
 * frame client that holds the new session's cookie.
 */
export async function logInWithEmail(
  frameUrl: string,
  email: string,
  {
    projectId = 'demo',
    origin = 'http://localhost:5173',
    chainId = 'eip155:31337',
  }: LogInParameters = {},
): Promise<FrameApiClient> {
  const frame = createFrameApiClient(frameUrl)
  const page = { projectId, origin }
  const connect = await frame.call<{ challengeId: string }>('/api/email/connect', {
    ...page,
    email,
  })
  if (connect.status !== 200) throw new Error(`connect: ${JSON.stringify(connect.body)}`)
  const verify = await frame.call('/api/email/verify', {
    ...page,
    challengeId: connect.body.challengeId,
    otp: await codeMailedTo(frameUrl, email),
    chainId,
  })
  if (verify.status !== 200) throw new Error(`verify: ${JSON.stringify(verify.body)}`)
  return frame
}
