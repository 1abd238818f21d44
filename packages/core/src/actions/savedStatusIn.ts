import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchRuntime } from '../client/latchRuntime.js'
import {
  type SavedConnectionStatus,
  savedConnectionStatus,
} from '../machines/savedConnectionStatus.js'

/** A saved wallet's status now, as the multi-wallet actions check it before they ask. */
export function savedStatusIn(
  runtime: LatchRuntime,
  namespace: ChainNamespace,
  connectorId: string,
): SavedConnectionStatus | undefined {
  const context = runtime.context()
  const active = runtime.connectedAccount(namespace)?.connectorId
  return savedConnectionStatus(
    context.savedConnections.getSnapshot().context,
    namespace,
    connectorId,
    active,
  )
}
