import { getActors } from '@latch/core'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LatchModal } from './LatchModal.js'
import { createTestLatch, renderWithLatch } from './testing/testLatch.js'

// Core's machines, not loaded yet in this file's module registry (see
// ConnectButton.loadFailure.lazy.test.tsx).
const coreRuntime = '../../core/src/client/latchRuntime.ts'
const stillLoading = 'Latch is still loading: await latch.preload() before using actors'

describe('<LatchModal embedded /> before core’s machines have loaded', () => {
  it('behavior: it loads them itself; when they cannot load it says so, and Try again loads', async () => {
    vi.doMock(coreRuntime, () => {
      throw new Error('chunk gone')
    })
    // A client without `embedded` in its configuration does not load its machines by itself.
    const { latch } = createTestLatch()
    renderWithLatch(
      latch,
      <section data-testid="slot">
        <LatchModal embedded />
      </section>,
      { modal: false },
    )
    const alert = await screen.findByRole('alert')
    expect(screen.getByTestId('slot').contains(alert)).toBe(true)
    expect(within(alert).getByText('Network Error - Could not load Latch')).toBeTruthy()
    expect(() => getActors(latch)).toThrowError(stillLoading)

    vi.doUnmock(coreRuntime)
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }))
    const dialog = await screen.findByRole('dialog')
    expect(screen.getByTestId('slot').contains(dialog)).toBe(true)
    expect(within(dialog).getByRole('button', { name: /Test Wallet/ })).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(getActors(latch).router).toBeDefined()
    latch.destroy()
  })
})
