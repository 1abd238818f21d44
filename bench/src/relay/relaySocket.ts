import { randomBytes } from 'node:crypto'
import { generateKeyPair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

/** An error answer of the relay to a request (a limit, a budget, a failure of its own). */
export class RelayAnswerError extends Error {
  override name = 'RelayAnswerError'
  constructor(
    readonly method: string,
    readonly code: number,
    message: string,
  ) {
    super(`${method}: ${code} ${message}`)
  }
}

/** The socket closed while a request was on its way: no answer will come. */
class RelaySocketClosedError extends Error {
  override name = 'RelaySocketClosedError'
}

export type RelaySocketHandlers = {
  /** An `irn_subscription`'s message text, acknowledged already, and when it arrived. */
  onMessage(message: string, at: number): void
  /** The socket closed before `close()` was called. */
  onDrop(code: number, reason: string): void
}

export type RelaySocket = {
  /** `irn_subscribe`: resolves once the relay answered with the subscription id. */
  subscribe(topic: string): Promise<void>
  /** `irn_publish`: resolves once the relay stored the message. */
  publish(topic: string, message: string, ttlSeconds: number): Promise<void>
  close(): Promise<void>
}

/** The bench's clock: milliseconds since the epoch with a fraction, monotonic within a run. */
export const benchNow = (): number => performance.timeOrigin + performance.now()

/**
 * The URL the SDK opens for a new client: a fresh ed25519 key, and its relay JWT for this
 * relay (the audience), valid a day, signed by `@walletconnect/relay-auth` as
 * `@walletconnect/core` signs it; `projectId` and `ua` beside it.
 */
export async function relaySocketUrl(relayUrl: string, projectId: string): Promise<string> {
  const url = new URL(relayUrl)
  const auth = await signJWT(randomBytes(32).toString('hex'), relayUrl, 86_400, generateKeyPair())
  url.searchParams.set('auth', auth)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('ua', 'wc-2/latch-bench')
  return url.toString()
}

type Pending = { method: string; resolve(result: unknown): void; reject(error: Error): void }

/**
 * A raw JSON-RPC client of the relay, as light as a load client must be: requests matched to
 * their answers by id, each `irn_subscription` acknowledged at once and handed on.
 *
 * @example
 * const socket = await openRelaySocket(await relaySocketUrl(url, 'shop'), handlers)
 * await socket.subscribe(topic)
 */
export async function openRelaySocket(
  url: string,
  { onMessage, onDrop }: RelaySocketHandlers,
): Promise<RelaySocket> {
  const socket = new WebSocket(url, { perMessageDeflate: false })
  const pending = new Map<number, Pending>()
  let nextId = 1
  let closing = false
  const closed = new Promise<void>((resolve) => {
    socket.on('close', (code, reason) => {
      for (const { method, reject } of pending.values()) {
        reject(new RelaySocketClosedError(`${method}: the socket closed (${code})`))
      }
      pending.clear()
      if (!closing) onDrop(code, reason.toString('utf8'))
      resolve()
    })
  })
  socket.on('message', (data) => {
    const at = benchNow()
    const frame = JSON.parse(data.toString()) as {
      id?: number
      method?: string
      params?: { data?: { message?: string } }
      result?: unknown
      error?: { code: number; message: string }
    }
    if (frame.method === 'irn_subscription') {
      socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      onMessage(frame.params?.data?.message ?? '', at)
      return
    }
    const waiter = frame.id === undefined ? undefined : pending.get(frame.id)
    if (!waiter || frame.id === undefined) return
    pending.delete(frame.id)
    if (frame.error) {
      waiter.reject(new RelayAnswerError(waiter.method, frame.error.code, frame.error.message))
    } else waiter.resolve(frame.result)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  // Later errors end in 'close', which settles everything.
  socket.on('error', () => undefined)

  function request(method: string, params: unknown): Promise<unknown> {
    if (socket.readyState !== socket.OPEN) {
      return Promise.reject(new RelaySocketClosedError(`${method}: the socket is closed`))
    }
    const id = nextId++
    return new Promise((resolve, reject) => {
      pending.set(id, { method, resolve, reject })
      socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    })
  }

  return {
    async subscribe(topic) {
      await request('irn_subscribe', { topic })
    },
    async publish(topic, message, ttl) {
      await request('irn_publish', { topic, message, ttl, tag: 1108 })
    },
    async close() {
      closing = true
      if (socket.readyState !== socket.CLOSED) socket.close(1000)
      await closed
    },
  }
}
