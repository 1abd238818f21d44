import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch } from '../../testing/testLatch.js'

describe('UpdateEmailWalletView', () => {
  it('behavior: the current email, the new one checked, and the change unavailable for now', async () => {
    const { latch } = createTestLatch()
    renderWithLatch(latch)
    act(() => latch.open({ view: 'UpdateEmailWallet', data: { email: 'old@example.com' } }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Your email is old@example.com.')).toBeTruthy()
    const input = within(dialog).getByLabelText('New email')
    const submit = within(dialog).getByRole('button', { name: 'Update email' }) as HTMLButtonElement
    expect(submit.disabled).toBe(true)
    fireEvent.change(input, { target: { value: 'nope' } })
    fireEvent.click(submit)
    expect(within(dialog).getByRole('alert').textContent).toBe('Invalid email address')
    fireEvent.change(input, { target: { value: 'new@example.com' } })
    fireEvent.click(submit)
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Changing the email needs the embedded wallet, which this site has not set up.',
    )
    latch.destroy()
  })
})
