import type { LatchActors } from '../client/latchActors.js'
import type { LatchClient } from '../client/latchClient.js'
import { InternalError } from '../errors/internal.js'

/**
 * The root machine's children, typed, for custom UIs that read them (`router`, `modal`,
 * `network`, `connections.eip155`, `siwx`...). Throws "Latch is still loading: await
 * latch.preload() before using actors" before the machines run.
 *
 * @example
 * await latch.preload()
 * getActors(latch).router.subscribe((snapshot) => console.log(snapshot.context.history))
 */
export function getActors(latch: LatchClient): LatchActors {
  const runtime = latch._internal.runtime()
  if (!runtime) throw new InternalError('RUNTIME_NOT_LOADED')
  return runtime.actors
}
