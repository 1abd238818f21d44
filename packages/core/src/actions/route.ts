import type { LatchClient } from '../client/latchClient.js'
import type { RouterNavigationEvent } from '../machines/router.js'

export type RouteParameters = RouterNavigationEvent

/**
 * Moves the modal's router (push, replace, back, reset): at once when the machines run, else
 * in call order once they have loaded, as a click on a view shown before then needs. The
 * entries are typed by view: `{ view: 'ConnectingExternal', data: { connectorId } }`.
 *
 * @example
 * route(latch, { type: 'router.push', view: 'AllWallets' })
 */
export function route(latch: LatchClient, parameters: RouteParameters): void {
  latch._internal.command((runtime) => runtime.send(parameters))
}
