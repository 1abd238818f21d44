import { switchNetwork } from '@latch/core'
import { mainnet, optimism } from '@latch/core/networks'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestLatch, renderWithLatch } from '../testing/testLatch.js'

// The alert banner comes with what the open modal may need at once, not loaded in this file's
// registry.
const partsChunk = './modalOpenParts.ts'

describe('the modal’s alert when its chunk cannot load', () => {
  it('behavior: the alert’s place says so; Try again shows the alert', async () => {
    vi.doMock(partsChunk, () => {
      throw new Error('chunk gone')
    })
    // React hands the error the part's boundary catches to the root's `onCaughtError`, whose
    // default prints it to stderr: collected here instead (see ModalView.loadFailure).
    const caught: unknown[] = []
    const { latch } = createTestLatch({ networks: [mainnet] })
    renderWithLatch(latch, null, {}, { onCaughtError: (error) => caught.push(error) })
    await act(() => latch.preload())
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    await act(() => switchNetwork(latch, { network: optimism }))
    const failure = await within(dialog).findByRole('alert')
    expect(within(failure).getByText('Network Error - Could not load Latch')).toBeTruthy()
    expect(caught).toHaveLength(1)

    vi.doUnmock(partsChunk)
    fireEvent.click(within(failure).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByText('Network Not Found')).toBeTruthy()
    expect(within(dialog).getByRole('alert').textContent).toContain('Network Not Found')
    latch.destroy()
  })
})
