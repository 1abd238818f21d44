import { describe, expect, it } from 'vitest'
import { abortError, isAbortError } from './abort.js'

describe('abortError', () => {
  it("default: the signal's own AbortError", () => {
    const controller = new AbortController()
    controller.abort()
    expect(abortError(controller.signal)).toBe(controller.signal.reason)
    expect(abortError(controller.signal).name).toBe('AbortError')
  })

  it('behavior: any other reason becomes an AbortError', () => {
    const controller = new AbortController()
    controller.abort('left the view')
    const error = abortError(controller.signal)
    expect(error.name).toBe('AbortError')
    expect(isAbortError(error)).toBe(true)
  })

  it('behavior: isAbortError tells aborts from failures', () => {
    expect(isAbortError(new Error('boom'))).toBe(false)
    expect(isAbortError('AbortError')).toBe(false)
    expect(isAbortError(new DOMException('x', 'AbortError'))).toBe(true)
  })
})
