import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

// Where a pick leads comes with what the open modal may need at once, not loaded in this file's
// registry.
const partsChunk = '../modalOpenParts.ts'

describe('ConnectView when the chunk of where a pick leads cannot load', () => {
  it('behavior: a pick says so in the view’s place; Try again brings the wallets back, and a pick leads on', async () => {
    vi.doMock(partsChunk, () => {
      throw new Error('chunk gone')
    })
    // React hands the error the view's boundary catches to the root's `onCaughtError`, whose
    // default prints it to stderr: collected here instead (see ModalView.loadFailure).
    const caught: unknown[] = []
    const { latch } = createTestLatch()
    renderWithLatch(latch, null, {}, { onCaughtError: (error) => caught.push(error) })
    await act(() => latch.preload())
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /Test Wallet/ }))
    const failure = await within(dialog).findByRole('alert')
    expect(within(failure).getByText('Network Error - Could not load Latch')).toBeTruthy()
    expect(latch.getState().view).toBe('Connect')
    expect(caught).toHaveLength(1)

    vi.doUnmock(partsChunk)
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: /Test Wallet/ }))
    // The pick connects the wallet (at once, here), and the modal moves on to the account.
    await waitFor(() => expect(latch.getState().connections.eip155?.status).toBe('connected'))
    expect(latch.getState().history.map(({ view }) => view)).toEqual(['Account'])
    latch.destroy()
  })
})
