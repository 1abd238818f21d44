import { createFakeSecureFrame, type FakeSecureFrame } from '@latch/core/conformance'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createAuthTestLatch } from '../../testing/testAuthLatch.js'
import { createTestLatch, renderWithLatch, waitForView } from '../../testing/testLatch.js'

// Email login end to end in the modal: the Connect view's field, the EmailLogin view, core's
// client and machines, and the fake secure frame of `@latch/core/conformance`.

async function openConnect(frame?: FakeSecureFrame) {
  const { latch } = createAuthTestLatch(frame ? { frame } : {})
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  // The email field is a chunk of its own.
  await within(dialog).findByLabelText('Email')
  return { latch, dialog }
}

function submitEmail(dialog: HTMLElement, email = 'ada@example.com') {
  fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: email } })
  fireEvent.click(within(dialog).getByRole('button', { name: 'Continue' }))
}

const heading = (dialog: HTMLElement) => within(dialog).getByRole('heading').textContent

/** The area the secure frame (with its code field) is shown over. */
const codeArea = (dialog: HTMLElement) =>
  within(dialog).findByRole('region', {
    name: 'The code field, in your embedded wallet’s secure frame',
  })

/** Whether core shows the frame over the view (placed, visible), as it does over the area. */
const frameShown = (frame: FakeSecureFrame) =>
  frame.iframe()?.style?.includes('visibility:visible') ?? false

afterEach(() => {
  vi.useRealTimers()
})

describe('EmailLoginView', () => {
  it('default: email, code typed in the secure frame, connected: the Account view shows the embedded wallet', async () => {
    const frame = createFakeSecureFrame()
    const { latch, dialog } = await openConnect(frame)
    submitEmail(dialog)
    expect(latch.getState().view).toBe('EmailLogin')
    expect(heading(dialog)).toBe('Email Login')
    expect(await within(dialog).findByText('Sending a code to ada@example.com…')).toBeTruthy()
    await codeArea(dialog)
    expect(within(dialog).getByText('Enter the code we sent to ada@example.com.')).toBeTruthy()
    // The page has no code field of its own: the frame's is shown over the area.
    expect(within(dialog).queryByRole('textbox')).toBeNull()
    await waitFor(() => expect(frameShown(frame)).toBe(true))
    act(() => frame.enterCode(frame.wallet.otp))
    await waitFor(() => expect(heading(dialog)).toBe('Account'))
    expect(frameShown(frame)).toBe(false)
    expect(within(dialog).getByTestId('latch-account-address').textContent).toBe('0x5290…9EE7')
    expect(frame.requests).toEqual(expect.arrayContaining(['APP_CONNECT_EMAIL', 'APP_CONNECT_OTP']))
    expect(latch.getState().connection?.connectorId).toBe('auth')
    latch.destroy()
  })

  it('behavior: a wrong code is the frame’s business; a code that ended is said, with Resend', async () => {
    const frame = createFakeSecureFrame()
    const { latch, dialog } = await openConnect(frame)
    submitEmail(dialog)
    await codeArea(dialog)
    act(() => frame.enterCode('000000'))
    await waitFor(() => expect(frame.wallet.refusedCodes).toEqual(['000000']))
    expect(latch.getState().emailLogin.step).toBe('awaitingOtp')
    expect(within(dialog).queryByRole('alert')).toBeNull()

    frame.handle('APP_CONNECT_OTP', () => {
      throw new Error('The code has expired: request a new one')
    })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    submitEmail(dialog, 'grace@example.com')
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The code has expired: request a new one',
    )
    expect(latch.getState().emailLogin.step).toBe('codeRefused')
    expect(frameShown(frame)).toBe(false)
    expect(within(dialog).getByRole('button', { name: /^Resend code/ })).toBeTruthy()
    latch.destroy()
  })

  it('behavior: Resend waits out core’s 30 s cooldown, counted down, then sends a new code', async () => {
    const frame = createFakeSecureFrame()
    const { latch, dialog } = await openConnect(frame)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    submitEmail(dialog)
    await codeArea(dialog)
    const resend = within(dialog).getByRole('button', { name: /^Resend code/ }) as HTMLButtonElement
    expect(resend.textContent).toBe('Resend code in 30 s')
    expect(resend.disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(1_000))
    expect(resend.textContent).toBe('Resend code in 29 s')
    await act(() => vi.advanceTimersByTimeAsync(29_000))
    expect(resend.textContent).toBe('Resend code')
    expect(resend.disabled).toBe(false)
    fireEvent.click(resend)
    await codeArea(dialog)
    expect(frame.requests.filter((type) => type === 'APP_CONNECT_EMAIL')).toHaveLength(2)
    expect(within(dialog).getByRole('button', { name: /^Resend code/ }).textContent).toBe(
      'Resend code in 30 s',
    )
    latch.destroy()
  })

  it('behavior: a new device is approved from the email, then the code is asked for', async () => {
    const frame = createFakeSecureFrame()
    frame.wallet.emailAction = 'VERIFY_DEVICE'
    let approve = () => {}
    frame.handle(
      'APP_CONNECT_DEVICE',
      () =>
        new Promise((resolve) => {
          approve = () => resolve({})
        }),
    )
    const { latch, dialog } = await openConnect(frame)
    submitEmail(dialog)
    expect(
      await within(dialog).findByText(
        'Approve this device from the email we sent to ada@example.com.',
      ),
    ).toBeTruthy()
    await act(async () => approve())
    expect(await codeArea(dialog)).toBeTruthy()
    latch.destroy()
  })

  it('behavior: the rate limit is said in the catalogue’s words and counted down', async () => {
    const frame = createFakeSecureFrame()
    frame.handle('APP_CONNECT_EMAIL', () => {
      throw new Error('Please try again after 27 seconds')
    })
    const { latch, dialog } = await openConnect(frame)
    vi.useFakeTimers({ shouldAdvanceTime: true })
    submitEmail(dialog)
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please try again after 27 seconds',
    )
    const again = within(dialog).getByRole('button', { name: /^Send the code again/ })
    expect(again.textContent).toBe('Send the code again in 27 s')
    expect((again as HTMLButtonElement).disabled).toBe(true)
    await act(() => vi.advanceTimersByTimeAsync(27_000))
    expect(again.textContent).toBe('Send the code again')
    frame.handle('APP_CONNECT_EMAIL', () => ({ action: 'VERIFY_OTP' as const }))
    fireEvent.click(again)
    expect(await codeArea(dialog)).toBeTruthy()
    latch.destroy()
  })

  it('behavior: a frame that never loads: "Unable to load email login dependency" and its alert', async () => {
    const { latch, dialog } = await openConnect(createFakeSecureFrame({ reportsReady: false }))
    vi.useFakeTimers({ shouldAdvanceTime: true })
    submitEmail(dialog)
    await within(dialog).findByText('Sending a code to ada@example.com…')
    await act(() => vi.advanceTimersByTimeAsync(20_000))
    await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2))
    const [banner, error] = within(dialog).getAllByRole('alert')
    expect(banner?.textContent).toContain('Network Error - Could not load embedded wallet')
    expect(error?.textContent).toBe('Unable to load email login dependency')
    latch.destroy()
  })

  it('behavior: a page origin the project does not allow: its alert, and no code is sent', async () => {
    const frame = createFakeSecureFrame({ appOrigin: 'https://shop.example.com' })
    const { latch, dialog } = await openConnect(frame)
    submitEmail(dialog)
    await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2))
    const [banner, error] = within(dialog).getAllByRole('alert')
    expect(banner?.textContent).toContain('Origin Not Allowed')
    expect(error?.textContent).toBe('Origin Not Allowed')
    expect(frame.requests).not.toContain('APP_CONNECT_EMAIL')
    latch.destroy()
  })

  it('behavior: Back returns to Connect and cancels the login', async () => {
    const { latch, dialog } = await openConnect()
    submitEmail(dialog)
    await codeArea(dialog)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }))
    expect(latch.getState().view).toBe('Connect')
    expect(latch.getState().emailLogin.step).toBe('idle')
    expect(await within(dialog).findByLabelText('Email')).toBeTruthy()
    latch.destroy()
  })

  it('behavior: opened with an email and no login under way, it offers to send the code', async () => {
    const { latch } = createAuthTestLatch()
    renderWithLatch(latch)
    act(() => latch.open({ view: 'EmailLogin', data: { email: 'grace@example.com' } }))
    const dialog = await screen.findByRole('dialog')
    await waitForView(dialog)
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Send a code to grace@example.com' }),
    )
    expect(await codeArea(dialog)).toBeTruthy()
    expect(latch.getState().emailLogin.email).toBe('grace@example.com')
    latch.destroy()
  })

  it('behavior: without the embedded wallet, core’s "No auth connector found"', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open({ view: 'EmailLogin', data: { email: 'grace@example.com' } }))
    const dialog = await screen.findByRole('dialog')
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No auth connector found')
    latch.destroy()
  })
})
