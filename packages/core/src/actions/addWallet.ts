import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

/** None: the client is all it takes. */
export type AddWalletParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type AddWalletReturnType = void

/** An `InternalError` when the machines cannot load. */
export type AddWalletErrorType = InternalError

/**
 * ProfileWallets' "Add wallet": Connect opens, and the wallet picked there connects beside
 * those the namespace has (multi-wallet). With multi-wallet off in the project's features,
 * the "Multi-Wallet Not Enabled" alert shows instead (`state.alert`).
 *
 * @example
 * await addWallet(latch)
 */
export function addWallet(latch: LatchClient): Promise<AddWalletReturnType> {
  return latch._internal.run((runtime) => runtime.send({ type: 'wallet.add' }))
}
