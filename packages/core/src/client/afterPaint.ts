// How long a page whose frames do not run (a hidden tab) waits before going on anyway.
const NO_FRAME_WAIT_MS = 100

/**
 * Resolves once the page has had its chance to paint what the current task changed: in a
 * task after the next animation frame, or after a short wait where frames do not run (a
 * hidden tab) or do not exist (no DOM). Work that can follow the paint waits for it, so that
 * the frame a click asked for is not held back.
 */
export function afterPaint(): Promise<void> {
  return new Promise((resolve) => {
    const frames = typeof requestAnimationFrame === 'function'
    // Whichever comes first; resolving twice does nothing.
    const fallback = setTimeout(resolve, frames ? NO_FRAME_WAIT_MS : 0)
    // A task queued in the frame's callbacks runs once the frame has been rendered.
    if (frames) {
      requestAnimationFrame(() => {
        clearTimeout(fallback)
        setTimeout(resolve)
      })
    }
  })
}
