import { submitEmail, waitForEmailCode } from '@latch/core'
import { createFakeSecureFrame } from '@latch/core/conformance'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createAuthTestLatch } from '../../testing/testAuthLatch.js'
import { renderWithLatch } from '../../testing/testLatch.js'

// Changing the email of the embedded wallet, end to end against the fake secure frame.

async function openAccountOfEmailWallet() {
  const frame = createFakeSecureFrame()
  const { latch } = createAuthTestLatch({ frame })
  await submitEmail(latch, { email: 'ada@example.com' })
  frame.enterCode(frame.wallet.otp)
  await waitForEmailCode(latch)
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByTestId('latch-account-address')
  return { latch, frame, dialog }
}

const heading = (dialog: HTMLElement) => within(dialog).getByRole('heading').textContent

/** Whether core shows the secure frame (with its code field) over the view. */
const frameShown = (frame: ReturnType<typeof createFakeSecureFrame>) =>
  frame.iframe()?.style?.includes('visibility:visible') ?? false

describe('UpdateEmailWalletView', () => {
  it('default: from Account, the new email, the code to the current one, then to the new one', async () => {
    const { latch, frame, dialog } = await openAccountOfEmailWallet()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update email' }))
    expect(await within(dialog).findByText('Your email is ada@example.com.')).toBeTruthy()
    expect(heading(dialog)).toBe('Update Email')
    const input = within(dialog).getByLabelText('New email')
    const submit = within(dialog).getByRole('button', { name: 'Update email' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'grace@example.com' } })
    fireEvent.click(submit)

    expect(
      await within(dialog).findByText(
        'To confirm the change, enter the code we sent to ada@example.com.',
      ),
    ).toBeTruthy()
    // Each code is typed in the secure frame shown over the view: the page has no field.
    expect(within(dialog).queryByLabelText('Code')).toBeNull()
    await waitFor(() => expect(frameShown(frame)).toBe(true))
    act(() => frame.enterCode(frame.wallet.otp))
    expect(
      await within(dialog).findByText('Enter the code we sent to grace@example.com.'),
    ).toBeTruthy()
    act(() => frame.enterCode(frame.wallet.otp))

    expect(await within(dialog).findByText('Your email is now grace@example.com.')).toBeTruthy()
    expect(frame.wallet.email).toBe('grace@example.com')
    expect(frame.requests).toEqual(
      expect.arrayContaining([
        'APP_UPDATE_EMAIL',
        'APP_UPDATE_EMAIL_PRIMARY_OTP',
        'APP_UPDATE_EMAIL_SECONDARY_OTP',
      ]),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back to your account' }))
    await waitFor(() => expect(heading(dialog)).toBe('Account'))
    latch.destroy()
  })

  it('behavior: an invalid email is said in core’s words; a code that ended, in the frame’s, with Start again', async () => {
    const { latch, frame, dialog } = await openAccountOfEmailWallet()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update email' }))
    const input = await within(dialog).findByLabelText('New email')
    fireEvent.change(input, { target: { value: 'grace' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update email' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid email address')
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(frame.requests).not.toContain('APP_UPDATE_EMAIL')

    frame.handle('APP_UPDATE_EMAIL_PRIMARY_OTP', () => {
      throw new Error('The code has expired: request a new one')
    })
    fireEvent.change(input, { target: { value: 'grace@example.com' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update email' }))
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'The code has expired: request a new one',
      ),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start again' }))
    expect(await within(dialog).findByLabelText('New email')).toBeTruthy()
    expect(latch.getState().emailLogin.update.step).toBe('idle')
    latch.destroy()
  })

  it('behavior: leaving the view ends the change; back there, it starts from the address', async () => {
    const { latch, frame, dialog } = await openAccountOfEmailWallet()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update email' }))
    fireEvent.change(await within(dialog).findByLabelText('New email'), {
      target: { value: 'grace@example.com' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update email' }))
    await waitFor(() => expect(frameShown(frame)).toBe(true))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(heading(dialog)).toBe('Account'))
    expect(latch.getState().emailLogin.update.step).toBe('idle')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update email' }))
    expect(await within(dialog).findByLabelText('New email')).toBeTruthy()
    latch.destroy()
  })

  it('behavior: Account offers it only to a wallet logged in with an email', async () => {
    const frame = createFakeSecureFrame()
    const { latch } = createAuthTestLatch({ frame, config: { features: { socials: ['github'] } } })
    renderWithLatch(latch)
    act(() => latch.open())
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Continue with GitHub' }))
    await waitFor(() => expect(latch.getState().socialLogin.step).toBe('awaitingResult'))
    frame.postSocialResult('https://secure.latch.test/social/result?code=1')
    await within(dialog).findByTestId('latch-account-address')
    expect(within(dialog).queryByRole('button', { name: 'Update email' })).toBeNull()
    latch.destroy()
  })
})
