/** An actor as far as waiting for it goes; XState's actors are such. */
export type Observable<Snapshot> = {
  getSnapshot(): Snapshot
  subscribe(listener: (snapshot: Snapshot) => void): { unsubscribe(): void }
}

/**
 * Resolves with the actor's first snapshot, the current one included, for which `done` holds.
 * (XState's `waitFor`, without loading XState: the client's own calls use it before the
 * machines have loaded.)
 */
export function settled<Snapshot>(
  actor: Observable<Snapshot>,
  done: (snapshot: Snapshot) => boolean,
): Promise<Snapshot> {
  return new Promise((resolve) => {
    const current = actor.getSnapshot()
    if (done(current)) return resolve(current)
    const subscription = actor.subscribe((snapshot) => {
      if (!done(snapshot)) return
      subscription.unsubscribe()
      resolve(snapshot)
    })
  })
}
