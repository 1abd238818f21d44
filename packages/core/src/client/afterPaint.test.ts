import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { afterPaint } from './afterPaint.js'

/** A page's frames, run when the test says: the callbacks asked for since the last one. */
function frames() {
  const callbacks: FrameRequestCallback[] = []
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    callbacks.push(callback)
    return callbacks.length
  })
  return {
    run() {
      for (const callback of callbacks.splice(0)) callback(performance.now())
    },
  }
}

/** Whether `promise` has settled once pending microtasks have run. */
async function isSettled(promise: Promise<void>): Promise<boolean> {
  let settled = false
  void promise.then(() => {
    settled = true
  })
  await Promise.resolve()
  await Promise.resolve()
  return settled
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('afterPaint', () => {
  it('default: without frames (no DOM), in a task of its own', async () => {
    const painted = afterPaint()
    expect(await isSettled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(await isSettled(painted)).toBe(true)
  })

  it('behavior: in a task after the next frame, not before it', async () => {
    const page = frames()
    const painted = afterPaint()
    await vi.advanceTimersByTimeAsync(50)
    expect(await isSettled(painted)).toBe(false)
    page.run()
    // The frame is still being rendered: the task queued in it runs after.
    expect(await isSettled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(await isSettled(painted)).toBe(true)
    // The frame came: the hidden-tab wait is not left behind.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('behavior: a page whose frames do not run (a hidden tab) goes on after 100 ms', async () => {
    frames()
    const painted = afterPaint()
    await vi.advanceTimersByTimeAsync(99)
    expect(await isSettled(painted)).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await isSettled(painted)).toBe(true)
  })
})
