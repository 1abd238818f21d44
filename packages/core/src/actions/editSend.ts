import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'
import type { SendEdit } from '../machines/latchEvents.js'

/** The fields to change; those absent stay. `token: null` is the network's coin. */
export type EditSendParameters = SendEdit

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type EditSendReturnType = void

/** An `InternalError` when the machines cannot load. */
export type EditSendErrorType = InternalError

/**
 * Changes fields of the send form as a visitor types: the form checks them at once
 * (`state.send.problems`) and asks the fee of a complete form 300 ms after the last change
 * (`state.send.fee`).
 *
 * @example
 * await editSend(latch, { amount: '0.5' })
 */
export function editSend(
  latch: LatchClient,
  parameters: EditSendParameters,
): Promise<EditSendReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'send.edit', edit: parameters })
  })
}
