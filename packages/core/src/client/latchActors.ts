import type { ActorRefFrom } from 'xstate'
import { type LatchMachineContext, siwxOf } from '../machines/latchContext.js'
import type { siwxMachine } from '../machines/siwx.js'

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
export type LatchActors = Pick<LatchMachineContext, Exclude<(typeof children)[number], 'siwx'>> & {
  /** Sign-in once its code has loaded (it loads as the client starts). */
  siwx: ActorRefFrom<typeof siwxMachine> | undefined
}

/** The children of the root machine as they are now (each read goes to the root's context). */
export function actorsOf(context: () => LatchMachineContext): LatchActors {
  const actors = {}
  for (const child of children) {
    // Sign-in runs under the lazy child that loads it: the machine is its child.
    const read = child === 'siwx' ? () => siwxOf(context()) : () => context()[child]
    Object.defineProperty(actors, child, { get: read, enumerable: true })
  }
  return actors as LatchActors
}
