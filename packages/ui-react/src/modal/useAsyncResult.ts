import { useEffect, useState } from 'react'

export type AsyncResult<Value> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; value: Value }
  | { status: 'error'; error: unknown }

/**
 * The result of `load` (memoise it: a new function loads again); `idle` while `load` is
 * `undefined`. A result that arrives after `load` changed is dropped.
 */
export function useAsyncResult<Value>(
  load: (() => Promise<Value>) | undefined,
): AsyncResult<Value> {
  const [result, setResult] = useState<AsyncResult<Value>>({ status: 'idle' })
  useEffect(() => {
    if (!load) {
      setResult({ status: 'idle' })
      return
    }
    let current = true
    setResult({ status: 'loading' })
    load().then(
      (value) => current && setResult({ status: 'success', value }),
      (error: unknown) => current && setResult({ status: 'error', error }),
    )
    return () => {
      current = false
    }
  }, [load])
  return result
}
