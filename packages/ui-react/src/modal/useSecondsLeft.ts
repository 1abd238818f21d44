import { useEffect, useReducer, useState } from 'react'

const SECOND_MS = 1_000

type Started = { wait: unknown; at: number }

/**
 * The whole seconds left of a wait of `durationMs`, counted from the render where `wait` took
 * its value, re-rendering each second: 0 once it is over or while `wait` is `undefined`. A new
 * value of `wait` (another cooldown, another error) starts the count again; core times the wait
 * itself, this only shows it.
 */
export function useSecondsLeft(wait: unknown, durationMs: number): number {
  const [started, setStarted] = useState<Started | undefined>(undefined)
  const [, tick] = useReducer((count: number) => count + 1, 0)
  // Derived from `wait` during render, so that the first render of a wait shows its full length.
  if (wait === undefined ? started !== undefined : started?.wait !== wait) {
    setStarted(wait === undefined ? undefined : { wait, at: Date.now() })
  }
  useEffect(() => {
    if (wait === undefined) return
    const timer = setInterval(tick, SECOND_MS)
    return () => clearInterval(timer)
  }, [wait])
  if (wait === undefined || started?.wait !== wait) {
    return wait === undefined ? 0 : Math.ceil(durationMs / SECOND_MS)
  }
  return Math.max(0, Math.ceil((started.at + durationMs - Date.now()) / SECOND_MS))
}
