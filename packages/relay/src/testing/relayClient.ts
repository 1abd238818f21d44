import { randomBytes } from 'node:crypto'
import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'

// A bare relay client for the relay's own tests: the WalletConnect SDK's JWT (from
// @walletconnect/relay-auth itself) and raw JSON-RPC frames, so a test sees exactly what the
// relay answers and can misbehave on purpose (not acknowledge, send garbage, flood).

export type Delivery = {
  /** The JSON-RPC id of the irn_subscription request. */
  rpcId: number
  subscriptionId: string
  data: { topic: string; message: string; publishedAt: number; tag: number; attestation?: string }
}

export type RelayErrorAnswer = { code: number; message: string; data?: Record<string, unknown> }

/** A JSON-RPC error answer, thrown by `request`. */
export class RelayAnswerError extends Error {
  constructor(readonly error: RelayErrorAnswer) {
    super(error.message)
  }
}

export type TestRelayClient = {
  clientId: string
  socket: WebSocket
  /** Sends a request and resolves with its result; rejects with a RelayAnswerError. */
  request<T = unknown>(method: string, params: unknown): Promise<T>
  /** Every irn_subscription received, in order. */
  deliveries: Delivery[]
  /** The next delivery not yet taken (waits for it). */
  nextDelivery(): Promise<Delivery>
  /** Frames answered with `id: null` (malformed input), in order. */
  unaddressed: RelayErrorAnswer[]
  /** Acknowledges a delivery (for clients made with `acknowledge: false`). */
  acknowledge(delivery: Delivery): void
  closed: Promise<{ code: number; reason: string }>
  close(): Promise<void>
}

/** A random topic, as the SDK makes them (sha256 hex of a key). */
export function randomTopic(): string {
  return randomBytes(32).toString('hex')
}

export type RelayUrlParameters = {
  projectId?: string | null
  keyPair?: Keypair
  /** The JWT audience; the relay URL by default. */
  audience?: string
  /** Seconds since the epoch the JWT is issued at; now by default. */
  issuedAt?: number
  /** A JWT to send instead of a signed one. */
  auth?: string | null
}

/** The URL the SDK opens: `auth` (its relay JWT) and `projectId` in the query. */
export async function relayConnectionUrl(
  relayUrl: string,
  {
    projectId = 'demo',
    keyPair = generateKeyPair(),
    audience,
    issuedAt,
    auth,
  }: RelayUrlParameters = {},
): Promise<string> {
  const url = new URL(relayUrl)
  const jwt =
    auth === undefined
      ? await signJWT(
          randomBytes(32).toString('hex'),
          audience ?? relayUrl,
          86_400,
          keyPair,
          issuedAt,
        )
      : auth
  if (jwt !== null) url.searchParams.set('auth', jwt)
  if (projectId !== null) url.searchParams.set('projectId', projectId)
  url.searchParams.set('ua', 'wc-2/latch-relay-test')
  return url.toString()
}

/**
 * Opens a socket and resolves with how the relay closed it (for refused connections).
 * `headers` go with the handshake (`X-Forwarded-For` behind a trusted proxy, `Host`).
 */
export function closeOf(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ code: number; reason: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers })
    socket.on('error', reject)
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') }))
  })
}

/**
 * A connected test client. `acknowledge: false` leaves deliveries unacknowledged (a client
 * that crashes before it handles them).
 */
export async function connectRelayClient(
  relayUrl: string,
  {
    acknowledge = true,
    headers = {},
    ...parameters
  }: RelayUrlParameters & { acknowledge?: boolean; headers?: Record<string, string> } = {},
): Promise<TestRelayClient> {
  const keyPair = parameters.keyPair ?? generateKeyPair()
  const url = await relayConnectionUrl(relayUrl, { ...parameters, keyPair })
  const socket = new WebSocket(url, { headers })
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>()
  const deliveries: Delivery[] = []
  const unaddressed: RelayErrorAnswer[] = []
  const waiting: ((delivery: Delivery) => void)[] = []
  let taken = 0
  let nextId = 1
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => {
      for (const { reject } of pending.values()) reject(new Error(`closed (${code})`))
      resolve({ code, reason: reason.toString('utf8') })
    })
  })
  socket.on('message', (data) => {
    const frame = JSON.parse(data.toString()) as Record<string, unknown>
    if (frame.method === 'irn_subscription') {
      const params = frame.params as { id: string; data: Delivery['data'] }
      const delivery = { rpcId: frame.id as number, subscriptionId: params.id, data: params.data }
      deliveries.push(delivery)
      if (acknowledge) client.acknowledge(delivery)
      waiting.shift()?.(delivery)
      return
    }
    if (frame.id === null) {
      unaddressed.push(frame.error as RelayErrorAnswer)
      return
    }
    const waiter = pending.get(frame.id as number)
    if (!waiter) return
    pending.delete(frame.id as number)
    if (frame.error) waiter.reject(new RelayAnswerError(frame.error as RelayErrorAnswer))
    else waiter.resolve(frame.result)
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const { iss } = JSON.parse(
    Buffer.from(
      new URL(url).searchParams.get('auth')?.split('.')[1] ?? 'e30',
      'base64url',
    ).toString(),
  ) as { iss: string }
  const client: TestRelayClient = {
    clientId: iss,
    socket,
    deliveries,
    unaddressed,
    request<T>(method: string, params: unknown) {
      // Closed (or closing) already: no answer and no close event will settle it.
      if (socket.readyState !== socket.OPEN) {
        return Promise.reject(new Error(`closed (${socket.readyState})`))
      }
      const id = nextId++
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject })
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
      })
    },
    nextDelivery() {
      const delivery = deliveries[taken]
      if (delivery) {
        taken++
        return Promise.resolve(delivery)
      }
      return new Promise((resolve) => {
        waiting.push((arrived) => {
          taken++
          resolve(arrived)
        })
      })
    },
    acknowledge(delivery) {
      socket.send(JSON.stringify({ id: delivery.rpcId, jsonrpc: '2.0', result: true }))
    },
    closed,
    async close() {
      if (socket.readyState === socket.CLOSED) return
      socket.close()
      await closed
    },
  }
  return client
}
