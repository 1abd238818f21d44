import type { LatchMachineContext } from '../machines/latchContext.js'

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
export type LatchActors = Pick<LatchMachineContext, (typeof children)[number]>

/** The children of the root machine as they are now (each read goes to the root's context). */
export function actorsOf(context: () => LatchMachineContext): LatchActors {
  const actors = {}
  for (const child of children) {
    Object.defineProperty(actors, child, { get: () => context()[child], enumerable: true })
  }
  return actors as LatchActors
}
