import { useCallback, useSyncExternalStore } from 'react'
import type { AnyActorRef, SnapshotFrom } from 'xstate'

/** The snapshot of a machine's actor, re-rendering on each change; `undefined` without one. */
export function useActorSnapshot<Ref extends AnyActorRef>(
  actor: Ref | undefined,
): SnapshotFrom<Ref> | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return () => {}
      const subscription = actor.subscribe({ next: onChange, error: onChange })
      return () => subscription.unsubscribe()
    },
    [actor],
  )
  const getSnapshot = useCallback(
    () => actor?.getSnapshot() as SnapshotFrom<Ref> | undefined,
    [actor],
  )
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot)
}
