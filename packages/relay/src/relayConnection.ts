import { createHash } from 'node:crypto'
import type { Database } from '@latch/database'
import type { RawData, WebSocket } from 'ws'
import { maxReadersPerMessage, type RelayLimits, storedRowOverheadBytes } from './relayConfig.js'
import { RelayRpcError, relayErrorCodes } from './relayError.js'
import { type JsonRpcId, readRelayFrame } from './relayFrame.js'
import type { RelayLog } from './relayLog.js'
import {
  parseRelayParams,
  type RelayMethod,
  type RelayParams,
  type RelayParamsSchemas,
  sessionTags,
} from './relayProtocol.js'
import {
  acknowledgeRelayMessages,
  findUndeliveredRelayMessages,
  RelayBudgetExceededError,
  type RelayMessage,
  storeRelayMessages,
} from './relayStore.js'
import { createTokenBucket } from './tokenBucket.js'

/** What a connection needs from the relay it belongs to. */
export type RelayConnectionContext = {
  database: Database
  schemas: RelayParamsSchemas
  limits: RelayLimits
  /** The NOTIFY channel stored messages are announced on. */
  channel: string
  now: () => number
  log: RelayLog
  /** Indexes the connection under `topic`, so messages published there reach it. */
  subscribe(connection: RelayConnection, topic: string): void
  unsubscribe(connection: RelayConnection, topic: string): void
  /** The connection closed: forget it. */
  remove(connection: RelayConnection): void
}

/** Who is on the other end of a connection. */
export type RelayPeer = {
  /** The client id its JWT proved (a did:key). */
  clientId: string
  /** Its address, or its IPv6 network (see `clientNetwork`): what its storage is charged to. */
  network: string
}

export type RelayConnection = {
  /** The client id its JWT proved (a did:key). */
  readonly clientId: string
  readonly topics: ReadonlySet<string>
  /** Sends a stored message when the connection subscribes to its topic and has not had it. */
  deliver(message: RelayMessage): void
  /** Sends again what the client has not acknowledged on its topics (after a missed notification). */
  catchUp(): Promise<void>
  /** Closes the socket; resolves when the requests under way are answered. */
  close(code: number, reason: string): Promise<void>
}

// A subscription, on connecting, brings at most this many stored messages; the rest come
// with irn_fetchMessages (or the next subscription, once these are acknowledged).
const backlogLimit = 500
const fetchPageSize = 100
// Message ids this connection was sent, so that one message arriving twice (a notification
// and a subscription's backlog at once) is sent once. Old ids are forgotten past this count.
const rememberedDeliveries = 10_000
// A client that reads nothing while messages pile up is closed rather than buffered.
const maxBufferedBytes = 16 * 1024 * 1024
function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

const budgetTexts = {
  total: 'the relay holds all the messages it keeps',
  client: 'messages published from your address hold all the relay keeps for one client',
  topic: 'this topic holds all the relay keeps for one topic',
} as const

/** What a client is told when a publish would go past a storage budget. */
function budgetRefusal({ scope, maxBytes }: RelayBudgetExceededError): RelayRpcError {
  return new RelayRpcError(
    relayErrorCodes.storageQuotaExceeded,
    `Storage quota exceeded: ${budgetTexts[scope]} (${maxBytes} bytes); retry once older messages expire`,
    { scope, maxBytes },
  )
}

function byteLength(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

/**
 * One client's WebSocket: reads its JSON-RPC requests one at a time, in order (a publish
 * after a subscribe sees it done), answers each, and sends it the messages of its topics as
 * `irn_subscription` requests, which the client acknowledges.
 */
export function createRelayConnection(
  socket: WebSocket,
  peer: RelayPeer,
  context: RelayConnectionContext,
): RelayConnection {
  const { database, schemas, limits, now, log } = context
  const { clientId } = peer
  const topics = new Set<string>()
  const delivered = new Set<string>()
  const awaitingAcknowledgement = new Map<number, string>()
  const bucket = createTokenBucket(
    { perSecond: limits.messagesPerSecond, capacity: limits.burst },
    now,
  )
  let nextDeliveryId = 1
  let work: Promise<void> = Promise.resolve()
  let acknowledged: string[] = []
  let closed = false

  function subscriptionId(topic: string): string {
    // As the SDK derives its own (sha256 of topic + client id), so both sides name it alike.
    return createHash('sha256')
      .update(topic + clientId)
      .digest('hex')
  }

  function send(frame: Record<string, unknown>): void {
    if (closed || socket.readyState !== socket.OPEN) return
    if (socket.bufferedAmount > maxBufferedBytes) {
      log.warn('closed a connection that stopped reading')
      socket.terminate()
      return
    }
    socket.send(JSON.stringify(frame))
  }

  function answer(id: JsonRpcId, result: unknown): void {
    send({ id, jsonrpc: '2.0', result })
  }

  function refuse(id: JsonRpcId, error: RelayRpcError): void {
    send({
      id,
      jsonrpc: '2.0',
      error: {
        code: error.code,
        message: error.message,
        ...(error.data ? { data: error.data } : {}),
      },
    })
  }

  function checkSize(message: string, field: string): void {
    const bytes = byteLength(message)
    if (bytes > limits.maxMessageBytes) {
      throw new RelayRpcError(
        relayErrorCodes.messageTooLarge,
        `Message too large: ${field} has ${bytes} bytes, at most ${limits.maxMessageBytes}`,
        { field, maxBytes: limits.maxMessageBytes },
      )
    }
  }

  /** Stores messages in one transaction, charged to this peer's budgets. */
  async function store(
    published: readonly Pick<
      RelayParams<'irn_publish'>,
      'topic' | 'message' | 'ttl' | 'tag' | 'attestation'
    >[],
  ): Promise<void> {
    const publishedAt = now()
    await database.transaction((tx) =>
      storeRelayMessages(
        tx,
        published.map(({ topic, message, ttl, tag, attestation }) => ({
          topic,
          message,
          tag: tag ?? 0,
          attestation: attestation || undefined,
          publisher: clientId,
          publisherNetwork: peer.network,
          storedBytes: byteLength(message) + byteLength(attestation ?? '') + storedRowOverheadBytes,
          publishedAt,
          expiresAt: publishedAt + ttl * 1000,
        })),
        context.channel,
        limits,
      ),
    )
  }

  function deliver(message: RelayMessage): void {
    if (closed || !topics.has(message.topic) || message.publisher === clientId) return
    if (delivered.has(message.id)) return
    delivered.add(message.id)
    if (delivered.size > rememberedDeliveries) {
      delivered.delete(delivered.values().next().value as string)
    }
    const id = nextDeliveryId++
    awaitingAcknowledgement.set(id, message.id)
    if (awaitingAcknowledgement.size > rememberedDeliveries) {
      // Never acknowledged: still stored, so sent again on the client's next subscription.
      awaitingAcknowledgement.delete(awaitingAcknowledgement.keys().next().value as number)
    }
    send({
      id,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: subscriptionId(message.topic),
        data: {
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation ? { attestation: message.attestation } : {}),
        },
      },
    })
  }

  async function sendStored(wanted: readonly string[]): Promise<void> {
    const current = wanted.filter((topic) => topics.has(topic))
    if (current.length === 0) return
    const messages = await findUndeliveredRelayMessages(database, {
      topics: current,
      clientId,
      now: now(),
      limit: backlogLimit,
    })
    for (const message of messages) deliver(message)
  }

  function subscribeTopics(wanted: readonly string[]): void {
    const added = [...new Set(wanted)].filter((topic) => !topics.has(topic))
    if (topics.size + added.length > limits.maxSubscriptionsPerConnection) {
      throw new RelayRpcError(
        relayErrorCodes.tooManySubscriptions,
        `Too many subscriptions: at most ${limits.maxSubscriptionsPerConnection} topics on one connection`,
        { max: limits.maxSubscriptionsPerConnection },
      )
    }
    for (const topic of added) {
      topics.add(topic)
      context.subscribe(connection, topic)
    }
  }

  function unsubscribeTopic(topic: string): void {
    if (!topics.delete(topic)) return
    context.unsubscribe(connection, topic)
  }

  async function fetchStored(wanted: readonly string[]) {
    // Sent on this connection and not acknowledged yet: the client has them, so a fetch does
    // not answer them again (two copies of a session's settlement at once, and sign-client
    // settles the first and logs "Pending session not found" for the second).
    const inFlight = new Set(awaitingAcknowledgement.values())
    const stored = await findUndeliveredRelayMessages(database, {
      topics: wanted,
      clientId,
      now: now(),
      limit: fetchPageSize + 1 + inFlight.size,
    })
    const messages = stored.filter((message) => !inFlight.has(message.id))
    const page = messages.slice(0, fetchPageSize)
    // The answer carries them: fetched counts as delivered, so the next fetch pages on.
    await acknowledgeRelayMessages(
      database,
      page.map((message) => message.id),
      clientId,
      maxReadersPerMessage,
    )
    for (const message of page) delivered.add(message.id)
    return {
      messages: page.map((message) => ({
        topic: message.topic,
        message: message.message,
        publishedAt: message.publishedAt,
        tag: message.tag,
        ...(message.attestation ? { attestation: message.attestation } : {}),
      })),
      hasMore: messages.length > fetchPageSize,
    }
  }

  type Outcome = { result: unknown; after?: () => Promise<void> }

  async function run(method: RelayMethod, raw: unknown): Promise<Outcome> {
    switch (method) {
      case 'irn_publish': {
        const params = parseRelayParams(schemas, method, raw)
        checkSize(params.message, 'message')
        await store([params])
        return { result: true }
      }
      case 'irn_batchPublish': {
        const { messages } = parseRelayParams(schemas, method, raw)
        for (const [index, message] of messages.entries()) {
          checkSize(message.message, `messages.${index}.message`)
        }
        await store(messages)
        return { result: true }
      }
      case 'irn_subscribe': {
        const { topic } = parseRelayParams(schemas, method, raw)
        subscribeTopics([topic])
        return { result: subscriptionId(topic), after: () => sendStored([topic]) }
      }
      case 'irn_batchSubscribe': {
        const params = parseRelayParams(schemas, method, raw)
        subscribeTopics(params.topics)
        return {
          result: params.topics.map(subscriptionId),
          after: () => sendStored(params.topics),
        }
      }
      case 'irn_unsubscribe': {
        unsubscribeTopic(parseRelayParams(schemas, method, raw).topic)
        return { result: true }
      }
      case 'irn_batchUnsubscribe': {
        const { subscriptions } = parseRelayParams(schemas, method, raw)
        for (const { topic } of subscriptions) unsubscribeTopic(topic)
        return { result: true }
      }
      case 'irn_fetchMessages':
        return { result: await fetchStored([parseRelayParams(schemas, method, raw).topic]) }
      case 'irn_batchFetchMessages':
        return { result: await fetchStored(parseRelayParams(schemas, method, raw).topics) }
      case 'wc_proposeSession': {
        const params = parseRelayParams(schemas, method, raw)
        checkSize(params.sessionProposal, 'sessionProposal')
        subscribeTopics([params.pairingTopic])
        await store([
          {
            topic: params.pairingTopic,
            message: params.sessionProposal,
            ttl: params.ttl,
            tag: sessionTags.proposal,
            attestation: params.attestation,
          },
        ])
        return { result: true, after: () => sendStored([params.pairingTopic]) }
      }
      case 'wc_approveSession': {
        const params = parseRelayParams(schemas, method, raw)
        checkSize(params.sessionProposalResponse, 'sessionProposalResponse')
        checkSize(params.sessionSettlementRequest, 'sessionSettlementRequest')
        subscribeTopics([params.sessionTopic])
        await store([
          {
            topic: params.pairingTopic,
            message: params.sessionProposalResponse,
            ttl: params.ttl,
            tag: sessionTags.proposalResponse,
          },
          {
            topic: params.sessionTopic,
            message: params.sessionSettlementRequest,
            ttl: params.ttl,
            tag: sessionTags.settlement,
          },
        ])
        return { result: true, after: () => sendStored([params.sessionTopic]) }
      }
    }
  }

  async function handle(id: JsonRpcId, method: RelayMethod, params: unknown): Promise<void> {
    let outcome: Outcome
    try {
      outcome = await run(method, params)
    } catch (error) {
      if (error instanceof RelayRpcError) return refuse(id, error)
      if (error instanceof RelayBudgetExceededError) return refuse(id, budgetRefusal(error))
      log.error(`${method} failed: ${errorText(error)}`)
      return refuse(id, new RelayRpcError(relayErrorCodes.internalError, 'Internal error'))
    }
    answer(id, outcome.result)
    try {
      await outcome.after?.()
    } catch (error) {
      log.error(`sending stored messages failed: ${errorText(error)}`)
    }
  }

  /** Runs `task` after everything queued before it; a failure never stops the queue. */
  function enqueue(task: () => Promise<void>): void {
    work = work
      .then(task)
      .catch((error: unknown) => log.error(`a request failed: ${errorText(error)}`))
  }

  async function recordAcknowledgements(): Promise<void> {
    const ids = acknowledged
    acknowledged = []
    try {
      await acknowledgeRelayMessages(database, ids, clientId, maxReadersPerMessage)
    } catch (error) {
      log.error(`recording acknowledgements failed: ${errorText(error)}`)
    }
  }

  function onResponse(frame: Record<string, unknown>): void {
    if (typeof frame.id !== 'number') return
    const messageId = awaitingAcknowledgement.get(frame.id)
    if (messageId === undefined) return
    awaitingAcknowledgement.delete(frame.id)
    // An error answer is no acknowledgement: the message stays due for this client.
    if (!('result' in frame) || 'error' in frame) return
    // Recorded in the request order: a request sent after an acknowledgement sees it stored.
    // Acknowledgements arriving meanwhile (a backlog's) join the same write.
    if (acknowledged.push(messageId) === 1) enqueue(recordAcknowledgements)
  }

  /** Takes the frame's tokens; when there are none, refuses it and says so. */
  function rateLimited(id: JsonRpcId, cost: number): boolean {
    const taken = bucket.take(cost)
    if (taken.allowed) return false
    refuse(
      id,
      new RelayRpcError(
        relayErrorCodes.rateLimited,
        `Too many requests: at most ${limits.messagesPerSecond} per second on one connection (bursts of ${limits.burst}); retry in ${taken.retryAfterMs} ms`,
        { retryAfterMs: taken.retryAfterMs },
      ),
    )
    return true
  }

  function onFrame(data: RawData, isBinary: boolean): void {
    const read = readRelayFrame(data, isBinary, schemas, limits.burst)
    // Answers to our deliveries: acknowledgements, never limited (the relay asked for them).
    if (read.kind === 'response') {
      onResponse(read.frame)
      return
    }
    if (rateLimited(read.id, read.cost)) return
    if (read.kind === 'refused') {
      refuse(read.id, read.error)
      return
    }
    const { id, method, params } = read
    enqueue(() => handle(id, method, params))
  }

  socket.on('message', (data: RawData, isBinary: boolean) => {
    try {
      onFrame(data, isBinary)
    } catch (error) {
      // Nothing a client sends may take the server down.
      log.error(`a frame failed: ${errorText(error)}`)
    }
  })
  socket.on('close', () => {
    closed = true
    awaitingAcknowledgement.clear()
    context.remove(connection)
  })

  const connection: RelayConnection = {
    clientId,
    topics,
    deliver,
    catchUp: () => sendStored([...topics]),
    async close(code, reason) {
      socket.close(code, reason)
      await work
    },
  }
  return connection
}
