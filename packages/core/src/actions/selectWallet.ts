import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import { type ConnectErrorType, type ConnectReturnType, connectSettled } from './connect.js'

export type SelectWalletParameters = {
  /** The connector of a wallet of this browser (an announced wallet's id, `io.metamask`). */
  connectorId: string
  /** The namespace to connect; the active one by default. */
  namespace?: ChainNamespace | undefined
  /** The wallet's name, shown while it has no connector yet (a registry wallet). */
  name?: string | undefined
  /**
   * A MULTI_CHAIN wallet's connectors of its other namespaces (`mergeConnectors`): those
   * without a wallet connect too; the result is the first namespace's connection.
   */
  alsoConnect?: readonly { namespace: ChainNamespace; connectorId: string }[] | undefined
}

export type SelectWalletReturnType = ConnectReturnType

/** The errors of {@link connect}: the modal shows them on ConnectingExternal. */
export type SelectWalletErrorType = ConnectErrorType

/**
 * The visitor chose a wallet of this browser in the modal: ConnectingExternal shows it while
 * the namespace connects it, in one command to the machines (a connect under way in the
 * namespace is cancelled first). Resolves with the connection once the wallet has answered;
 * the view shows a failure and offers Try again.
 *
 * @example
 * await selectWallet(latch, { connectorId: 'io.metamask' })
 */
export function selectWallet(
  latch: LatchClient,
  { connectorId, namespace: requested, name, alsoConnect }: SelectWalletParameters,
): Promise<SelectWalletReturnType> {
  return latch._internal.run((runtime) => {
    const { namespace, actor } = runtime.connectionOf(requested)
    runtime.send({ type: 'wallet.selected', namespace, connectorId, name, alsoConnect })
    // A connected namespace asks another wallet (multi-wallet): its answer is the one awaited.
    const adding = actor.getSnapshot().matches({ connected: 'adding' })
    return connectSettled(runtime, namespace, adding ? connectorId : undefined)
  })
}
