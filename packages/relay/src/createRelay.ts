import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import type { RelayConfig } from '../config/relayConfig.js'
import type { Database } from '../db/database.js'
import { type ClientKeyOptions, requestClientKey } from '../http/clientAddress.js'
import type { RateLimiter } from '../http/rateLimiter.js'
import { projectIdSchema } from '../projects/project.js'
import type { ProjectLookup } from '../projects/projectStore.js'
import { verifyRelayJwt } from './relayAuth.js'
import {
  createRelayConnection,
  type RelayConnection,
  type RelayConnectionContext,
  type RelayLog,
  type RelayPeer,
} from './relayConnection.js'
import { RelayAuthError, unauthorizedCloseCode } from './relayError.js'
import { relayParamsSchemas } from './relayProtocol.js'
import { deleteExpiredRelayMessages, findRelayMessages } from './relayStore.js'

// Why LISTEN/NOTIFY and not polling, to share one relay between server processes: a
// WalletConnect pairing is a chain of messages that each wait for the one before (proposal,
// answer, settlement, acknowledgement, then each request and its response), so a polling
// interval is paid at every link, and polling queries the database all the time for mostly
// nothing. A notification reaches every process at the commit of the message's row (never
// before it can be read), costs nothing while idle, and carries only `<id> <topic>`: a process
// reads the message only when one of its connections subscribes to that topic. What a lost
// listening connection misses is covered by reading each topic's undelivered messages again
// when it is back (`onResume`), and by every subscription reading its topic's stored messages.
// PGlite runs LISTEN/NOTIFY in-process, so the embedded database takes the same path.
const notificationChannel = 'latch_relay'

export type CreateRelayParameters = {
  database: Database
  config: RelayConfig
  findProject: ProjectLookup
  /**
   * The relay URLs a client's JWT may name as its audience, read at each connection: the
   * ws(s) twin of `LATCH_PUBLIC_URL` + `/relay`, else those of the server's own listeners
   * (`relayAudiences`). Never the request's `Host`, which the client writes: a JWT made for
   * another relay would then be good here.
   */
  audiences: () => readonly string[]
  /** How clients are told apart, for the connection caps and the rate limit. */
  clients: ClientKeyOptions
  /**
   * The HTTP service's limiter: each connection counts as a request of its client and project,
   * with the same budget. `undefined`: connections are not rate-limited (caps still hold).
   */
  rateLimiter?: RateLimiter | undefined
  /** Milliseconds since the epoch; tests pass a clock of their own. */
  now?: () => number
  log?: RelayLog
}

export type Relay = {
  /**
   * Takes over an HTTP upgrade request to `/relay` (the caller checked the path). While the
   * relay is closed, the connection is closed at once with 1013 (try again later).
   */
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void
  /** Listens for messages published through any server process; call before upgrades arrive. */
  open(): Promise<void>
  /**
   * Closes every connection (code 1001, so clients reconnect elsewhere) and stops listening;
   * `open()` again serves as before.
   */
  close(): Promise<void>
  /** Deletes the expired messages now (a timer does it every `sweepIntervalMs`). */
  sweep(): Promise<number>
  /** Open connections. */
  readonly connectionCount: number
}

const consoleLog: RelayLog = {
  warn: (message) => console.warn(`[latch-relay] ${message}`),
  error: (message) => console.error(`[latch-relay] ${message}`),
}

// WebSocket close reasons are at most 123 bytes.
function closeReason(text: string): string {
  return Buffer.from(text, 'utf8')
    .subarray(0, 123)
    .toString('utf8')
    .replace(/\uFFFD$/, '')
}

/** An upgrade that arrived while the relay is closed. */
class RelayClosedError extends Error {}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The WalletConnect v2 relay (the `irn_*` JSON-RPC protocol of `@walletconnect/core`, and the
 * `wc_proposeSession` / `wc_approveSession` of sign-client 2.25) over WebSockets: clients
 * authenticate with their relay JWT and a known project id, messages are stored until their
 * TTL in the server's database and delivered to the subscribers of their topic on every
 * server process that shares it.
 *
 * @example
 * const relay = createRelay({ database, config: defaultRelayConfig, findProject })
 * await relay.open()
 * httpServer.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
 */
export function createRelay({
  database,
  config,
  findProject,
  audiences,
  clients,
  rateLimiter,
  now = Date.now,
  log = consoleLog,
}: CreateRelayParameters): Relay {
  const webSockets = new WebSocketServer({
    noServer: true,
    // A frame holds at most a session approval (two messages) or a batch: larger ones are
    // refused by the WebSocket layer itself (close code 1009) before any JSON is read.
    maxPayload: config.maxMessageBytes * 4 + 64 * 1024,
    // Ciphertext does not compress; compression would only cost memory per connection.
    perMessageDeflate: false,
    // The relay keeps its own set, and closing it leaves this server usable for a reopen.
    clientTracking: false,
  })
  const connections = new Set<RelayConnection>()
  const alive = new WeakMap<RelayConnection, { socket: WebSocket; answered: boolean }>()
  const subscribers = new Map<string, Set<RelayConnection>>()
  // Open connections (handshakes under way too) by client network and by project id.
  const perClient = new Map<string, number>()
  const perProject = new Map<string, number>()
  const channel = database.channel(notificationChannel)
  let stopListening: (() => Promise<void>) | undefined
  let opening: Promise<void> | undefined
  let closing: Promise<void> | undefined
  let timers: ReturnType<typeof setInterval>[] = []
  let pendingIds: string[] = []
  let loading: Promise<void> | undefined

  const context: RelayConnectionContext = {
    database,
    schemas: relayParamsSchemas(config),
    limits: config,
    channel,
    now,
    log,
    subscribe(connection, topic) {
      let set = subscribers.get(topic)
      if (!set) {
        set = new Set()
        subscribers.set(topic, set)
      }
      set.add(connection)
    },
    unsubscribe(connection, topic) {
      const set = subscribers.get(topic)
      set?.delete(connection)
      if (set?.size === 0) subscribers.delete(topic)
    },
    remove(connection) {
      connections.delete(connection)
      for (const topic of connection.topics) context.unsubscribe(connection, topic)
    },
  }

  // Notifications are read in batches, one after the other: messages reach a connection in
  // the order they were stored, and a burst costs one query.
  async function loadPending(): Promise<void> {
    while (pendingIds.length > 0) {
      const ids = pendingIds
      pendingIds = []
      try {
        for (const message of await findRelayMessages(database, ids, now())) {
          for (const connection of subscribers.get(message.topic) ?? []) connection.deliver(message)
        }
      } catch (error) {
        log.error(`reading published messages failed: ${errorText(error)}`)
      }
    }
    loading = undefined
  }

  function onNotification(payload: string): void {
    const [id, topic] = payload.split(' ')
    if (!id || !/^\d+$/.test(id) || !topic || !subscribers.has(topic)) return
    pendingIds.push(id)
    loading ??= loadPending()
  }

  function onResume(): void {
    log.warn('the database listener is back: sending what it may have missed')
    for (const connection of connections) {
      connection
        .catchUp()
        .catch((error: unknown) => log.error(`catching up failed: ${errorText(error)}`))
    }
  }

  /** The client id, once its JWT and project id hold. */
  async function authenticate(query: URLSearchParams): Promise<string> {
    const auth = query.get('auth')
    if (!auth) throw new RelayAuthError('the auth parameter (a relay JWT) is missing')
    const { clientId } = verifyRelayJwt(auth, { audiences: audiences(), now: now() })
    const projectId = query.get('projectId')
    if (!projectId) throw new RelayAuthError('the projectId parameter is missing')
    const project = projectIdSchema.safeParse(projectId).success
      ? await findProject(projectId)
      : undefined
    if (!project) {
      throw new RelayAuthError(
        'the projectId is not a project of this server',
        'Unauthorized: invalid key',
      )
    }
    return clientId
  }

  /**
   * Counts a connection of `network` and `projectId` from its handshake on (a flood of slow
   * handshakes is as many connections); `undefined` when one of them is at its cap. The
   * returned release is called once, when the connection ends or is refused.
   */
  function admit(network: string, projectId: string): (() => void) | undefined {
    const ofClient = perClient.get(network) ?? 0
    const ofProject = perProject.get(projectId) ?? 0
    if (ofClient >= config.maxConnectionsPerClient) return undefined
    if (ofProject >= config.maxConnectionsPerProject) return undefined
    perClient.set(network, ofClient + 1)
    perProject.set(projectId, ofProject + 1)
    let released = false
    return () => {
      if (released) return
      released = true
      for (const [counts, key] of [
        [perClient, network],
        [perProject, projectId],
      ] as const) {
        const left = (counts.get(key) ?? 1) - 1
        if (left > 0) counts.set(key, left)
        else counts.delete(key)
      }
    }
  }

  /** Completes the handshake only to close at once: a browser then sees the code and reason. */
  function turnAway(
    request: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    code: number,
    reason: string,
  ): void {
    webSockets.handleUpgrade(request, socket, head, (webSocket) => {
      webSocket.on('error', () => undefined)
      webSocket.close(code, closeReason(reason))
    })
  }

  function accept(socket: WebSocket, peer: RelayPeer): void {
    const connection = createRelayConnection(socket, peer, context)
    const state = { socket, answered: true }
    alive.set(connection, state)
    socket.on('pong', () => {
      state.answered = true
    })
    connections.add(connection)
  }

  function ping(): void {
    for (const connection of connections) {
      const state = alive.get(connection)
      if (!state) continue
      // No pong since the last ping: the peer is gone without closing (a phone that slept).
      if (!state.answered) {
        state.socket.terminate()
        continue
      }
      state.answered = false
      state.socket.ping()
    }
  }

  async function sweep(): Promise<number> {
    return deleteExpiredRelayMessages(database, now())
  }

  return {
    get connectionCount() {
      return connections.size
    },
    handleUpgrade(request, socket, head) {
      // A client that goes away during the handshake must not become an uncaught error.
      socket.on('error', () => undefined)
      const opened = opening
      const query = new URL(request.url ?? '/', 'http://relay').searchParams
      const network = requestClientKey(request, clients)
      const projectId = query.get('projectId') ?? ''
      const release = admit(network, projectId)
      if (!release) {
        // Not logged, as a 429 is not: a flood of attempts would be a flood of log lines.
        // 1013: the SDK tries again later, by when one of the client's connections may be gone.
        return turnAway(
          request,
          socket,
          head,
          1013,
          'Try again later: too many connections from your address or for this project',
        )
      }
      Promise.all([authenticate(query), opened ?? Promise.reject(new RelayClosedError())]).then(
        ([clientId]) => {
          const decision = rateLimiter?.hit(`${network}|${projectId}`)
          if (decision && !decision.allowed) {
            release()
            return turnAway(
              request,
              socket,
              head,
              1013,
              `Try again later: too many requests; retry after ${decision.retryAfterSeconds} s`,
            )
          }
          webSockets.handleUpgrade(request, socket, head, (webSocket) => {
            webSocket.on('error', (error) => log.warn(`a connection failed: ${error.message}`))
            webSocket.once('close', release)
            // Closed meanwhile: its connections are closed, and this one would be forgotten.
            if (opening !== opened) return webSocket.close(1013, 'Try again later')
            accept(webSocket, { clientId, network })
          })
        },
        (error: unknown) => {
          release()
          const refused = error instanceof RelayAuthError
          const closed = error instanceof RelayClosedError
          if (refused) log.warn(`refused a connection: ${error.message}`)
          else if (!closed) log.error(`checking a connection failed: ${errorText(error)}`)
          // Accepted, then closed with the reason: a browser sees the close reason and code
          // (3000, final for the SDK), never the status of a refused handshake. The SDK
          // connects again after any other code: by then the relay may be open.
          if (refused) turnAway(request, socket, head, unauthorizedCloseCode, error.closeReason)
          else if (closed) turnAway(request, socket, head, 1013, 'Try again later')
          else turnAway(request, socket, head, 1011, 'Internal error')
        },
      )
    },
    open() {
      opening ??= (async () => {
        // A close under way stops its database listener first: this one must outlive it.
        await closing
        stopListening = await database.listen(notificationChannel, onNotification, onResume)
        const pingTimer = setInterval(ping, config.pingIntervalMs)
        const sweepTimer = setInterval(() => {
          sweep().catch((error: unknown) =>
            log.error(`deleting expired messages failed: ${errorText(error)}`),
          )
        }, config.sweepIntervalMs)
        pingTimer.unref()
        sweepTimer.unref()
        timers = [pingTimer, sweepTimer]
      })()
      return opening
    },
    close() {
      // From now on upgrades are turned away: a connection accepted while nothing listens to
      // the database would never hear of the messages published meanwhile (and close() would
      // not have closed it).
      const opened = opening
      opening = undefined
      const previous = closing
      closing = (async () => {
        await previous
        await opened?.catch(() => undefined)
        for (const timer of timers) clearInterval(timer)
        timers = []
        await Promise.allSettled(
          [...connections].map((connection) => connection.close(1001, 'Server shutting down')),
        )
        await stopListening?.()
        stopListening = undefined
        await loading
      })()
      return closing
    },
    sweep,
  }
}
