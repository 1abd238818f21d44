import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import { settled } from '../client/settled.js'
import { ConnectionError } from '../errors/connection.js'
import type { InternalError } from '../errors/internal.js'
import { savedStatusIn } from './savedStatusIn.js'

export type DisconnectConnectionParameters = {
  /** The saved wallet's connector (`state.savedConnections[namespace][i].connection`). */
  connectorId: string
  /** Its namespace; the active one by default. */
  namespace?: ChainNamespace | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type DisconnectConnectionReturnType = void

/**
 * "Invalid connection status" for a wallet the namespace has not saved; "Failed to disconnect
 * chains: <reason>" when the namespace's last wallet failed to disconnect.
 */
export type DisconnectConnectionErrorType = ConnectionError | InternalError

/**
 * Disconnects one saved wallet of a namespace while the others stay (multi-wallet): another
 * one is forgotten; the active one gives way to the next wallet live in this visit, or, when
 * none is, the namespace disconnects (the modal closes when none is left connected). With
 * multi-wallet off in the project's features, the "Multi-Wallet Not Enabled" alert shows
 * instead and nothing changes.
 *
 * @example
 * await disconnectConnection(latch, { namespace: 'eip155', connectorId: 'io.rabby' })
 */
export function disconnectConnection(
  latch: LatchClient,
  { connectorId, namespace: requested }: DisconnectConnectionParameters,
): Promise<DisconnectConnectionReturnType> {
  return latch._internal.run(async (runtime) => {
    const { namespace, actor } = runtime.connectionOf(requested)
    const multiWallet = runtime.services.features().multiWallet
    if (multiWallet && savedStatusIn(runtime, namespace, connectorId) === undefined) {
      throw new ConnectionError('INVALID_CONNECTION_STATUS', {
        details: `${connectorId} is not a saved connection of ${namespace}`,
      })
    }
    runtime.send({ type: 'savedConnection.disconnect', namespace, connectorId })
    // The namespace's wallet gives way to the next one, or the namespace disconnects.
    const done = await settled(
      actor,
      (snapshot) =>
        !snapshot.matches('disconnecting') && !snapshot.matches({ connected: 'reactivating' }),
    )
    if (done.matches('connected') && done.context.connection?.connectorId === connectorId) {
      if (done.context.error) throw done.context.error
    }
  })
}
