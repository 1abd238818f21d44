import { connect } from '@latch/core'
import { testSiwx } from '@latch/core/conformance'
import { mainnet } from '@latch/core/networks'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch, testAddress } from '../../testing/testLatch.js'

async function openSignIn(required: boolean) {
  const siwx = testSiwx(required)
  const { latch, adapter } = createTestLatch({ networks: [mainnet], siwx: siwx.config })
  renderWithLatch(latch)
  await act(() => connect(latch, { connectorId: 'test-wallet' }))
  const dialog = await screen.findByRole('dialog')
  await waitFor(() => expect(latch.getState().view).toBe('SIWXSignMessage'))
  return { latch, adapter, dialog, siwx }
}

describe('SiwxSignMessageView', () => {
  it('default: the site and its domain, the account, and the message once core has it', async () => {
    document.title = 'Latch Demo'
    const { latch, dialog } = await openSignIn(false)
    expect(within(dialog).getByRole('heading').textContent).toBe('Sign In')
    expect(dialog.textContent).toContain('Sign in to Latch Demo')
    expect(dialog.textContent).toContain(`Requested by ${location.host}`)
    expect(dialog.textContent).toContain('With 0xAbC1…9876')
    const message = await within(dialog).findByText(
      `example.org wants you to sign in with ${testAddress}`,
    )
    expect(message.tagName).toBe('PRE')
    latch.destroy()
  })

  it('behavior: Sign signs through the client, shows progress, and core closes the modal', async () => {
    const { latch, adapter, dialog, siwx } = await openSignIn(true)
    let sign = (_: string) => {}
    adapter.signMessage.mockImplementationOnce(
      () =>
        new Promise<string>((resolve) => {
          sign = resolve
        }),
    )
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Sign' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    await waitFor(() =>
      expect(within(dialog).getAllByText('Sign the message in your wallet…')).toHaveLength(2),
    )
    expect(
      (within(dialog).getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled,
    ).toBe(true)
    await act(async () => sign('0xsigned'))
    await waitFor(() => expect(latch.getState().open).toBe(false))
    expect(siwx.config.addSession).toHaveBeenCalledTimes(1)
    latch.destroy()
  })

  it('behavior: a failed signature is shown and the view stays for a retry', async () => {
    const { latch, adapter, dialog } = await openSignIn(true)
    adapter.signMessage.mockRejectedValueOnce(new Error('rejected'))
    await waitFor(() =>
      expect(
        (within(dialog).getByRole('button', { name: 'Sign' }) as HTMLButtonElement).disabled,
      ).toBe(false),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign' }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Error signing message')
    expect(latch.getState().view).toBe('SIWXSignMessage')
    latch.destroy()
  })

  it('behavior: required without a session: no close control; Cancel asks core (disconnects)', async () => {
    const { latch, adapter, dialog } = await openSignIn(true)
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(adapter.disconnect).toHaveBeenCalled())
    latch.destroy()
  })

  it('behavior: not required: the close control stays; Cancel just closes', async () => {
    const { latch, adapter, dialog } = await openSignIn(false)
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(latch.getState().open).toBe(false))
    expect(adapter.disconnect).not.toHaveBeenCalled()
    latch.destroy()
  })
})
