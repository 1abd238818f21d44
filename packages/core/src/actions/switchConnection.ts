import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import { ConnectionError } from '../errors/connection.js'
import { type ConnectErrorType, connectSettled } from './connect.js'
import { savedStatusIn } from './savedStatusIn.js'

export type SwitchConnectionParameters = {
  /** The saved wallet's connector (`state.savedConnections[namespace][i].connection`). */
  connectorId: string
  /** Its namespace; the active one by default. */
  namespace?: ChainNamespace | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type SwitchConnectionReturnType = void

/**
 * "Invalid connection status" (`InvalidConnectionStatusError`) for a wallet the namespace has
 * not saved; the errors of a connect when the wallet does not answer.
 */
export type SwitchConnectionErrorType = ConnectErrorType

/**
 * Makes a saved wallet the namespace's active one (SPEC.md §4 "Switching to a connection"):
 * one live in this visit is re-activated without a prompt, one from an earlier visit connects
 * again through its connector. With multi-wallet off in the project's features, the
 * "Multi-Wallet Not Enabled" alert shows instead and nothing changes.
 *
 * @example
 * await switchConnection(latch, { namespace: 'eip155', connectorId: 'io.rabby' })
 */
export function switchConnection(
  latch: LatchClient,
  { connectorId, namespace: requested }: SwitchConnectionParameters,
): Promise<SwitchConnectionReturnType> {
  return latch._internal.run(async (runtime) => {
    const { namespace } = runtime.connectionOf(requested)
    const multiWallet = runtime.services.features().multiWallet
    if (multiWallet && savedStatusIn(runtime, namespace, connectorId) === undefined) {
      throw new ConnectionError('INVALID_CONNECTION_STATUS', {
        details: `${connectorId} is not a saved connection of ${namespace}`,
      })
    }
    runtime.send({ type: 'savedConnection.switch', namespace, connectorId })
    // Off, or already the active one: nothing was asked of a wallet.
    if (savedStatusIn(runtime, namespace, connectorId) === 'connected') return
    if (!multiWallet) return
    await connectSettled(runtime, namespace, connectorId)
  })
}
