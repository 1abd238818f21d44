import type { LatchClient, pairingMachine } from '@latch/core'
import type { Actor } from 'xstate'

/** The WalletConnect pairing's actor, beside the client's own actors. */
export type PairingActors = { pairing?: Actor<typeof pairingMachine> | undefined }

/**
 * The client's WalletConnect pairing, or `undefined`. Core has the pairing machine but its
 * client does not run it yet (`LatchActors` has no `pairing`): a client that adds it gets
 * the view that drives it, any other the view's "not available" state.
 */
export function pairingActor(client: LatchClient): PairingActors['pairing'] {
  return (client.actors as LatchClient['actors'] & PairingActors).pairing
}
