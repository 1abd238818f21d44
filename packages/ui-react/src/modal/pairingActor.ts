import { getActors, InternalError, type LatchActors, type LatchClient } from '@latch/core'
import type { pairingMachine } from '@latch/core/machines'
import type { Actor } from 'xstate'

/** The WalletConnect pairing's actor, beside the client's own actors. */
export type PairingActors = { pairing?: Actor<typeof pairingMachine> | undefined }

/**
 * The client's WalletConnect pairing, or `undefined`. Core has the pairing machine but its
 * client does not run it yet (`LatchActors` has no `pairing`): a client that adds it gets
 * the view that drives it, any other the view's "not available" state.
 */
export function pairingActor(client: LatchClient): PairingActors['pairing'] {
  let actors: LatchActors
  try {
    actors = getActors(client)
  } catch (error) {
    // The modal shows its first view at the click, while the machines may still be loading
    // in the background: no machines yet is no pairing yet, not a crash of the view.
    if (error instanceof InternalError && error.code === 'RUNTIME_NOT_LOADED') return undefined
    throw error
  }
  return (actors as LatchActors & PairingActors).pairing
}
