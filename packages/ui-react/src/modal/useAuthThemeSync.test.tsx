import { type LatchAuthLoader, type LatchClient, submitEmail, waitForEmailCode } from '@latch/core'
import { createFakeSecureFrame } from '@latch/core/conformance'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { LatchProvider } from '../LatchProvider.js'
import { createAuthTestLatch } from '../testing/testAuthLatch.js'
import { createTestLatch, renderWithLatch } from '../testing/testLatch.js'
import { withParts } from '../testing/withParts.js'

// What `syncAuthTheme` tells: the client's embedded wallet, which passes it on to the frame.
function syncSpy(latch: LatchClient) {
  return vi.spyOn(latch._internal.auth as LatchAuthLoader, 'syncTheme')
}

describe('useAuthThemeSync', () => {
  it('default: the modal tells the secure frame its theme, and each change of it', async () => {
    const frame = createFakeSecureFrame()
    const synced: unknown[] = []
    frame.handle('APP_SYNC_THEME', (theme) => {
      synced.push(theme)
      return {}
    })
    const { latch } = createAuthTestLatch({ frame })
    const sync = syncSpy(latch)
    // A login first, so that the frame runs and hears of changes at once.
    await submitEmail(latch, { email: 'ada@example.com' })
    frame.enterCode(frame.wallet.otp)
    await waitForEmailCode(latch)
    const { rerender } = renderWithLatch(latch, null, {
      theme: { mode: 'light', variables: { accent: '#ff0000' } },
    })
    act(() => latch.open())
    await screen.findByRole('dialog')
    expect(sync).toHaveBeenCalledTimes(1)
    expect(sync).toHaveBeenLastCalledWith({
      themeMode: 'light',
      themeVariables: expect.objectContaining({
        '--latch-accent': '#ff0000',
        '--latch-color-background': '#ffffff',
      }),
    })
    await waitFor(() => expect(synced).toHaveLength(1))

    rerender(
      <LatchProvider client={latch} theme={{ mode: 'dark', variables: { accent: '#ff0000' } }} />,
    )
    expect(sync).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(synced).toHaveLength(2))
    expect(synced[1]).toMatchObject({
      themeMode: 'dark',
      themeVariables: { '--latch-color-background': '#141414' },
    })

    // Reopening with the same theme tells the frame nothing new.
    act(() => latch.close())
    act(() => latch.open())
    await screen.findByRole('dialog')
    expect(sync).toHaveBeenCalledTimes(2)
    latch.destroy()
  })

  it('behavior: the Connect view tells it too, through its email login', async () => {
    const { latch } = createAuthTestLatch()
    const sync = syncSpy(latch)
    renderWithLatch(latch, null, { theme: { mode: 'light' } })
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    expect(dialog.getAttribute('data-view')).toBe('Connect')
    await within(dialog).findByLabelText('Email')
    await waitFor(() => expect(sync).toHaveBeenCalledTimes(1))
    expect(sync).toHaveBeenLastCalledWith({
      themeMode: 'light',
      themeVariables: expect.objectContaining({ '--latch-color-background': '#ffffff' }),
    })
    latch.destroy()
  })

  it('behavior: a client without the embedded wallet is not told', async () => {
    const { latch } = createTestLatch()
    // Were there a frame to tell, the modal would not: the state says there is no login.
    const sync = vi.fn()
    renderWithLatch(withParts(latch, { auth: { syncTheme: sync } }), null, {
      theme: { mode: 'light' },
    })
    act(() => latch.open())
    await screen.findByRole('dialog')
    expect(sync).not.toHaveBeenCalled()
    latch.destroy()
  })
})
