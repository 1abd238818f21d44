import type { ActorRefFrom } from 'xstate'
import type { emailLoginMachine } from '../machines/emailLogin.js'
import {
  emailLoginOf,
  type LatchMachineContext,
  pairingOf,
  siwxOf,
  socialLoginOf,
} from '../machines/latchContext.js'
import type { pairingMachine } from '../machines/pairing.js'
import type { siwxMachine } from '../machines/siwx.js'
import type { socialLoginMachine } from '../machines/socialLogin.js'

const children = [
  'router',
  'modal',
  'snackbar',
  'network',
  'walletRequest',
  'connections',
  'siwx',
  'emailLogin',
  'socialLogin',
  'pairing',
] as const

/**
 * The children of a client's root machine, for custom UIs that read them, and for inspection:
 * the router, modal, snackbar, network and wallet requests, one connection per namespace with
 * an adapter, sign-in once its machine has loaded (where the site configured `siwx`), and the
 * email and social logins (where it configured `auth`). Send through the client (`route`,
 * `open`, `connect`...) rather than to a child: the root machine adds to each event the facts
 * of the other machines it needs.
 */
export type LatchActors = Pick<
  LatchMachineContext,
  Exclude<(typeof children)[number], 'siwx' | 'emailLogin' | 'socialLogin' | 'pairing'>
> & {
  /** Sign-in once its code has loaded (it loads as the client starts). */
  siwx: ActorRefFrom<typeof siwxMachine> | undefined
  /** The embedded wallet's logins once their code has loaded (as the client starts). */
  emailLogin: ActorRefFrom<typeof emailLoginMachine> | undefined
  socialLogin: ActorRefFrom<typeof socialLoginMachine> | undefined
  /** The WalletConnect pairing once its code has loaded (on the first pairing). */
  pairing: ActorRefFrom<typeof pairingMachine> | undefined
}

// Sign-in, the logins and the pairing run under the lazy children that load them: the
// machine is the lazy child's child.
const loaded = {
  siwx: siwxOf,
  emailLogin: emailLoginOf,
  socialLogin: socialLoginOf,
  pairing: pairingOf,
}
const isLoaded = (child: string): child is keyof typeof loaded => child in loaded

/** The children of the root machine as they are now (each read goes to the root's context). */
export function actorsOf(context: () => LatchMachineContext): LatchActors {
  const actors = {}
  for (const child of children) {
    const read = isLoaded(child) ? () => loaded[child](context()) : () => context()[child]
    Object.defineProperty(actors, child, { get: read, enumerable: true })
  }
  return actors as LatchActors
}
