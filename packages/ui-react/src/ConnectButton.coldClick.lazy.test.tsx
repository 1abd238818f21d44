import { getActors } from '@latch/core'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { createTestLatch, renderWithLatch } from './testing/testLatch.js'

// Core's machines, held back here as a slow network would: this file's module registry has
// not loaded them (see ConnectButton.loadFailure.lazy.test.tsx).
const coreRuntime = '../../core/src/client/latchRuntime.ts'
const stillLoading = 'Latch is still loading: await latch.preload() before using actors'

describe('ConnectButton clicked before anything has loaded', () => {
  it('behavior: the dialog shows its wallets without waiting for the machines; a pick made meanwhile applies once they run', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    vi.doMock(coreRuntime, async (importOriginal) => {
      await held
      return importOriginal()
    })
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    fireEvent.click(screen.getByRole('button', { name: 'Connect Wallet' }))

    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('data-view')).toBe('Connect')
    const wallet = within(dialog).getByRole('button', { name: /Test Wallet/ })
    expect(dialog.contains(document.activeElement)).toBe(true)
    expect(() => getActors(latch)).toThrowError(stillLoading)

    fireEvent.click(wallet)
    expect(dialog.getAttribute('data-view')).toBe('Connect')
    await act(async () => release())
    await waitFor(() =>
      expect(screen.getByRole('dialog').getAttribute('data-view')).toBe('ConnectingExternal'),
    )
    // The test wallet accepts at once: connected through the wallet picked before the load.
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(latch.getState().connection).toBeDefined()
    latch.destroy()
  })
})
