import type {
  emailLoginMachine,
  LatchClient,
  pairingMachine,
  socialLoginMachine,
} from '@latch/core'
import type { Actor } from 'xstate'

/**
 * The machines of email login, social login and WalletConnect pairing. Core has them, but its
 * client does not run them yet (`LatchActors` has no such actors): a client that adds them
 * gets the views that drive them, any other the views' "not available" state.
 */
export type AuthActors = {
  emailLogin?: Actor<typeof emailLoginMachine> | undefined
  socialLogin?: Actor<typeof socialLoginMachine> | undefined
  pairing?: Actor<typeof pairingMachine> | undefined
}

/** The client's auth actors, each `undefined` unless this client runs it. */
export function authActors(client: LatchClient): AuthActors {
  return client.actors as LatchClient['actors'] & AuthActors
}
