import { useEffect, useState } from 'react'

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
 */
export function useAsyncResult<Value>(
  load: ((signal: AbortSignal) => Promise<Value>) | undefined,
): AsyncResult<Value> {
  const [result, setResult] = useState<AsyncResult<Value>>(idle)
  useEffect(() => {
    if (!load) {
      // The very same object: an idle result stays idle without another render.
      setResult(idle)
      return
    }
    const controller = new AbortController()
    setResult({ status: 'loading' })
    load(controller.signal).then(
      (value) => controller.signal.aborted || setResult({ status: 'success', value }),
      (error: unknown) => controller.signal.aborted || setResult({ status: 'error', error }),
    )
    return () => controller.abort()
  }, [load])
  return result
}

/** The value of a successful result, else `fallback`. */
export function valueOr<Value>(result: AsyncResult<Value>, fallback: Value): Value {
  return result.status === 'success' ? result.value : fallback
}
