import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { createTestLatch, renderWithLatch } from './testing/testLatch.js'

// The dialog is a chunk of its own, not loaded yet in this file's module registry.
const dialogChunk = './modal/ModalDialog.tsx'

describe('ConnectButton when the dialog’s chunk cannot load', () => {
  it('behavior: the modal does not stay open unseen; the alert shows; the next click loads', async () => {
    vi.doMock(dialogChunk, () => {
      throw new Error('chunk gone')
    })
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Network Error - Could not load Latch')).toBeTruthy()
    expect(latch.getState().open).toBe(false)
    expect(screen.queryByRole('dialog')).toBeNull()

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()

    vi.doUnmock(dialogChunk)
    await act(async () => fireEvent.click(button))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('heading').textContent).toBe('Connect Wallet')
    expect(screen.queryByRole('alert')).toBeNull()
    latch.destroy()
  })
})
