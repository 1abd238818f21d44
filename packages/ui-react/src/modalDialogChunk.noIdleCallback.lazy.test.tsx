import { afterEach, describe, expect, it, vi } from 'vitest'
import { prefetchModalDialogWhenIdle } from './modalDialogChunk.js'
import { createTestLatch } from './testing/testLatch.js'

// These tests import the real chunks: on a busy machine that takes more than vi.waitFor's second.
const busy = { timeout: 5_000 }

// The dialog's chunk is not loaded in this file's module registry.
const dialogChunk = './modal/ModalDialog.tsx'

/** Mocks `path` with itself, held back until `release`, counting its imports. */
function holdModule(path: string) {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  const imported = vi.fn()
  vi.doMock(path, async (importOriginal) => {
    imported()
    await held
    return importOriginal()
  })
  return { imported, release }
}

/** Lets the module loader run (real time): a mocked chunk's import is not a timer. */
const loaderTurn = () => new Promise((resolve) => setImmediate(resolve))

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the modal’s shell fetched while the page is idle, in a browser without requestIdleCallback', () => {
  it('behavior: fetched after a short wait; a page gone first cancels it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    vi.stubGlobal('requestIdleCallback', undefined)
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete')
    const dialog = holdModule(dialogChunk)
    const { latch } = createTestLatch()
    const cancel = prefetchModalDialogWhenIdle(latch)
    await vi.advanceTimersByTimeAsync(199)
    await loaderTurn()
    expect(dialog.imported).not.toHaveBeenCalled()
    cancel()
    await vi.advanceTimersByTimeAsync(1000)
    await loaderTurn()
    expect(dialog.imported).not.toHaveBeenCalled()

    prefetchModalDialogWhenIdle(latch)
    await vi.advanceTimersByTimeAsync(200)
    await vi.waitFor(() => expect(dialog.imported).toHaveBeenCalledTimes(1), busy)
    dialog.release()
    latch.destroy()
  })
})
