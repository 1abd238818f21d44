import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

/** None: the payment is the one `pay` asked for. */
export type SubmitPayParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type SubmitPayReturnType = void

/** An `InternalError` when the machines cannot load. */
export type SubmitPayErrorType = InternalError

/**
 * The Pay view's button: the payment's next step (`state.pay.status`), as the root machine
 * decides it — Connect for a wallet, the wallet asked to switch to the payment's network, or
 * the transfer sent. `pay`'s promise settles with the payment; `state.pay` shows each step.
 *
 * @example
 * await submitPay(latch)
 */
export function submitPay(latch: LatchClient): Promise<SubmitPayReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'pay.submit' })
  })
}
