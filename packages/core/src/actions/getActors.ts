import type { LatchActors } from '../client/latchActors.js'
import type { LatchClient } from '../client/latchClient.js'
import { InternalError } from '../errors/internal.js'

/** None: the client is all it takes. */
export type GetActorsParameters = undefined

export type GetActorsReturnType = LatchActors

/** "Latch is still loading: await latch.preload() before using actors" (`RUNTIME_NOT_LOADED`). */
export type GetActorsErrorType = InternalError

/**
 * The root machine's children, typed, for custom UIs that read them (`router`, `modal`,
 * `network`, `connections.eip155`, `siwx`...). Throws "Latch is still loading: await
 * latch.preload() before using actors" before the machines run.
 *
 * @example
 * await latch.preload()
 * getActors(latch).router.subscribe((snapshot) => console.log(snapshot.context.history))
 */
export function getActors(latch: LatchClient): GetActorsReturnType {
  const runtime = latch._internal.runtime()
  if (!runtime) throw new InternalError('RUNTIME_NOT_LOADED')
  return runtime.actors
}
