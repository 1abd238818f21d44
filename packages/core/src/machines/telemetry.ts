import { TELEMETRY_ERROR_CAP } from '../constants/limits.js'
import { TELEMETRY_ERROR_WINDOW_MS } from '../constants/time.js'
import { BaseError } from '../errors/base.js'

/** The error event posted to analytics (SPEC.md §7 "Analytics": error events). */
export type TelemetryErrorEvent = {
  type: 'error'
  event: 'SDK_ERROR'
  properties: { name: string; message: string; code?: string }
}

export type CreateErrorReporterParameters = {
  /** Posts the event; the analytics client supplies it. */
  send: (event: TelemetryErrorEvent) => void
  /** Epoch milliseconds; `Date.now` unless a test gives a clock. */
  now?: () => number
}

export type ErrorReporter = {
  /** Reports `error` unless the cap is reached; tells whether it was sent. */
  report(error: unknown): boolean
}

function toErrorEvent(error: unknown): TelemetryErrorEvent {
  const properties: TelemetryErrorEvent['properties'] =
    error instanceof Error
      ? { name: error.name, message: error.message }
      : { name: 'Error', message: String(error) }
  if (error instanceof BaseError) properties.code = error.code
  return { type: 'error', event: 'SDK_ERROR', properties }
}

/**
 * Reports errors as analytics events (SPEC.md §8 "Generic"): at most
 * {@link TELEMETRY_ERROR_CAP} per rolling {@link TELEMETRY_ERROR_WINDOW_MS}; a report counts
 * until the window has passed since it was sent. Reports over the cap are dropped.
 *
 * @example
 * const reporter = createErrorReporter({ send: (event) => analytics.post(event) })
 * reporter.report(new Error('boom')) // true
 */
export function createErrorReporter({
  send,
  now = Date.now,
}: CreateErrorReporterParameters): ErrorReporter {
  let sentAt: number[] = []
  return {
    report(error) {
      const time = now()
      sentAt = sentAt.filter((at) => time - at < TELEMETRY_ERROR_WINDOW_MS)
      if (sentAt.length >= TELEMETRY_ERROR_CAP) return false
      sentAt.push(time)
      send(toErrorEvent(error))
      return true
    },
  }
}

// A reporter that throws (say, the analytics client failing) must not replace the action's
// own failure, which is rethrown unchanged. A caller's own abort (the visitor typed on, the
// page left) is no failure of the SDK: reporting it would spend the cap on noise.
function reportQuietly(reporter: ErrorReporter, error: unknown): void {
  if (error instanceof Error && error.name === 'AbortError') return
  try {
    reporter.report(error)
  } catch {
    // Reporting is best effort.
  }
}

/**
 * Wraps an action so that its failure, thrown or rejected, is reported and then rethrown
 * unchanged (SPEC.md §8 "Generic"), even when reporting itself fails.
 *
 * @example
 * const connect = withErrorReporting(adapter.connect, reporter)
 */
export function withErrorReporting<Args extends unknown[], Result>(
  fn: (...args: Args) => Result,
  reporter: ErrorReporter,
): (...args: Args) => Result {
  return (...args) => {
    let result: Result
    try {
      result = fn(...args)
    } catch (error) {
      reportQuietly(reporter, error)
      throw error
    }
    if (result instanceof Promise) {
      return result.catch((error: unknown) => {
        reportQuietly(reporter, error)
        throw error
      }) as Result
    }
    return result
  }
}
