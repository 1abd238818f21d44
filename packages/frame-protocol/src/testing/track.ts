/** A promise's outcome, readable synchronously once its callbacks have run. */
export type Tracked<T> = {
  state: 'pending' | 'resolved' | 'rejected'
  value?: T
  error?: unknown
}

/** Follows `promise`, so a test can ask whether it settled without awaiting it. */
export function track<T>(promise: Promise<T>): Tracked<T> {
  const tracked: Tracked<T> = { state: 'pending' }
  promise.then(
    (value) => {
      tracked.state = 'resolved'
      tracked.value = value
    },
    (error: unknown) => {
      tracked.state = 'rejected'
      tracked.error = error
    },
  )
  return tracked
}

/** Lets every queued promise callback run. */
export async function flush(): Promise<void> {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}
