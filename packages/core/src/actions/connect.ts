import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import { settled } from '../client/settled.js'
import { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import type { Connection } from '../storage/schemas.js'

export type ConnectParameters = {
  /** The connector: an announced wallet's id (`io.metamask`), `walletConnect`, `AUTH`... */
  connectorId: string
  /** The namespace to connect; the active one by default. */
  namespace?: ChainNamespace | undefined
}

export type ConnectReturnType = Connection

/**
 * "Connection rejected" (`ConnectionRejectedError`), "Failed to connect"... as
 * `state.connections[namespace].error` shows; an `InternalError` when the namespace has no
 * adapter or the machines cannot load.
 */
export type ConnectErrorType = ConnectionError | InternalError

/**
 * Connects a wallet in a namespace (the active one by default) through its adapter, as a click
 * on the wallet in the modal does; a connect already under way in the namespace is cancelled.
 * Resolves with the connection once the wallet has answered.
 *
 * @example
 * const { accounts } = await connect(latch, { connectorId: 'io.metamask' })
 */
export function connect(
  latch: LatchClient,
  parameters: ConnectParameters,
): Promise<ConnectReturnType> {
  return latch._internal.run((runtime) => connectWith(runtime, parameters))
}

async function connectWith(
  runtime: LatchRuntime,
  { connectorId, namespace: requested }: ConnectParameters,
): Promise<ConnectReturnType> {
  const { namespace, actor } = runtime.connectionOf(requested)
  if (actor.getSnapshot().matches('connecting')) {
    runtime.send({ type: 'connection.cancel', namespace })
  }
  runtime.send({ type: 'connection.connect', namespace, connectorId })
  // A connected namespace asks another wallet (multi-wallet): its answer is the one awaited.
  const adding = actor.getSnapshot().matches({ connected: 'adding' })
  return connectSettled(runtime, namespace, adding ? connectorId : undefined)
}

/**
 * The namespace's connection once its wallet has answered, or why it did not connect. With
 * `connectorId` (another wallet of a connected namespace, multi-wallet), only that wallet's
 * connection counts: the one the namespace kept means the other failed.
 */
export async function connectSettled(
  runtime: LatchRuntime,
  namespace: ChainNamespace,
  connectorId?: string,
): Promise<ConnectReturnType> {
  const { actor } = runtime.connectionOf(namespace)
  const done = await settled(
    actor,
    (snapshot) =>
      !snapshot.matches('connecting') &&
      !snapshot.matches({ connected: 'adding' }) &&
      !snapshot.matches({ connected: 'reactivating' }),
  )
  const { connection, error } = done.context
  const answered = connectorId === undefined || connection?.connectorId === connectorId
  if (done.matches('connected') && connection && answered) return connection
  throw error ?? new ConnectionError('FAILED_TO_CONNECT')
}
