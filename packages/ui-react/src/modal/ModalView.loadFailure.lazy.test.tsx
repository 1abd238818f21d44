import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createTestLatch, renderWithLatch } from '../testing/testLatch.js'

// The views beyond the shell are a chunk of their own, not loaded in this file's registry.
const viewsChunk = './ViewOutsideShell.tsx'

describe('ModalView when the chunk of its views cannot load', () => {
  it('behavior: the view’s place says so under its title; Try again loads it', async () => {
    vi.doMock(viewsChunk, () => {
      throw new Error('chunk gone')
    })
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    await act(() => latch.preload())
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    act(() => latch.actors.router.send({ type: 'router.push', view: 'AllWallets' }))
    const alert = await within(dialog).findByRole('alert')
    expect(within(alert).getByText('Network Error - Could not load Latch')).toBeTruthy()
    expect(within(dialog).getByRole('heading').textContent).toBe('All Wallets')

    vi.doUnmock(viewsChunk)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await within(dialog).findByRole('searchbox', { name: 'Search wallets' })).toBeTruthy()
    expect(within(dialog).queryByRole('alert')).toBeNull()
    latch.destroy()
  })
})
