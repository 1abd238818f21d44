import { getActors } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { createTestLatch, renderWithLatch } from './testing/testLatch.js'

// A page before the first click: neither core's machines nor the dialog's chunk have loaded
// in this file's module registry (it runs without the preload of the other test files).

const stillLoading = 'Latch is still loading: await latch.preload() before using actors'

describe('ConnectButton before the modal has loaded', () => {
  it('behavior: the pointer entering loads what the click needs; the click then opens at once', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    expect(() => getActors(latch)).toThrowError(stillLoading)
    fireEvent.pointerEnter(button)
    await vi.dynamicImportSettled()
    await waitFor(() => expect(() => getActors(latch)).not.toThrow())
    // Both loaded before the click: it renders the modal and its first wallet in the same
    // task, with no import (nor Suspense) in between.
    act(() => fireEvent.click(button))
    const dialog = screen.getByRole('dialog')
    expect(within(dialog).getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
    latch.destroy()
  })

  it('behavior: focus and touch load ahead too, and a failed load stays quiet until a click', async () => {
    const { latch } = createTestLatch()
    const preload = vi.spyOn(latch, 'preload').mockRejectedValue(new Error('offline'))
    renderWithLatch(latch, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.focus(button)
    fireEvent.touchStart(button)
    expect(preload).toHaveBeenCalledTimes(2)
    await act(async () => {})
    expect(screen.queryByRole('alert')).toBeNull()
    latch.destroy()
  })
})
