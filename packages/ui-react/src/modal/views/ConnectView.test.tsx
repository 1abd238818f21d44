import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { createTestLatch, renderWithLatch, userRejection } from '../../testing/testLatch.js'

async function openAtConnect() {
  const { latch, adapter } = createTestLatch()
  renderWithLatch(latch)
  act(() => latch.open())
  const dialog = await screen.findByRole('dialog')
  return { latch, adapter, dialog }
}

describe('ConnectView', () => {
  it('default: wallets in core order, installed first with its icon, then All wallets', async () => {
    const { latch, dialog } = await openAtConnect()
    const list = within(dialog).getByRole('list', { name: 'Wallets' })
    const names = within(list)
      .getAllByRole('button')
      .map((button) => button.textContent)
    expect(names).toEqual(['Test WalletInstalled', 'Site Wallet', 'All wallets2'])
    const icon = within(list).getAllByRole('button')[0]?.querySelector('img')
    expect(icon?.getAttribute('src')).toMatch(/^data:image\/png/)
    latch.destroy()
  })

  it('behavior: connecting shows the wallet, then Account shows the address', async () => {
    const { latch, adapter, dialog } = await openAtConnect()
    let finish = () => {}
    adapter.connect.mockImplementationOnce(
      ({ connectorId }) =>
        new Promise((resolve) => {
          finish = () =>
            resolve({
              connectorId,
              accounts: [{ address: '0xAbC1234567890abcdef1234567890abcdef9876' }],
              network: 'eip155:1',
            })
        }),
    )
    fireEvent.click(within(dialog).getByRole('button', { name: /Test Wallet/ }))
    expect(await within(dialog).findByText('Continue in Test Wallet')).toBeTruthy()
    expect(adapter.connect).toHaveBeenCalledWith(
      expect.objectContaining({ connectorId: 'test-wallet' }),
    )
    await act(async () => finish())
    await waitFor(() => expect(within(dialog).getByRole('heading').textContent).toBe('Account'))
    expect(within(dialog).getByTestId('latch-account-address').textContent).toBe('0xAbC1…9876')
    latch.destroy()
  })

  it('behavior: a rejected connect says "Connection rejected" and Try again connects', async () => {
    const { latch, adapter, dialog } = await openAtConnect()
    adapter.connect.mockRejectedValueOnce(userRejection())
    fireEvent.click(within(dialog).getByRole('button', { name: /Test Wallet/ }))
    const error = await within(dialog).findByRole('alert')
    expect(error.textContent).toBe('Connection rejected')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(latch.getState().view).toBe('Account'))
    expect(adapter.connect).toHaveBeenCalledTimes(2)
    latch.destroy()
  })

  it('behavior: Cancel after a failure returns to the wallet list', async () => {
    const { latch, adapter, dialog } = await openAtConnect()
    adapter.connect.mockRejectedValueOnce(new Error('boom'))
    fireEvent.click(within(dialog).getByRole('button', { name: /Test Wallet/ }))
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to connect')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(within(dialog).getByRole('list', { name: 'Wallets' })).toBeTruthy()
    latch.destroy()
  })
})
