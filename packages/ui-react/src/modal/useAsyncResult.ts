import { useEffect, useRef, useState } from 'react'

export type AsyncResult<Value> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; value: Value }
  | { status: 'error'; error: unknown }

const idle: AsyncResult<never> = { status: 'idle' }

/**
 * The result of `load` (memoise it: a new function loads again); `idle` while `load` is
 * `undefined`. When `load` changes or the caller unmounts, the call's signal aborts and a
 * late result is dropped.
 *
 * `subject` names what `load` reads (an account on a chain, say). A new `load` of the same
 * subject as the shown value keeps that value until the new one arrives, so a reload (after
 * a send) does not blank what the visitor is reading; another subject starts from `loading`.
 */
export function useAsyncResult<Value>(
  load: ((signal: AbortSignal) => Promise<Value>) | undefined,
  subject?: string,
): AsyncResult<Value> {
  const [result, setResult] = useState<AsyncResult<Value>>(idle)
  // The subject of the value shown now, if a value is shown.
  const shown = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (!load) {
      // The very same object: an idle result stays idle without another render.
      shown.current = undefined
      setResult(idle)
      return
    }
    const controller = new AbortController()
    if (subject === undefined || shown.current !== subject) {
      shown.current = undefined
      setResult({ status: 'loading' })
    }
    load(controller.signal).then(
      (value) => {
        if (controller.signal.aborted) return
        shown.current = subject
        setResult({ status: 'success', value })
      },
      (error: unknown) => {
        if (controller.signal.aborted) return
        shown.current = undefined
        setResult({ status: 'error', error })
      },
    )
    return () => controller.abort()
  }, [load, subject])
  return result
}

/** The value of a successful result, else `fallback`. */
export function valueOr<Value>(result: AsyncResult<Value>, fallback: Value): Value {
  return result.status === 'success' ? result.value : fallback
}
