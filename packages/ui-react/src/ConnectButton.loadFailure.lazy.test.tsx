import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ConnectButton } from './ConnectButton.js'
import { createTestLatch, renderWithLatch } from './testing/testLatch.js'

// Core's machines are a chunk of core's (`client/latchRuntime.ts`); this file's module
// registry has not loaded it, so the test can make it fail as a deployment gone would.
const coreRuntime = '../../core/src/client/latchRuntime.ts'

describe('ConnectButton when core’s machines cannot load', () => {
  it('behavior: the alert shows under the button, is dismissed, and the next click loads', async () => {
    vi.doMock(coreRuntime, () => {
      throw new Error('chunk gone')
    })
    const { latch } = createTestLatch()
    renderWithLatch(latch, <ConnectButton />)
    const button = screen.getByRole('button', { name: 'Connect Wallet' })
    fireEvent.click(button)
    const alert = await screen.findByRole('alert')
    expect(within(alert).getByText('Network Error - Could not load Latch')).toBeTruthy()
    expect(alert.textContent).toContain('There was an issue loading the wallet modal.')
    expect(button.getAttribute('aria-describedby')).toBe(alert.id)
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(latch.getState().open).toBe(false)

    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss' }))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(latch.getState().alert).toBeUndefined()
    expect(button.hasAttribute('aria-describedby')).toBe(false)

    vi.doUnmock(coreRuntime)
    await act(async () => fireEvent.click(button))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
    latch.destroy()
  })
})
