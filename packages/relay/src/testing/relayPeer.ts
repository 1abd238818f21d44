import { createHash } from 'node:crypto'
import { encodeIss, generateKeyPair } from '@walletconnect/relay-auth'
import { WebSocket } from 'ws'
import { relayConnectionUrl } from './relayClient.js'

// A relay client that rides out a relay restart the way @walletconnect/core 2.25's relayer
// does (its src/controllers/relayer.ts, subscriber.ts, publisher.ts and messages.ts), for the
// relay's fault tests:
// - when its connection drops it opens a new one with the same client id (the same key pair)
//   and subscribes again to every topic in one irn_batchSubscribe (the SDK's batchFetchMessages
//   is never called: the relay's stored messages come after the subscription);
// - a publish the relay has not answered is sent again, with the same id, on the next
//   connection (the SDK's publisher queue);
// - each irn_subscription is acknowledged first, then handled, and a message reaches its owner
//   only the first time it arrives (the SDK's message tracker keys by topic and the message's
//   sha256): a message delivered again is acknowledged again and dropped.
// It reconnects after a few milliseconds where the SDK waits 100 ms, or a heartbeat.

export type PeerMessage = { topic: string; message: string; tag: number }

/** One irn_subscription as it arrived, with the number of the connection it came on. */
export type PeerDelivery = PeerMessage & { connection: number }

export type PublishOptions = { tag: number; ttl: number }

export type RelayPeerHooks = {
  /**
   * Before the acknowledgement is sent (it waits for this); a fault test stops the relay here.
   * `'lost'` drops the delivery, neither acknowledged nor handled: as if the connection was
   * cut before it arrived.
   */
  beforeAcknowledge?(delivery: PeerDelivery): Promise<'lost' | undefined> | 'lost' | undefined
  /** After the acknowledgement is sent, before the message is handled (it waits for this). */
  afterAcknowledge?(delivery: PeerDelivery): Promise<void> | void
  /** A message seen for the first time. */
  onMessage?(message: PeerMessage): Promise<void> | void
}

export type RelayPeer = {
  clientId: string
  /** Messages handed to the owner: each at most once (after the hash check). */
  received: PeerMessage[]
  /** Every irn_subscription received, duplicates included. */
  deliveries: PeerDelivery[]
  /** Connections opened so far (the current one's number). */
  readonly connections: number
  hooks: RelayPeerHooks
  /** Subscribes to `topic`, now and on every later connection. */
  subscribe(topic: string): Promise<void>
  /** Resolves once the relay answered `true`, sending it again on later connections until then. */
  publish(topic: string, message: string, options: PublishOptions): Promise<void>
  /** Resolves once `message` was handed to the owner (at once when it already was). */
  waitFor(message: string): Promise<void>
  close(): Promise<void>
}

type Pending = {
  frame: string
  resolve(result: unknown): void
  reject(error: Error): void
  /** Sent again on a new connection (publishes and subscriptions are idempotent). */
  resend: boolean
}

/** Opens a peer on `relayUrl`; resolves once its first connection is open. */
export async function connectRelayPeer(
  relayUrl: string,
  { reconnectMs = 5 }: { reconnectMs?: number } = {},
): Promise<RelayPeer> {
  const keyPair = generateKeyPair()
  const topics = new Set<string>()
  const pending = new Map<number, Pending>()
  const seen = new Set<string>()
  const waiting = new Map<string, (() => void)[]>()
  let nextId = 1
  let socket: WebSocket | undefined
  let connections = 0
  let closing = false
  let firstOpen: (() => void) | undefined

  function sendOn(current: WebSocket | undefined, frame: string): void {
    if (current?.readyState === WebSocket.OPEN) current.send(frame)
  }

  function request(method: string, params: unknown, resend: boolean): Promise<unknown> {
    const id = nextId++
    const frame = JSON.stringify({ id, jsonrpc: '2.0', method, params })
    return new Promise((resolve, reject) => {
      pending.set(id, { frame, resolve, reject, resend })
      sendOn(socket, frame)
    })
  }

  async function onDelivery(current: WebSocket, frame: Record<string, unknown>): Promise<void> {
    const { data } = frame.params as { data: PeerMessage }
    const delivery: PeerDelivery = {
      topic: data.topic,
      message: data.message,
      tag: data.tag,
      connection: connections,
    }
    peer.deliveries.push(delivery)
    if ((await peer.hooks.beforeAcknowledge?.(delivery)) === 'lost') return
    // On the connection it came on: an acknowledgement never reaches a later connection.
    sendOn(current, JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
    await peer.hooks.afterAcknowledge?.(delivery)
    const key = `${data.topic} ${createHash('sha256').update(data.message).digest('hex')}`
    if (seen.has(key)) return
    seen.add(key)
    const message = { topic: data.topic, message: data.message, tag: data.tag }
    peer.received.push(message)
    for (const resolve of waiting.get(message.message) ?? []) resolve()
    waiting.delete(message.message)
    await peer.hooks.onMessage?.(message)
  }

  function onFrame(current: WebSocket, frame: Record<string, unknown>): void {
    if (frame.method === 'irn_subscription') {
      // Not awaited, as in the SDK: a hook that waits holds only its own delivery.
      void onDelivery(current, frame)
      return
    }
    const waiter = pending.get(frame.id as number)
    if (!waiter) return
    pending.delete(frame.id as number)
    if (frame.error) waiter.reject(new Error(JSON.stringify(frame.error)))
    else waiter.resolve(frame.result)
  }

  async function connect(): Promise<void> {
    const url = await relayConnectionUrl(relayUrl, { keyPair })
    if (closing) return
    const current = new WebSocket(url)
    socket = current
    current.on('message', (data) => onFrame(current, JSON.parse(data.toString())))
    current.on('error', () => undefined)
    current.on('open', () => {
      connections++
      if (topics.size > 0) {
        request('irn_batchSubscribe', { topics: [...topics] }, false).catch(() => undefined)
      }
      // After the subscription, as the relay reads one request after the other.
      for (const { frame, resend } of pending.values()) if (resend) sendOn(current, frame)
      firstOpen?.()
      firstOpen = undefined
    })
    current.on('close', () => {
      // Answers that will never come: a subscription is made again on the next connection.
      for (const [id, waiter] of pending) {
        if (!waiter.resend) {
          pending.delete(id)
          waiter.reject(new Error('the connection closed'))
        }
      }
      if (!closing) setTimeout(() => void connect(), reconnectMs)
    })
  }

  const opened = new Promise<void>((resolve) => {
    firstOpen = resolve
  })
  const peer: RelayPeer = {
    clientId: encodeIss(keyPair.publicKey),
    received: [],
    deliveries: [],
    get connections() {
      return connections
    },
    hooks: {},
    async subscribe(topic) {
      topics.add(topic)
      await request('irn_subscribe', { topic }, true)
    },
    async publish(topic, message, { tag, ttl }) {
      const result = await request('irn_publish', { topic, message, tag, ttl, prompt: false }, true)
      if (result !== true) throw new Error(`irn_publish answered ${JSON.stringify(result)}`)
    },
    waitFor(message) {
      if (peer.received.some((received) => received.message === message)) return Promise.resolve()
      return new Promise((resolve) => {
        waiting.set(message, [...(waiting.get(message) ?? []), resolve])
      })
    },
    async close() {
      closing = true
      for (const waiter of pending.values()) waiter.reject(new Error('closed'))
      pending.clear()
      const current = socket
      if (!current || current.readyState === WebSocket.CLOSED) return
      const closed = new Promise((resolve) => current.once('close', resolve))
      current.close()
      await closed
    },
  }
  await connect()
  await opened
  return peer
}
