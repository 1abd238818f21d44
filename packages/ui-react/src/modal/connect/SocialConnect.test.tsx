import { createFakeSecureFrame } from '@latch/core/conformance'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthTestLatch } from '../../testing/testAuthLatch.js'
import { renderWithLatch } from '../../testing/testLatch.js'

// Social login end to end in the modal: the Connect view's buttons, core's client, the popup
// and the fake secure frame of `@latch/core/conformance`.

async function openConnect() {
  const frame = createFakeSecureFrame()
  const { latch } = createAuthTestLatch({
    frame,
    config: { features: { socials: ['google', 'github', 'farcaster'] } },
  })
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  // The social buttons are a chunk of their own.
  const socials = await within(dialog).findByRole('list', { name: 'Social logins' })
  return { latch, frame, dialog, socials }
}

const heading = (dialog: HTMLElement) => within(dialog).getByRole('heading').textContent
// The social part's own status (the modal's snackbar region is a status too).
const part = (dialog: HTMLElement) =>
  within(dialog.querySelector('.latch-social-connect') as HTMLElement)

afterEach(() => {
  vi.useRealTimers()
})

describe('SocialConnect', () => {
  it('default: the project’s providers; a click opens the popup in it, the result connects', async () => {
    const { latch, frame, dialog, socials } = await openConnect()
    expect(
      within(socials)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Continue with Google', 'Continue with GitHub', 'Continue with Farcaster'])
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with GitHub' }))
    // Opened in the click itself, before anything was awaited, as browsers require.
    expect(frame.popup()).toMatchObject({ closed: false })
    expect(frame.popup()?.features).toContain('width=600,height=800')
    // The login's status shows once the machines run it (they may still be loading at the
    // click, when the embedded wallet's code loads late).
    expect((await part(dialog).findByRole('status')).textContent).toBe(
      'Sign in with GitHub in the window that opened.',
    )
    await waitFor(() =>
      expect(frame.popup()?.location.href).toBe(
        'https://secure.latch.test/social/github/start?state=fake',
      ),
    )
    frame.postSocialResult('https://secure.latch.test/social/result?code=1')
    await waitFor(() => expect(heading(dialog)).toBe('Account'))
    expect(frame.popup()?.closed).toBe(true)
    expect(latch.getState().connection?.connectorId).toBe('auth')
    latch.destroy()
  })

  it('behavior: a closed popup is "Popup closed" at the next check; another click tries again', async () => {
    const { latch, frame, dialog, socials } = await openConnect()
    vi.useFakeTimers({ shouldAdvanceTime: true })
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(latch.getState().socialLogin.step).toBe('awaitingResult'))
    frame.popup()?.close()
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(within(dialog).getByRole('alert').textContent).toBe('Popup closed')
    expect(part(dialog).queryByRole('status')).toBeNull()

    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with Google' }))
    expect(frame.popup()?.closed).toBe(false)
    expect(within(dialog).queryByRole('alert')).toBeNull()
    expect((await part(dialog).findByRole('status')).textContent).toBe(
      'Sign in with Google in the window that opened.',
    )
    latch.destroy()
  })

  it('behavior: a login that cannot start says "Failed to initiate social connection"', async () => {
    const { latch, frame, dialog, socials } = await openConnect()
    frame.handle('APP_GET_SOCIAL_REDIRECT_URI', () => {
      throw new Error('down')
    })
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with GitHub' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to initiate social connection',
    )
    expect(frame.popup()?.closed).toBe(true)
    latch.destroy()
  })

  it('behavior: Cancel closes the popup and ends the login', async () => {
    const { latch, frame, dialog, socials } = await openConnect()
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(latch.getState().socialLogin.step).toBe('awaitingResult'))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(part(dialog).queryByRole('status')).toBeNull())
    expect(frame.popup()?.closed).toBe(true)
    expect(latch.getState().socialLogin.step).toBe('idle')
    expect(within(dialog).queryByRole('alert')).toBeNull()
    latch.destroy()
  })

  it('behavior: Farcaster opens no popup and shows ConnectingFarcaster', async () => {
    const { latch, frame, dialog, socials } = await openConnect()
    fireEvent.click(within(socials).getByRole('button', { name: 'Continue with Farcaster' }))
    expect(frame.popup()).toBeUndefined()
    expect(latch.getState().view).toBe('ConnectingFarcaster')
    expect(heading(dialog)).toBe('Farcaster')
    latch.destroy()
  })
})
