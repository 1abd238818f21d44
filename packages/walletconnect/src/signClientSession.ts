import {
  type CaipAddress,
  type CaipNetworkId,
  ConnectionError,
  InternalError,
  isCaipAddress,
  isChainNamespace,
  type WalletConnectClient,
  type WalletConnectEvents,
  type WalletConnectProposal,
  type WalletConnectSession,
} from '@latch/core'
import { USER_REJECTED_REQUEST_CODE } from '@latch/core/errors'
import { createEmitter } from '@latch/core/internal'
import { SignClient } from '@walletconnect/sign-client'
import { warnOfDefaultRelay } from './defaultRelayWarning.js'
import { turnOffVendorServices } from './vendorServices.js'
import type { WalletConnectMetadata, WalletConnectStorage } from './walletConnect.js'

type SignClientInstance = Awaited<ReturnType<typeof SignClient.init>>
type SessionStruct = ReturnType<SignClientInstance['session']['getAll']>[number]

export type SignClientSessionParameters = {
  metadata: WalletConnectMetadata
  relayUrl: string | undefined
  projectId: string | undefined
  storagePrefix: string
  storage: WalletConnectStorage | undefined
  /** Whether `relayUrl` is the site's latch-server's by default (not given by the site). */
  defaultRelay?: boolean | undefined
  /** How long `pair()` waits for sign-client's URI; 10 s (see {@link defaultPairTimeoutMs}). */
  pairTimeoutMs?: number | undefined
}

/**
 * sign-client's `connect()` settles only once the relay took the proposal, and never while the
 * relay is unreachable (it keeps retrying): the site's own relay answers in milliseconds, so a
 * pairing still without a URI after this long has failed, and the visitor may try again.
 */
const defaultPairTimeoutMs = 10_000

/** Core's WalletConnect client, and the end of its relay connection. */
export type SignClientConnection = WalletConnectClient & {
  /**
   * Closes the relay connection and stops the SDK's timers, for a client that ends before its
   * process does (a script, a test): a page simply goes away. The session stays stored.
   */
  close(): Promise<void>
}

/** WalletConnect's user rejection (its error code 5000: "User rejected."). */
const WALLET_CONNECT_USER_REJECTED = 5000
/** EIP-1193's user rejection, and sign-client's own. */
const rejectionCodes = new Set([USER_REJECTED_REQUEST_CODE, WALLET_CONNECT_USER_REJECTED])
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * sign-client opens a wallet at each request from a key of the page's storage
 * (`WALLETCONNECT_DEEPLINK_CHOICE`) that nothing checks, unless the session says
 * `sessionConfig.disableDeepLink`. Only the wallet sets a session's config (a dapp's
 * `connect()` takes none), so the site's copy of each session gets the switch: core opens
 * the visitor's choice itself, from a value it checked (`onSent`).
 */
async function turnOffSignClientDeepLinks(
  client: SignClientInstance,
  session: SessionStruct,
): Promise<SessionStruct> {
  if (session.sessionConfig?.disableDeepLink) return session
  await client.session.update(session.topic, {
    sessionConfig: { ...session.sessionConfig, disableDeepLink: true },
  })
  return client.session.get(session.topic)
}

/** A session of sign-client as core knows it: its topic, accounts per namespace, peer, expiry. */
export function toSession(struct: SessionStruct): WalletConnectSession {
  const accounts: WalletConnectSession['accounts'] = {}
  for (const [namespace, { accounts: approved }] of Object.entries(struct.namespaces)) {
    if (!isChainNamespace(namespace)) continue
    accounts[namespace] = approved.filter((account): account is CaipAddress =>
      isCaipAddress(account),
    )
  }
  const { name, url, icons } = struct.peer.metadata
  return {
    topic: struct.topic,
    accounts,
    peer: { name, url, icons },
    expiresAt: struct.expiry * 1000,
  }
}

/** The pairing URI's own expiry (`expiryTimestamp`, seconds), else five minutes from now. */
export function uriExpiry(uri: string, now = Date.now()): number {
  const seconds = Number(new URLSearchParams(uri.split('?')[1] ?? '').get('expiryTimestamp'))
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : now + 5 * 60_000
}

/** A proposal as sign-client takes it: every namespace optional (a wallet takes what it has). */
export function toOptionalNamespaces(proposal: WalletConnectProposal) {
  return Object.fromEntries(
    Object.entries(proposal).map(([namespace, { chains, methods, events }]) => [
      namespace,
      { chains: [...chains], methods: [...methods], events: [...events] },
    ]),
  )
}

/** `promise`, or the error of `timedOut()` once `ms` have passed without it settling. */
function withinTime<T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timedOut()), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * A wallet refuses a request over WalletConnect with EIP-1193's 4001 or with WalletConnect's
 * own 5000 ("User rejected."); the adapters know the first (it is what a browser wallet
 * answers), so the second becomes it, keeping the wallet's message and error as cause.
 */
function asEip1193Rejection(error: unknown): unknown {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  if (code !== WALLET_CONNECT_USER_REJECTED) return error
  const text = typeof message === 'string' && message ? message : 'User rejected the request.'
  return Object.assign(new Error(text, { cause: error }), { code: USER_REJECTED_REQUEST_CODE })
}

/**
 * The reason of a relay's final refusal (close code 3000), from the error sign-client reports
 * for it: `WebSocket connection closed abnormally with code: 3000 (<reason>)`.
 */
export function relayRefusalReason(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : undefined
  return message?.match(/\bcode: 3000 \((.+)\)$/)?.[1]
}

function rejected(error: unknown): Error {
  const code = (error as { code?: unknown } | undefined)?.code
  if (typeof code === 'number' && rejectionCodes.has(code)) {
    return new ConnectionError('CONNECTION_REJECTED', { cause: error })
  }
  return error instanceof Error ? error : new ConnectionError('FAILED_TO_CONNECT', { cause: error })
}

/**
 * Core's WalletConnect client over one sign-client: the dapp side of a pairing and of the one
 * session it keeps (the last approved; an older one is ended when a new one comes).
 */
export async function createSignClientSession({
  metadata,
  relayUrl,
  projectId,
  storagePrefix,
  storage,
  defaultRelay = false,
  pairTimeoutMs = defaultPairTimeoutMs,
}: SignClientSessionParameters): Promise<SignClientConnection> {
  if (!relayUrl)
    throw new InternalError('NOT_PROVIDED', { values: { name: 'walletConnect.relayUrl' } })
  if (defaultRelay) warnOfDefaultRelay(relayUrl)
  if (!projectId) {
    throw new InternalError('NOT_PROVIDED', { values: { name: 'walletConnect.projectId' } })
  }
  const client = await SignClient.init({
    projectId,
    relayUrl,
    metadata,
    customStoragePrefix: storagePrefix,
    ...(storage ? { storage } : {}),
    telemetryEnabled: false,
    logger: 'error',
  })
  turnOffVendorServices(client.core)
  const { emit, on, removeListener } = createEmitter<WalletConnectEvents>()

  let current: SessionStruct | undefined
  const isCurrent = (topic: string) => current?.topic === topic
  client.on('session_update', ({ topic }) => {
    if (!isCurrent(topic)) return
    current = client.session.get(topic)
    emit('sessionChanged', toSession(current))
  })
  client.on('session_event', ({ topic, params }) => {
    if (!isCurrent(topic)) return
    if (params.event.name === 'chainChanged') emit('chainChanged', params.chainId as CaipNetworkId)
    if (params.event.name === 'accountsChanged' && current) {
      current = client.session.get(topic)
      emit('sessionChanged', toSession(current))
    }
  })
  const ended = ({ topic }: { topic: string }) => {
    if (!isCurrent(topic)) return
    current = undefined
    emit('sessionEnded')
  }
  client.on('session_delete', ended)
  client.on('session_expire', ended)
  // The relay refused the client for good: the site hears why, and a pairing fails at once
  // instead of at its timeout (sign-client stops reconnecting after code 3000).
  const refusals = new Set<(error: Error) => void>()
  client.core.relayer.on('relayer_error', (error: unknown) => {
    const reason = relayRefusalReason(error)
    if (reason === undefined) return
    emit('relayRefused', reason)
    for (const fail of refusals) fail(new ConnectionError('FAILED_TO_CONNECT', { details: reason }))
  })
  function unlessRefused<T>(work: Promise<T>): Promise<T> {
    let fail: ((error: Error) => void) | undefined
    const refused = new Promise<never>((_, reject) => {
      fail = reject
      refusals.add(reject)
    })
    return Promise.race([work, refused]).finally(() => fail && refusals.delete(fail))
  }

  return {
    async pair(proposal) {
      const { uri, approval } = await withinTime(
        unlessRefused(client.connect({ optionalNamespaces: toOptionalNamespaces(proposal) })),
        pairTimeoutMs,
        () =>
          new ConnectionError('FAILED_TO_CONNECT', {
            details: `the relay at ${relayUrl} did not take the proposal within ${pairTimeoutMs} ms`,
          }),
      )
      if (!uri) throw new ConnectionError('FAILED_TO_CONNECT', { details: 'no pairing URI' })
      const approved = approval().then(
        async (settled) => {
          const session = await turnOffSignClientDeepLinks(client, settled)
          const previous = current
          current = session
          if (previous && previous.topic !== session.topic) {
            client.disconnect({ topic: previous.topic, reason: USER_DISCONNECTED }).catch(() => {})
          }
          return toSession(session)
        },
        (error: unknown) => {
          throw rejected(error)
        },
      )
      // The wallet may refuse before anyone awaits the approval (a QR code still on screen, a
      // pairing replaced by a fresh one): that is no unhandled rejection of the page. Whoever
      // awaits it still gets the refusal.
      approved.catch(() => {})
      return { uri, expiresAt: uriExpiry(uri), approval: approved }
    },
    async restore() {
      const now = Date.now() / 1000
      const kept = client.session
        .getAll()
        .filter((session) => session.expiry > now)
        .at(-1)
      // A session stored before the switch existed gets it before any request.
      current ??= kept && (await turnOffSignClientDeepLinks(client, kept))
      return current && toSession(current)
    },
    async request({ chainId, method, params }, options) {
      if (!current) throw new ConnectionError('FAILED_TO_CONNECT', { details: 'no session' })
      const topic = current.topic
      const request = { method, params }
      // sign-client makes the request's id itself and tells it only by this event, whose
      // `request` is the very object it was given: that names this request among others.
      const sent = (event: { id: number; topic: string; request: unknown }) => {
        if (event.request !== request) return
        client.off('session_request_sent', sent)
        options?.onSent?.({ id: event.id, topic: event.topic })
      }
      if (options?.onSent) client.on('session_request_sent', sent)
      try {
        return await client.request({ topic, chainId, request })
      } catch (error) {
        throw asEip1193Rejection(error)
      } finally {
        client.off('session_request_sent', sent)
      }
    },
    async disconnect() {
      const topic = current?.topic
      current = undefined
      if (topic) await client.disconnect({ topic, reason: USER_DISCONNECTED })
    },
    async close() {
      client.core.heartbeat.stop()
      await client.core.relayer.transportClose()
    },
    on,
    removeListener,
  }
}
