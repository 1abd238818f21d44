import { type EmailLoginAction, emailLoginMachine } from '@latch/core'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { createTestLatch, renderWithLatch, waitForView } from '../../testing/testLatch.js'
import { withParts } from '../../testing/withParts.js'

function emailLoginDouble() {
  const sent = { resolve: (_: EmailLoginAction) => {} }
  const connectEmail = vi.fn(
    () =>
      new Promise<{ action: EmailLoginAction }>((resolve) => {
        sent.resolve = (action) => resolve({ action })
      }),
  )
  const connectOtp = vi.fn(async ({ input }: { input: { otp: string } }) => {
    if (input.otp !== '123456') throw new Error('wrong code')
  })
  const actor = createActor(
    emailLoginMachine.provide({
      actors: {
        connectEmail: fromPromise(connectEmail),
        connectOtp: fromPromise<unknown, { otp: string }>(connectOtp),
        connectDevice: fromPromise(() => new Promise(() => {})),
        connectAuth: fromPromise(() => new Promise(() => {})),
      },
    }),
    { input: {} },
  ).start()
  return { actor, sent, connectEmail, connectOtp }
}

async function openEmailLogin(login?: ReturnType<typeof emailLoginDouble>) {
  const { latch } = createTestLatch()
  const client = login ? withParts(latch, { actors: { emailLogin: login.actor } }) : latch
  renderWithLatch(client)
  act(() => latch.open({ view: 'EmailLogin', data: { email: 'visitor@example.com' } }))
  const dialog = await screen.findByRole('dialog')
  await waitForView(dialog)
  return { latch, dialog }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('EmailLoginView', () => {
  it('default: sending, then the code with Resend waiting out core’s 30 s cooldown', async () => {
    const login = emailLoginDouble()
    const { latch, dialog } = await openEmailLogin(login)
    vi.useFakeTimers()
    fireEvent.click(
      within(dialog).getByRole('button', { name: 'Send a code to visitor@example.com' }),
    )
    expect(within(dialog).getByText('Sending a code to visitor@example.com…')).toBeTruthy()
    await act(async () => login.sent.resolve('VERIFY_OTP'))
    expect(within(dialog).getByText('Enter the code we sent to visitor@example.com.')).toBeTruthy()
    const resend = within(dialog).getByRole('button', { name: 'Resend code in 30 s' })
    expect((resend as HTMLButtonElement).disabled).toBe(true)
    act(() => vi.advanceTimersByTime(1_000))
    expect(resend.textContent).toBe('Resend code in 29 s')
    act(() => vi.advanceTimersByTime(29_000))
    expect(resend.textContent).toBe('Resend code')
    expect((resend as HTMLButtonElement).disabled).toBe(false)
    fireEvent.click(resend)
    expect(login.connectEmail).toHaveBeenCalledTimes(2)
    latch.destroy()
  })

  it('behavior: a wrong code is said and the code can be entered again', async () => {
    const login = emailLoginDouble()
    const { latch, dialog } = await openEmailLogin(login)
    fireEvent.click(within(dialog).getByRole('button', { name: /Send a code/ }))
    await act(async () => login.sent.resolve('VERIFY_OTP'))
    const code = within(dialog).getByLabelText('Code')
    expect(
      (within(dialog).getByRole('button', { name: 'Verify' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    fireEvent.change(code, { target: { value: '000 000' } })
    expect((code as HTMLInputElement).value).toBe('000000')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to connect')
    expect(login.connectOtp).toHaveBeenCalledWith(
      expect.objectContaining({ input: { otp: '000000' } }),
    )
    fireEvent.change(within(dialog).getByLabelText('Code'), { target: { value: '123456' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Verify' }))
    expect(await within(dialog).findByText('Connecting…')).toBeTruthy()
    latch.destroy()
  })

  it('behavior: a new device is approved from the email first', async () => {
    const login = emailLoginDouble()
    const { latch, dialog } = await openEmailLogin(login)
    fireEvent.click(within(dialog).getByRole('button', { name: /Send a code/ }))
    await act(async () => login.sent.resolve('VERIFY_DEVICE'))
    expect(
      within(dialog).getByText(
        'Approve this device from the email we sent to visitor@example.com.',
      ),
    ).toBeTruthy()
    latch.destroy()
  })

  it('behavior: without the embedded wallet, it says email login is unavailable', async () => {
    const { latch, dialog } = await openEmailLogin()
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Email login needs the embedded wallet, which this site has not set up.',
    )
    latch.destroy()
  })
})
