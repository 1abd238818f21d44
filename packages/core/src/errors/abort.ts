/**
 * The error a call rejects with when its caller's `AbortSignal` aborted: the signal's reason
 * when that is already an `AbortError`, else a fresh one, so that callers can ignore aborts by
 * name whatever reason the signal was given.
 *
 * @example
 * controller.abort()
 * abortError(controller.signal).name // 'AbortError'
 */
export function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason
  if (reason instanceof Error && reason.name === 'AbortError') return reason
  return new DOMException('The operation was aborted.', 'AbortError')
}

/** Whether `error` is an abort, as `fetch` and {@link abortError} report it. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError'
}
