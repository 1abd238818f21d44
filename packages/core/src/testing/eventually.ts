// Test-only: the one time limit for polling waits on work that takes real time.
import { vi } from 'vitest'

/**
 * How long a polling wait allows real work (a machine's promises, a chunk's import, an HTTP
 * fixture's answer) before it fails. Not vitest's default second: the full suite runs on two
 * cores shared with local chains and bundlers, where that work has overrun a second. Below the
 * 30 s test timeout, so a wait that never passes reports its last failed assertion, not a hang.
 */
export const realWorkTimeout = 15_000

/**
 * Retries `assertion` (every 50 ms, as `vi.waitFor` does) until it passes, and resolves with
 * what it returned; rejects with its last error after {@link realWorkTimeout}. For waits
 * under real timers only: under fake timers, time is what the test advances
 * (`vi.advanceTimersByTimeAsync`), and a wall-clock limit would make the result depend on the
 * machine's speed again.
 *
 * @example
 * await eventually(() => expect(latch.getState().siwx.status).toBe('awaitingSignature'))
 */
export function eventually<T>(assertion: () => T | Promise<T>): Promise<T> {
  if (vi.isFakeTimers()) {
    throw new Error(
      'eventually waits in real time; under fake timers advance them (vi.advanceTimersByTimeAsync)',
    )
  }
  return vi.waitFor(assertion, { timeout: realWorkTimeout })
}
