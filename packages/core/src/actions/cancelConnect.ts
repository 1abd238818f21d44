import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

export type CancelConnectParameters = {
  /** The namespace whose connect stops; the active one by default. */
  namespace?: ChainNamespace | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type CancelConnectReturnType = void

/** An `InternalError` when the machines cannot load. */
export type CancelConnectErrorType = InternalError

/**
 * The visitor's Cancel on ConnectingExternal: the namespace stops waiting for the wallet
 * (the caller of `connect` gets "Modal closed"), and the modal goes back.
 *
 * @example
 * await cancelConnect(latch, { namespace: 'eip155' })
 */
export function cancelConnect(
  latch: LatchClient,
  parameters: CancelConnectParameters = {},
): Promise<CancelConnectReturnType> {
  return latch._internal.run((runtime) => {
    const { namespace } = runtime.connectionOf(parameters.namespace)
    runtime.send({ type: 'wallet.cancelled', namespace })
  })
}
