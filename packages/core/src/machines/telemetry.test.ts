import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TELEMETRY_ERROR_CAP } from '../constants/limits.js'
import { TELEMETRY_ERROR_WINDOW_MS } from '../constants/time.js'
import { SendError } from '../errors/send.js'
import { createErrorReporter, withErrorReporting } from './telemetry.js'

function setup() {
  const send = vi.fn()
  const reporter = createErrorReporter({ send })
  return { send, reporter }
}

describe('createErrorReporter', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('default: reports an error as an error event with its name, message and code', () => {
    const { send, reporter } = setup()
    expect(reporter.report(new SendError('TOKEN_REQUIRED'))).toBe(true)
    expect(send).toHaveBeenCalledWith({
      type: 'error',
      event: 'SDK_ERROR',
      properties: { name: 'SendError', message: 'A token is required', code: 'TOKEN_REQUIRED' },
    })
  })

  it('behavior: a thrown non-error is reported by its text', () => {
    const { send, reporter } = setup()
    reporter.report('plain')
    expect(send.mock.calls[0]?.[0].properties).toEqual({ name: 'Error', message: 'plain' })
  })

  it('behavior: 5 per rolling 60 s; the 6th is dropped until the first leaves the window', () => {
    const { send, reporter } = setup()
    const results: boolean[] = []
    for (let index = 0; index < TELEMETRY_ERROR_CAP; index++) {
      results.push(reporter.report(new Error(`e${index}`)))
      vi.advanceTimersByTime(1_000)
    }
    expect(results).toEqual([true, true, true, true, true])
    expect(reporter.report(new Error('sixth'))).toBe(false)
    expect(send).toHaveBeenCalledTimes(TELEMETRY_ERROR_CAP)
    // The first was sent at 0; it is now 5000 ms later.
    vi.advanceTimersByTime(TELEMETRY_ERROR_WINDOW_MS - 5_000 - 1)
    expect(reporter.report(new Error('still capped'))).toBe(false)
    vi.advanceTimersByTime(1)
    expect(reporter.report(new Error('first left'))).toBe(true)
    expect(reporter.report(new Error('second still in'))).toBe(false)
    expect(send).toHaveBeenCalledTimes(TELEMETRY_ERROR_CAP + 1)
    expect(send.mock.calls.at(-1)?.[0].properties.message).toBe('first left')
  })

  it('behavior: the clock can be given', () => {
    let time = 0
    const send = vi.fn()
    const reporter = createErrorReporter({ send, now: () => time })
    for (let index = 0; index < TELEMETRY_ERROR_CAP; index++) reporter.report(new Error('e'))
    expect(reporter.report(new Error('e'))).toBe(false)
    time = TELEMETRY_ERROR_WINDOW_MS
    expect(reporter.report(new Error('e'))).toBe(true)
  })
})

describe('withErrorReporting', () => {
  it('default: passes arguments and results through, reporting nothing', async () => {
    const { send, reporter } = setup()
    const add = withErrorReporting((a: number, b: number) => a + b, reporter)
    const later = withErrorReporting(async (value: string) => value, reporter)
    expect(add(2, 3)).toBe(5)
    await expect(later('ok')).resolves.toBe('ok')
    expect(send).not.toHaveBeenCalled()
  })

  it('behavior: a thrown error is reported and rethrown unchanged', () => {
    const { send, reporter } = setup()
    const error = new SendError('UNSUPPORTED_CHAIN')
    const fail = withErrorReporting(() => {
      throw error
    }, reporter)
    expect(() => fail()).toThrow(error)
    expect(send).toHaveBeenCalledTimes(1)
  })

  it('behavior: a rejection is reported and rethrown unchanged', async () => {
    const { send, reporter } = setup()
    const error = new Error('rejected')
    const fail = withErrorReporting(async () => {
      throw error
    }, reporter)
    await expect(fail()).rejects.toBe(error)
    expect(send.mock.calls[0]?.[0].properties.message).toBe('rejected')
  })

  it('behavior: the caller’s own abort is rethrown and not reported', async () => {
    const { send, reporter } = setup()
    const controller = new AbortController()
    controller.abort()
    const aborted = withErrorReporting(async (signal: AbortSignal) => {
      signal.throwIfAborted()
    }, reporter)
    await expect(aborted(controller.signal)).rejects.toMatchObject({ name: 'AbortError' })
    expect(send).not.toHaveBeenCalled()
  })

  it('behavior: a failing report never replaces the action error', async () => {
    const reporter = {
      report: vi.fn(() => {
        throw new Error('analytics down')
      }),
    }
    const error = new SendError('UNSUPPORTED_CHAIN')
    const sync = withErrorReporting(() => {
      throw error
    }, reporter)
    const later = withErrorReporting(async () => {
      throw error
    }, reporter)
    expect(() => sync()).toThrow(error)
    await expect(later()).rejects.toBe(error)
    expect(reporter.report).toHaveBeenCalledTimes(2)
  })

  it('behavior: a plain Error is reported without a code', () => {
    const { send, reporter } = setup()
    reporter.report(new TypeError('bad'))
    expect(send.mock.calls[0]?.[0].properties).toEqual({ name: 'TypeError', message: 'bad' })
  })

  it('behavior: errors over the cap are still rethrown', () => {
    const { send, reporter } = setup()
    const fail = withErrorReporting(() => {
      throw new Error('again')
    }, reporter)
    for (let index = 0; index <= TELEMETRY_ERROR_CAP; index++) expect(() => fail()).toThrow('again')
    expect(send).toHaveBeenCalledTimes(TELEMETRY_ERROR_CAP)
  })
})
