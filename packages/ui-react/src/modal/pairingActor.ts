import { getActors, InternalError, type LatchActors, type LatchClient } from '@latch/core'

/**
 * The client's WalletConnect pairing, or `undefined`: a client whose site configured
 * WalletConnect runs it; any other gets the view's "not available" state.
 */
export function pairingActor(client: LatchClient): LatchActors['pairing'] {
  try {
    return getActors(client).pairing
  } catch (error) {
    // The modal shows its first view at the click, while the machines may still be loading
    // in the background: no machines yet is no pairing yet, not a crash of the view.
    if (error instanceof InternalError && error.code === 'RUNTIME_NOT_LOADED') return undefined
    throw error
  }
}
