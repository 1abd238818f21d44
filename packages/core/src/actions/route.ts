import type { LatchClient } from '../client/latchClient.js'
import type { RouterNavigationEvent } from '../machines/router.js'

export type RouteParameters = RouterNavigationEvent

// biome-ignore lint/suspicious/noConfusingVoidType: it returns nothing (named as every action names its result)
export type RouteReturnType = void

/** None: nobody awaits it; a failed load of the machines shows as `state.alert`. */
export type RouteErrorType = never

/**
 * Moves the modal's router (push, replace, back, reset): at once when the machines run, else
 * in call order once they have loaded, as a click on a view shown before then needs. The
 * entries are typed by view: `{ view: 'ConnectingExternal', data: { connectorId } }`.
 *
 * @example
 * route(latch, { type: 'router.push', view: 'AllWallets' })
 */
export function route(latch: LatchClient, parameters: RouteParameters): RouteReturnType {
  latch._internal.command((runtime) => runtime.send(parameters))
}
