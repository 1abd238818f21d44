import type { ActorRefFrom, AnyActorLogic, InputFrom } from 'xstate'

/**
 * Spawns a child whose code loaded after the root machine started (sign-in, the send form, a
 * name registration): `spawn` is typed for the logic declared in `setup`, and these are kept
 * out of it so that they stay in their own chunks.
 */
export function spawnLoaded<Logic extends AnyActorLogic>(
  spawn: unknown,
  logic: Logic,
  options: { id: string; systemId?: string; input?: InputFrom<Logic> },
): ActorRefFrom<Logic> {
  return (spawn as (logic: Logic, options: object) => ActorRefFrom<Logic>)(logic, options)
}
