import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { createPeriodicJobs, type Database } from '@latch/database'
import { type WebSocket, WebSocketServer } from 'ws'
import { type ClientKeyOptions, requestClientKey } from './clientAddress.js'
import type { RateLimiter } from './rateLimiter.js'
import { verifyRelayJwt } from './relayAuth.js'
import type { RelayConfig } from './relayConfig.js'
import {
  createRelayConnection,
  type RelayConnection,
  type RelayConnectionContext,
  type RelayPeer,
} from './relayConnection.js'
import {
  createRelayConnectionLedger,
  deleteExpiredRelayConnections,
} from './relayConnectionLedger.js'
import { RelayAuthError, unauthorizedCloseCode } from './relayError.js'
import type { RelayLog } from './relayLog.js'
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
  /** Where messages are kept until their TTL, migrated by `migrateRelay`. */
  database: Database
  config: RelayConfig
  /**
   * Whether clients may connect with this project id (the SDK's `projectId`): latch-server asks
   * its projects, latch-relay its `LATCH_RELAY_PROJECT_IDS`. Refused: the connection is closed
   * with `Unauthorized: invalid key`.
   */
  acceptsProject: (projectId: string) => boolean | Promise<boolean>
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
   * Each connection counts as a request of its client and project (latch-server passes its
   * HTTP service's limiter, so both share one budget). `undefined`: connections are not
   * rate-limited (the caps still hold).
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
  /**
   * Deletes the expired messages now. A periodic job does it every `sweepIntervalMs`, in one
   * of the processes sharing the database at a time.
   */
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

const tooManyConnections =
  'Try again later: too many connections from your address or for this project'

/** An upgrade that arrived while the relay is closed. */
class RelayClosedError extends Error {}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * The WalletConnect v2 relay (the `irn_*` JSON-RPC protocol of `@walletconnect/core`, and the
 * `wc_proposeSession` / `wc_approveSession` of sign-client 2.25) over WebSockets: clients
 * authenticate with their relay JWT and a known project id, messages are stored until their
 * TTL in the database and delivered to the subscribers of their topic on every process that
 * shares it.
 *
 * @example
 * await migrateRelay(database)
 * const relay = createRelay({
 *   database,
 *   config: defaultRelayConfig,
 *   acceptsProject: (projectId) => projectId === 'shop',
 *   audiences: () => ['wss://relay.example/relay'],
 *   clients: { trustProxy: 1, ipv6PrefixLength: 64 },
 * })
 * await relay.open()
 * httpServer.on('upgrade', (request, socket, head) => relay.handleUpgrade(request, socket, head))
 */
export function createRelay({
  database,
  config,
  acceptsProject,
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
  // Open connections (handshakes under way too) by client network and by project id, in this
  // process: a flood of handshakes is refused here before it costs the database anything.
  const perClient = new Map<string, number>()
  const perProject = new Map<string, number>()
  // On PostgreSQL several processes may serve the relay: the caps count the connections of all
  // of them. PGlite lives in one process, where the counts above are the whole truth.
  const ledger =
    database.kind === 'postgres'
      ? createRelayConnectionLedger({ database, caps: config, now, log })
      : undefined
  const jobs = createPeriodicJobs({ database, now, logError: (message) => log.error(message) })
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
    if (!(await acceptsProject(projectId))) {
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
    return database.transaction((tx) => deleteExpiredRelayMessages(tx, now()))
  }

  /** Why a connection that authenticated is turned away with 1013, if it is. */
  async function admitAcrossProcesses(
    network: string,
    projectId: string,
  ): Promise<{ release: () => void } | { refused: string }> {
    const decision = rateLimiter?.hit(`${network}|${projectId}`)
    if (decision && !decision.allowed) {
      return {
        refused: `Try again later: too many requests; retry after ${decision.retryAfterSeconds} s`,
      }
    }
    if (!ledger) return { release: () => undefined }
    const release = await ledger.admit(network, projectId)
    return release ? { release } : { refused: tooManyConnections }
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
        return turnAway(request, socket, head, 1013, tooManyConnections)
      }
      // The socket closes however the connection ends, a client gone mid-handshake too (the
      // WebSocket layer then never hands it over): its places are given back in every case.
      socket.once('close', release)
      Promise.all([authenticate(query), opened ?? Promise.reject(new RelayClosedError())])
        .then(async ([clientId]) => ({
          clientId,
          admission: await admitAcrossProcesses(network, projectId),
        }))
        .then(
          ({ clientId, admission }) => {
            if ('refused' in admission) {
              release()
              return turnAway(request, socket, head, 1013, admission.refused)
            }
            if (socket.destroyed) {
              release()
              return admission.release()
            }
            socket.once('close', admission.release)
            webSockets.handleUpgrade(request, socket, head, (webSocket) => {
              webSocket.on('error', (error) => log.warn(`a connection failed: ${error.message}`))
              webSocket.once('close', () => {
                release()
                admission.release()
              })
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
        pingTimer.unref()
        timers = [pingTimer]
        jobs.every(config.sweepIntervalMs, {
          name: 'relay_messages:expired',
          run: (tx, at) => deleteExpiredRelayMessages(tx, at),
        })
        jobs.every(config.sweepIntervalMs, {
          name: 'relay_connections:expired',
          run: (tx, at) => deleteExpiredRelayConnections(tx, at),
        })
        ledger?.start()
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
        await jobs.close()
        await Promise.allSettled(
          [...connections].map((connection) => connection.close(1001, 'Server shutting down')),
        )
        await ledger?.stop()
        await stopListening?.()
        stopListening = undefined
        await loading
      })()
      return closing
    },
    sweep,
  }
}
