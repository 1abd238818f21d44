import type { ChainNamespace } from '../caip/chainNamespace.js'
import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

export type StartSendParameters = {
  /** The namespace to send on; the active one by default. */
  namespace?: ChainNamespace | undefined
}

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type StartSendReturnType = void

/** An `InternalError` when the machines cannot load. */
export type StartSendErrorType = InternalError

/**
 * Opens an empty send form for the namespace's account (SPEC.md §4 "Send"), as the Account
 * view's Send does: the form reads the account's balances for its token list; `state.send`
 * shows it. The send's code loads now if it has not.
 *
 * @example
 * await startSend(latch)
 * await editSend(latch, { amount: '0.01', receiver: '0x…' })
 */
export function startSend(
  latch: LatchClient,
  parameters: StartSendParameters = {},
): Promise<StartSendReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'send.start', namespace: parameters.namespace })
  })
}
