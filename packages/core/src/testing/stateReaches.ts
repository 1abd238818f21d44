// Test-only: waiting for the client's state without a time limit of its own.
import type { LatchClient } from '../client/latchClient.js'
import type { LatchState } from '../client/latchState.js'

/**
 * Resolves once `select(latch.getState())` is `expected` (at once when it is). For what takes
 * real time, such as the secure frame's load (its ready delay alone is half a second): a
 * polling wait's one-second default fails on a busy machine, while this waits for the change
 * itself, bounded only by the test's hang detector.
 *
 * @example
 * await stateReaches(latch, (state) => state.socialLogin.step, 'awaitingResult')
 */
export function stateReaches<T>(
  latch: LatchClient,
  select: (state: LatchState) => T,
  expected: T,
): Promise<void> {
  return new Promise((resolve) => {
    if (Object.is(select(latch.getState()), expected)) return resolve()
    const unsubscribe = latch.subscribe(select, (value) => {
      if (!Object.is(value, expected)) return
      unsubscribe()
      resolve()
    })
  })
}
