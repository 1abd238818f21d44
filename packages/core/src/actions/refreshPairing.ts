import type { LatchClient } from '../client/latchClient.js'
import type { InternalError } from '../errors/internal.js'

/** It takes the client only. */
export type RefreshPairingParameters = undefined

// biome-ignore lint/suspicious/noConfusingVoidType: it resolves with nothing (named as every action names its result)
export type RefreshPairingReturnType = void

/** An `InternalError` when the machines cannot load. */
export type RefreshPairingErrorType = InternalError

/**
 * Pairs again after an expired or failed WalletConnect pairing (the QR code's Refresh and Try
 * again); `state.pairing` shows the new one. Nothing happens where the site did not configure
 * WalletConnect, or while a pairing is fetched or active.
 *
 * @example
 * await refreshPairing(latch)
 */
export function refreshPairing(latch: LatchClient): Promise<RefreshPairingReturnType> {
  return latch._internal.run((runtime) => {
    runtime.send({ type: 'pairing.refresh' })
  })
}
