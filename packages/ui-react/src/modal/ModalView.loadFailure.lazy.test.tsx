import { route } from '@latch/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestLatch, renderWithLatch } from '../testing/testLatch.js'
import { PartLoadError } from './lazyPart.js'
import { PartBoundary } from './PartBoundary.js'

// The views beyond the shell are a chunk of their own, not loaded in this file's registry.
const viewsChunk = './ViewOutsideShell.tsx'

describe('ModalView when the chunk of its views cannot load', () => {
  it('behavior: the view’s place says so under its title; Try again loads it', async () => {
    vi.doMock(viewsChunk, () => {
      throw new Error('chunk gone')
    })
    // React hands the error a boundary catches to the root's `onCaughtError`, whose default
    // prints it to stderr: in the log of a run that failed elsewhere, that print of this
    // passing test's failure on purpose ("PartLoadError … chunk gone", the first error in the
    // package's output) reads as the run's failure. Collected and checked here instead.
    const caught: { error: unknown; boundary: unknown }[] = []
    const { latch } = createTestLatch()
    renderWithLatch(
      latch,
      null,
      {},
      {
        onCaughtError: (error, { errorBoundary }) =>
          caught.push({ error, boundary: errorBoundary }),
      },
    )
    await act(() => latch.preload())
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    act(() => route(latch, { type: 'router.push', view: 'AllWallets' }))
    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText('Network Error - Could not load Latch')).toBeTruthy()
    expect(within(dialog).getByRole('heading').textContent).toBe('All Wallets')
    // Caught once, by the view's own boundary, as the load failure of the chunk (not escaped
    // to the page).
    expect(caught).toEqual([
      { error: expect.any(PartLoadError), boundary: expect.any(PartBoundary) },
    ])
    expect(caught[0]?.error).toMatchObject({
      message: 'the chunk of ViewOutsideShell could not load',
    })

    vi.doUnmock(viewsChunk)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect(caught).toHaveLength(1)
    latch.destroy()
  })
})
